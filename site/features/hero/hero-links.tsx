import { useRef } from 'react';
import type { ProfileLink } from '../../../schemas/types.generated.ts';
import { cvDownloadPath } from '../../../core/cv/cv-file.ts';
import { firstPaintAfter } from '../../../core/page/first-paint-marker.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { SectionLink } from '../../shared/scroll/section-link.tsx';
import { heroLink } from '../../../core/site/hero-links.ts';
import { isExternalLink, linkName } from '../../../core/site/profile-links.ts';
import { useHomeSections } from '../../shared/site/sections.ts';
import { useSite } from '../../shared/site/site-context.tsx';
import { ArrowDownIcon } from '../../shared/ui/icons/arrow-down-icon.tsx';
import { DownloadIcon } from '../../shared/ui/icons/download-icon.tsx';
import { ProfileLinkIcon } from '../../shared/ui/icons/profile-link-icon.tsx';
import { Tooltip } from '../../shared/ui/tooltip/tooltip.tsx';
import styles from './hero.module.css';

/** The hero's last element, its scroll arrow: the first paint waits for it, after all the centred content. */
export const heroLastElementId = 'hero-scroll';

/** The owner's profile links, each an icon named in a tooltip, and the CV download. An island: the tooltips. */
export function HeroLinks() {
  const { t, language } = useI18n();
  const { profile } = useSite();
  return (
    <ul className={styles.links}>
      {profile.links.map((link) => (
        <li key={`${link.kind} ${link.url}`}>
          <IconLink link={link} />
        </li>
      ))}
      <li>
        <a href={cvDownloadPath(profile, language)} download className={styles.cvLink}>
          <DownloadIcon />
          {t('hero.downloadCv')}
        </a>
      </li>
    </ul>
  );
}

/**
 * The arrow down to the first home section whose kind offers it (the skills, else the publications: heroLink),
 * named in a tooltip; none when the home page shows no such section. An island: the tooltip.
 */
export function HeroScrollArrow() {
  const { t } = useI18n();
  const scrollTarget = heroLink('arrow', useHomeSections());
  const scrollArrowRef = useRef<HTMLAnchorElement>(null);
  if (scrollTarget === undefined) return null;
  const scrollLabel = t(scrollTarget.labelKey);
  return (
    <>
      <SectionLink
        ref={scrollArrowRef}
        id={heroLastElementId}
        {...firstPaintAfter}
        sectionId={scrollTarget.section}
        className={styles.scrollArrow}
        aria-label={scrollLabel}
      >
        <ArrowDownIcon />
      </SectionLink>
      <Tooltip label={scrollLabel} triggerRef={scrollArrowRef} />
    </>
  );
}

function IconLink({ link }: { link: ProfileLink }) {
  const { t } = useI18n();
  const linkRef = useRef<HTMLAnchorElement>(null);
  const label = linkName(link, t);
  const external = isExternalLink(link);
  const newTab = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};

  return (
    <>
      <a ref={linkRef} href={link.url} className={styles.iconLink} {...newTab}>
        <ProfileLinkIcon kind={link.kind} />
        <span className="visually-hidden">
          {label}
          {external && ` ${t('common.opensInNewTab')}`}
        </span>
      </a>
      <Tooltip label={label} triggerRef={linkRef} />
    </>
  );
}
