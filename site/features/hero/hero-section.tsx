import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { Island } from '../../shared/islands/island.tsx';
import { SectionLink } from '../../shared/scroll/section-link.tsx';
import { useHomeSections } from '../../shared/site/sections.ts';
import { useSite } from '../../shared/site/site-context.tsx';
import { PlayIcon } from '../../shared/ui/icons/play-icon.tsx';
import { ResponsivePicture } from '../../shared/ui/picture/responsive-picture.tsx';
import { textIn } from '../../../core/i18n/localized-text.ts';
import { heroLink } from '../../../core/site/hero-links.ts';
import { HeroLinks, HeroScrollArrow } from './hero-links.tsx';
import styles from './hero.module.css';

/** Specification section 2, Hero: who the owner is, the ways to reach them, and jumps into the page. */
export function HeroSection() {
  const { t, language } = useI18n();
  const { profile } = useSite();
  // The buttons lead to sections of this page: only those it shows.
  const sections = useHomeSections();
  const workButton = heroLink('button', sections);

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
        {(sections.includes('spotlight') || sections.includes('contact') || workButton !== undefined) && (
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
            {workButton !== undefined && (
              <SectionLink sectionId={workButton.section} className={`${styles.button} ${styles.secondary}`}>
                {t(workButton.labelKey)}
              </SectionLink>
            )}
          </div>
        )}

        <Island name="hero-links">
          <HeroLinks />
        </Island>
      </div>

      {heroLink('arrow', sections) !== undefined && (
        <Island name="hero-arrow">
          <HeroScrollArrow />
        </Island>
      )}
    </section>
  );
}
