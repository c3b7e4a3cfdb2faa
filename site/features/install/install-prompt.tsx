import { useRef, type FocusEvent } from 'react';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { CloseIcon } from '../../shared/ui/icons/close-icon.tsx';
import { Tooltip } from '../../shared/ui/tooltip/tooltip.tsx';
import styles from './install-prompt.module.css';
import { useInstallPrompt } from './use-install-prompt.ts';

/**
 * Invites visitors on small screens to install the site. A non-modal region: it never takes focus; when the
 * visitor answers from inside it, focus returns to where it was before they entered the prompt.
 */
export function InstallPrompt() {
  const { t } = useI18n();
  const { visible, install, dismiss } = useInstallPrompt();
  const region = useRef<HTMLElement>(null);
  const focusCameFrom = useRef<HTMLElement | null>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);

  if (!visible) return null;

  const rememberWhereFocusCameFrom = (event: FocusEvent<HTMLElement>) => {
    const previous = event.relatedTarget;
    if (previous instanceof HTMLElement && !event.currentTarget.contains(previous)) focusCameFrom.current = previous;
  };

  const answer = (action: () => unknown) => () => {
    const returnTo = region.current?.contains(document.activeElement) ? focusCameFrom.current : null;
    void action();
    if (returnTo?.isConnected) returnTo.focus();
  };

  return (
    <section
      ref={region}
      className={styles.prompt}
      aria-labelledby="install-prompt-title"
      aria-describedby="install-prompt-description"
      onFocus={rememberWhereFocusCameFrom}
    >
      <img className={styles.icon} src="/icons/icon-192.png" alt="" width={48} height={48} />
      <div className={styles.text}>
        <h2 id="install-prompt-title" className={styles.title}>
          {t('install.title')}
        </h2>
        <p id="install-prompt-description" className={styles.description}>
          {t('install.description')}
        </p>
      </div>
      <button
        ref={closeButtonRef}
        type="button"
        className={styles.close}
        aria-label={t('install.close')}
        onClick={answer(dismiss)}
      >
        <CloseIcon />
      </button>
      <Tooltip label={t('install.close')} triggerRef={closeButtonRef} />
      <div className={styles.actions}>
        <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={answer(dismiss)}>
          {t('install.notNow')}
        </button>
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={answer(install)}>
          {t('install.install')}
        </button>
      </div>
    </section>
  );
}
