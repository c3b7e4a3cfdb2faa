import { useRef } from 'react';
import type { ProfileLink } from '../../../schemas/types.generated.ts';
import { cvDownloadPath } from '../../shared/cv/cv-file.ts';
import { firstPaintAfter } from '../../shared/first-paint/first-paint-marker.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { SectionLink } from '../../shared/scroll/section-link.tsx';
import { useSections } from '../../shared/site/sections.ts';
import { useSite } from '../../shared/site/site-context.tsx';
import { ArrowDownIcon } from '../../shared/ui/icons/arrow-down-icon.tsx';
import { DownloadIcon } from '../../shared/ui/icons/download-icon.tsx';
import { PlayIcon } from '../../shared/ui/icons/play-icon.tsx';
import { ProfileLinkIcon } from '../../shared/ui/icons/profile-link-icon.tsx';
import { isExternalLink, linkName } from '../../shared/site/profile-links.ts';
import { ResponsivePicture } from '../../shared/ui/picture/responsive-picture.tsx';
import { textIn } from '../../shared/i18n/localized-text.ts';
import { Tooltip } from '../../shared/ui/tooltip/tooltip.tsx';
import styles from './hero.module.css';

/** The hero's last element, its scroll arrow: the first paint waits for it, after all the centred content. */
export const heroLastElementId = 'hero-scroll';

/** Specification section 2, Hero: who the owner is, the ways to reach them, and jumps into the page. */
export function HeroSection() {
  const { t, language } = useI18n();
  const { profile } = useSite();
  const sections = useSections();
  const scrollArrowRef = useRef<HTMLAnchorElement>(null);
  // The arrow leads to the skills, or to the publications (every site has them) on a site without skills.
  const scrollTarget = sections.includes('skills') ? 'skills' : 'publications';
  const scrollLabel = t(scrollTarget === 'skills' ? 'hero.scrollToSkills' : 'hero.scrollToPublications');

  return (
    <section id="top" aria-labelledby="hero-name" className={styles.hero}>
      <div className={profile.photo ? `${styles.inner} ${styles.withPhoto}` : styles.inner}>
        {profile.photo && (
          <ResponsivePicture
            path={profile.photo.path}
            role="photo"
            alt={textIn(profile.photo.alt, language)}
            priority
            className={styles.photo}
          />
        )}
        <p className={styles.greeting}>{t('hero.greeting')}</p>
        <h1 id="hero-name" className={styles.name}>
          {profile.name}
        </h1>
        <p className={styles.subtitle}>{profile.subtitle[language]}</p>
        <p className={styles.specialization}>{profile.specialization[language]}</p>
        <p className={styles.about}>{profile.about[language]}</p>

        {/* Each button only when the section it leads to exists: no dead link, no empty row. */}
        {(['spotlight', 'contact', 'experience'] as const).some((section) => sections.includes(section)) && (
          <div className={styles.actions}>
            {sections.includes('spotlight') && (
              <SectionLink sectionId="spotlight" className={`${styles.button} ${styles.primary}`}>
                <PlayIcon />
                {t('hero.watchVideo')}
              </SectionLink>
            )}
            {sections.includes('contact') && (
              <SectionLink sectionId="contact" className={`${styles.button} ${styles.secondary}`}>
                {t('hero.getInTouch')}
              </SectionLink>
            )}
            {sections.includes('experience') && (
              <SectionLink sectionId="experience" className={`${styles.button} ${styles.secondary}`}>
                {t('hero.viewWork')}
              </SectionLink>
            )}
          </div>
        )}

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
      </div>

      <SectionLink
        ref={scrollArrowRef}
        id={heroLastElementId}
        {...firstPaintAfter}
        sectionId={scrollTarget}
        className={styles.scrollArrow}
        aria-label={scrollLabel}
      >
        <ArrowDownIcon />
      </SectionLink>
      <Tooltip label={scrollLabel} triggerRef={scrollArrowRef} />
    </section>
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
