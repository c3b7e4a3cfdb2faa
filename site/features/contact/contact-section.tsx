import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { useSite } from '../../shared/site/site-context.tsx';
import { ContactForm } from './contact-form.tsx';
import { ContactInfo } from './contact-info.tsx';
import styles from './contact.module.css';

/**
 * Specification section 2, Contact: the owner's details on the left, the message form on the right. Only a
 * site.json with `contact` (the form's endpoint) has the section.
 */
export function ContactSection() {
  const { t } = useI18n();
  const { contact } = useSite();
  if (contact === undefined) return null;
  return (
    <section id="contact" aria-labelledby="contact-title" className={styles.section}>
      <div className={styles.inner}>
        <header className={styles.header}>
          <h2 id="contact-title" className={styles.title}>
            {t('contact.title')}
          </h2>
          <p className={styles.subtitle}>{t('contact.subtitle')}</p>
        </header>
        <div className={styles.layout}>
          <ContactInfo contact={contact} />
          <ContactForm contact={contact} />
        </div>
      </div>
    </section>
  );
}
