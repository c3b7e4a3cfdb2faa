import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import type { Spotlight } from '../../../schemas/types.generated.ts';
import { useSite } from '../../shared/site/site-context.tsx';
import { VideoPlayer } from './video-player.tsx';
import styles from './spotlight.module.css';

/**
 * Specification section 2, Spotlight: the article's video, loaded only when the visitor asks for it. Only a
 * site.json with `spotlight` has the section.
 */
export function SpotlightSection() {
  const { spotlight } = useSite();
  return spotlight === undefined ? null : <SpotlightContent spotlight={spotlight} />;
}

function SpotlightContent({ spotlight }: { spotlight: Spotlight }) {
  const { t, language } = useI18n();
  const articleTitle = spotlight.articleTitle[language] ?? '';

  return (
    <section id="spotlight" aria-labelledby="spotlight-title" className={styles.section}>
      <div className={styles.inner}>
        <h2 id="spotlight-title" className={styles.title}>
          {spotlight.title[language]}
        </h2>
        <div className={styles.layout}>
          <div>
            <VideoPlayer
              youtubeId={spotlight.youtubeId}
              title={articleTitle}
              posterSrc={`/${spotlight.poster}`}
              posterAlt={spotlight.posterAlt[language] ?? ''}
            />
            <p className={styles.privacyNote}>{t('spotlight.privacyNote')}</p>
          </div>
          <div className={styles.text}>
            <h3 className={styles.articleTitle}>{articleTitle}</h3>
            <p className={styles.description}>{spotlight.description[language]}</p>
            <p className={styles.publishedIn}>
              <span className={styles.publishedInLabel}>{t('spotlight.publishedIn')}</span>{' '}
              <cite>{spotlight.publishedIn[language]}</cite>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
