import { trackEvent } from '../../shared/analytics/track.ts';
import { cvDownloadPath } from '../../../core/cv/cv-file.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { linkName, profilesElsewhere } from '../../../core/site/profile-links.ts';
import { useSite } from '../../shared/site/site-context.tsx';
import { ClockIcon } from '../../shared/ui/icons/clock-icon.tsx';
import { DownloadIcon } from '../../shared/ui/icons/download-icon.tsx';
import { MailIcon } from '../../shared/ui/icons/mail-icon.tsx';
import { MapPinIcon } from '../../shared/ui/icons/map-pin-icon.tsx';
import { ProfileLinkIcon } from '../../shared/ui/icons/profile-link-icon.tsx';
import type { ContactSettings } from './contact-settings.ts';
import styles from './contact.module.css';

/** The left card: how to reach the owner besides the form, and how soon they answer. */
export function ContactInfo({ contact }: { contact: ContactSettings }) {
  const { t, language } = useI18n();
  const { profile } = useSite();
  // The owner's profiles elsewhere, in their order; the email is already in the details above.
  const elsewhere = profilesElsewhere(profile.links);

  return (
    <div className={styles.card}>
      <h3 className={styles.cardTitle}>{t('contact.infoTitle')}</h3>
      <dl className={styles.details}>
        {profile.email && (
          <div className={styles.detail}>
            <dt className={styles.detailLabel}>
              <MailIcon className={styles.detailIcon} />
              {t('contact.emailLabel')}
            </dt>
            <dd className={styles.detailValue}>
              <a href={`mailto:${profile.email}`}>{profile.email}</a>
            </dd>
          </div>
        )}
        <div className={styles.detail}>
          <dt className={styles.detailLabel}>
            <MapPinIcon className={styles.detailIcon} />
            {t('contact.locationLabel')}
          </dt>
          <dd className={styles.detailValue}>{profile.location[language]}</dd>
        </div>
      </dl>

      <p className={styles.replyTime}>
        <ClockIcon className={styles.detailIcon} />
        <span>{t('contact.replyTime', { days: contact.replyBusinessDays })}</span>
      </p>

      {elsewhere.length > 0 && (
        <>
          <h4 id="contact-social-title" className={styles.socialTitle}>
            {t('contact.socialLabel')}
          </h4>
          <ul aria-labelledby="contact-social-title" className={styles.socialLinks}>
            {elsewhere.map((link) => {
              const href = link.url;
              return (
                <li key={`${link.kind} ${href}`}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.socialLink}
                    onClick={() => trackEvent('external_link_click', { url: href })}
                  >
                    <ProfileLinkIcon kind={link.kind} />
                    <span>{linkName(link, t)}</span>
                    <span className="visually-hidden">{` ${t('common.opensInNewTab')}`}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </>
      )}

      <p className={styles.cvDownload}>
        <a href={cvDownloadPath(profile, language)} download className={styles.socialLink}>
          <DownloadIcon />
          <span>{t('contact.downloadCv')}</span>
        </a>
      </p>
    </div>
  );
}
