import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { ExternalLink } from '../../shared/ui/external-link.tsx';
import { CheckIcon } from '../../shared/ui/icons/check-icon.tsx';
import { CopyIcon } from '../../shared/ui/icons/copy-icon.tsx';
import { ExternalLinkIcon } from '../../shared/ui/icons/external-link-icon.tsx';
import { Tooltip } from '../../shared/ui/tooltip/tooltip.tsx';
import { doiUrl, shortDoi } from './doi.ts';
import styles from './publications.module.css';
import { useCopyWithToast } from './use-copy-with-toast.ts';

/** Specification section 9: how long the chip says 'DOI copied'. */
const doiCopiedMs = 2000;

/**
 * The DOI chip: a click copies the DOI, a right-click opens it at doi.org (spec section 7). Keyboard and
 * touch users, who have no right-click, get the plain link beside it.
 */
export function DoiChip({ doi }: { doi: string }) {
  const { t } = useI18n();
  const copy = useCopyWithToast();
  const [copied, setCopied] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const chipRef = useRef<HTMLButtonElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const chipLabel = copied ? t('publications.doiCopied') : t('publications.copyDoi', { doi });
  const linkLabel = t('publications.openDoi', { doi });

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const copyDoi = async () => {
    if (!(await copy(doi, t('publications.doiCopied')))) return;
    setCopied(true);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setCopied(false), doiCopiedMs);
  };

  const openAtDoiOrg = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    window.open(doiUrl(doi), '_blank', 'noopener,noreferrer');
  };

  return (
    <span className={styles.doi}>
      <button
        ref={chipRef}
        type="button"
        className={copied ? `${styles.chip} ${styles.chipCopied}` : styles.chip}
        aria-label={chipLabel}
        onClick={() => void copyDoi()}
        onContextMenu={openAtDoiOrg}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
        <span className={styles.chipText}>{copied ? t('publications.doiCopied') : `DOI ${shortDoi(doi)}`}</span>
      </button>
      <Tooltip label={chipLabel} triggerRef={chipRef} />
      <ExternalLink ref={linkRef} href={doiUrl(doi)} className={styles.doiLink}>
        <ExternalLinkIcon />
        <span className="visually-hidden">{linkLabel}</span>
      </ExternalLink>
      <Tooltip label={linkLabel} triggerRef={linkRef} />
    </span>
  );
}
