import { useState } from 'react';
import type { TimelineItem } from '../../../schemas/types.generated.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { ExternalLink } from '../ui/external-link.tsx';
import { CalendarIcon } from '../ui/icons/calendar-icon.tsx';
import { ChevronDownIcon } from '../ui/icons/chevron-down-icon.tsx';
import { ExternalLinkIcon } from '../ui/icons/external-link-icon.tsx';
import { MapPinIcon } from '../ui/icons/map-pin-icon.tsx';
import { formatDateRange } from './format-date-range.ts';
import styles from './timeline.module.css';

interface TimelineCardProps {
  item: TimelineItem;
  /** Keeps element ids unique when two timelines hold entries with the same id. */
  idPrefix: string;
}

/** One experience or education entry; its 'Key Highlights' list opens with a real disclosure button. */
export function TimelineCard({ item, idPrefix }: TimelineCardProps) {
  const { t, language, format } = useI18n();
  const [highlightsOpen, setHighlightsOpen] = useState(false);
  const cardId = `${idPrefix}-${item.id}`;
  const highlightsId = `${cardId}-highlights`;
  const bullets = item.bullets?.[language] ?? [];
  const links = item.links ?? [];

  return (
    <article className={styles.card} aria-labelledby={`${cardId}-title`}>
      <header>
        <h3 id={`${cardId}-title`} className={styles.cardTitle}>
          {item.title[language]}
        </h3>
        {item.role && <p className={styles.role}>{item.role[language]}</p>}
        <p className={styles.organization}>{item.organization}</p>
        <p className={styles.meta}>
          <span className={styles.metaItem}>
            <CalendarIcon />
            {formatDateRange(item.start_date, item.end_date, format, t('experience.present'))}
          </span>
          {item.location && (
            <span className={styles.metaItem}>
              <MapPinIcon />
              {item.location[language]}
            </span>
          )}
        </p>
      </header>
      <p className={styles.summary}>{item.summary[language]}</p>
      {links.length > 0 && (
        <ul className={styles.links}>
          {links.map((link, index) => (
            <li key={index}>
              <ExternalLink href={link.url} className={styles.link}>
                <ExternalLinkIcon />
                {link.label[language]}
              </ExternalLink>
            </li>
          ))}
        </ul>
      )}
      {bullets.length > 0 && (
        <>
          <h4 className={styles.highlightsLabel} hidden data-shown-without-script>
            {t('experience.keyHighlights')}
          </h4>
          <button
            type="button"
            data-needs-script
            className={styles.toggle}
            aria-expanded={highlightsOpen}
            aria-controls={highlightsId}
            // Every card has a 'Key Highlights' button: the entry's title tells them apart in a list of controls.
            aria-describedby={`${cardId}-title`}
            onClick={() => setHighlightsOpen((open) => !open)}
          >
            {t('experience.keyHighlights')}
            <ChevronDownIcon className={styles.chevron} />
          </button>
          <ul id={highlightsId} className={styles.bullets} hidden={!highlightsOpen} data-shown-without-script>
            {bullets.map((bullet, index) => (
              <li key={index}>{bullet}</li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
