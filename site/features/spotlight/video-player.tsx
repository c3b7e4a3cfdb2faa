import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { trackEvent } from '../../shared/analytics/track.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { isModifiedClick } from '../../shared/scroll/scroll-to-section.ts';
import { PlayIcon } from '../../shared/ui/icons/play-icon.tsx';
import { Tooltip } from '../../shared/ui/tooltip/tooltip.tsx';
import { useHydrated } from '../../shared/hydration/hydration-context.tsx';
import { youtubeEmbedUrl, youtubeWatchUrl } from './youtube-urls.ts';
import styles from './spotlight.module.css';

interface VideoPlayerProps {
  youtubeId: string;
  /** Title of the video, for the play control's and the player's names. */
  title: string;
  posterSrc: string;
  posterAlt: string;
}

/** Intrinsic size given to the poster so the box is reserved before it loads (the CSS keeps 16:9). */
const posterWidth = 1280;
const posterHeight = 720;

/**
 * A local poster and one play control; nothing is loaded from YouTube until the visitor presses play. Without
 * JavaScript the control is a link to the video on YouTube; with it, the control acts as a button that swaps
 * the poster for the player and moves focus into it.
 */
export function VideoPlayer({ youtubeId, title, posterSrc, posterAlt }: VideoPlayerProps) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const playerRef = useRef<HTMLIFrameElement>(null);
  const playControlRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (playing) playerRef.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <div className={styles.videoBox}>
        <iframe
          ref={playerRef}
          className={styles.player}
          src={youtubeEmbedUrl(youtubeId)}
          title={t('spotlight.videoTitle', { title })}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      </div>
    );
  }

  const startPlayer = () => {
    trackEvent('video_interaction', { action: 'play', video: youtubeId });
    setPlaying(true);
  };
  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    startPlayer();
  };
  // A link answers Enter only; a button also answers Space.
  const playOnSpace = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    startPlayer();
  };

  return (
    <div className={styles.videoBox}>
      <img
        className={styles.poster}
        src={posterSrc}
        alt={posterAlt}
        width={posterWidth}
        height={posterHeight}
        loading="lazy"
        decoding="async"
      />
      <a
        ref={playControlRef}
        href={youtubeWatchUrl(youtubeId)}
        className={styles.playControl}
        // The handlers are there from hydration on: a click that woke the island is held for them.
        data-island-click
        onClick={play}
        onKeyDown={playOnSpace}
        {...(hydrated ? { role: 'button' } : { target: '_blank', rel: 'noopener noreferrer' })}
      >
        <span className={styles.playBadge}>
          <PlayIcon />
        </span>
        <span className="visually-hidden">
          {t('spotlight.play', { title })}
          {!hydrated && ` ${t('common.opensInNewTab')}`}
        </span>
      </a>
      <Tooltip label={t('spotlight.play', { title })} triggerRef={playControlRef} />
    </div>
  );
}
