import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { AlertCircleIcon } from '../../shared/ui/icons/alert-circle-icon.tsx';
import { CheckIcon } from '../../shared/ui/icons/check-icon.tsx';
import { SendIcon } from '../../shared/ui/icons/send-icon.tsx';
import { ContactField } from './contact-field.tsx';
import { purposes } from './contact-fields.ts';
import type { ContactFormState } from './contact-form-state.ts';
import { contactSubject } from './contact-payload.ts';
import { useContactForm } from './use-contact-form.ts';
import { messageMinLength, phonePattern } from './validate-contact.ts';
import type { ContactSettings } from './contact-settings.ts';
import styles from './contact.module.css';

const purposeHintId = 'contact-purpose-hint';

/**
 * Specification sections 3 to 5: the message form. It posts by itself without JavaScript (real names, the
 * service's address as its action); with JavaScript it validates, sends JSON and reports in place.
 */
export function ContactForm({ contact }: { contact: ContactSettings }) {
  const { t } = useI18n();
  const form = useContactForm(contact);
  const { fields, state } = form;
  const errors = state.fieldErrors;
  const submitting = state.status === 'submitting';

  return (
    <div className={styles.card}>
      <h3 id="contact-form-title" className={styles.cardTitle}>
        {t('contact.formTitle')}
      </h3>

      <div ref={form.statusRef} id="contact-status" role="status" tabIndex={-1} className={styles.status}>
        <SubmitStatus state={state} draftRestored={form.draftRestored} onRetry={form.retry} />
      </div>

      <form
        ref={form.formRef}
        method="post"
        action={contact.formEndpoint}
        onSubmit={(event) => void form.submit(event)}
        aria-labelledby="contact-form-title"
        aria-busy={submitting}
        className={styles.form}
      >
        <p className={styles.requiredNote} aria-hidden="true">
          * {t('contactForm.required')}
        </p>

        <div className={styles.fieldGrid}>
          <ContactField field="name" label={t('contactForm.name')} required error={errors.name}>
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="name"
                value={fields.name}
                onChange={(event) => form.changeField('name', event.target.value)}
              />
            )}
          </ContactField>

          <ContactField field="email" label={t('contactForm.email')} required error={errors.email}>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="email"
                value={fields.email}
                onChange={(event) => form.changeField('email', event.target.value)}
              />
            )}
          </ContactField>

          <ContactField field="organization" label={t('contactForm.organization')} error={errors.organization}>
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="organization"
                value={fields.organization}
                onChange={(event) => form.changeField('organization', event.target.value)}
              />
            )}
          </ContactField>

          <ContactField field="role" label={t('contactForm.role')} error={errors.role}>
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="organization-title"
                value={fields.role}
                onChange={(event) => form.changeField('role', event.target.value)}
              />
            )}
          </ContactField>

          <ContactField field="phone" label={t('contactForm.phone')} error={errors.phone}>
            {(control) => (
              <input
                {...control}
                type="tel"
                autoComplete="tel"
                pattern={phonePattern}
                value={fields.phone}
                onChange={(event) => form.changeField('phone', event.target.value)}
              />
            )}
          </ContactField>

          <ContactField
            field="purpose"
            label={t('contactForm.purpose')}
            required
            error={errors.purpose}
            describedBy={fields.purpose === '' ? [] : [purposeHintId]}
          >
            {(control) => (
              <>
                <select
                  {...control}
                  value={fields.purpose}
                  onChange={(event) => form.changeField('purpose', event.target.value)}
                >
                  <option value="">{t('contactForm.purposePlaceholder')}</option>
                  {purposes.map((purpose) => (
                    <option key={purpose} value={purpose}>
                      {t(`purpose.${purpose}`)}
                    </option>
                  ))}
                </select>
                {fields.purpose !== '' && (
                  <p id={purposeHintId} className={styles.hint}>
                    {t(`purpose.${fields.purpose}Hint`)}
                  </p>
                )}
              </>
            )}
          </ContactField>
        </div>

        <ContactField field="message" label={t('contactForm.message')} required error={errors.message}>
          {(control) => (
            <textarea
              {...control}
              rows={6}
              minLength={messageMinLength}
              placeholder={t('contactForm.messagePlaceholder')}
              value={fields.message}
              onChange={(event) => form.changeField('message', event.target.value)}
            />
          )}
        </ContactField>

        {/* A trap for bots: off-screen, out of the tab order and hidden from assistive technology. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor="contact-gotcha">{t('contactForm.honeypot')}</label>
          <input
            id="contact-gotcha"
            name="_gotcha"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={form.honeypot}
            onChange={(event) => form.setHoneypot(event.target.value)}
          />
        </div>
        <input type="hidden" name="_subject" value={contactSubject(fields, t)} />

        <button ref={form.submitRef} type="submit" disabled={submitting} className={styles.submit}>
          {submitting ? <span className={styles.spinner} aria-hidden="true" /> : <SendIcon />}
          {submitting ? t('contactForm.sending') : t('contactForm.send')}
        </button>
      </form>
    </div>
  );
}

function SubmitStatus({
  state,
  draftRestored,
  onRetry,
}: {
  state: ContactFormState;
  draftRestored: boolean;
  onRetry: () => void;
}) {
  const { t } = useI18n();

  if (state.status === 'success') {
    return (
      <div className={`${styles.notice} ${styles.success}`}>
        <CheckIcon className={styles.noticeIcon} />
        <div>
          <p className={styles.noticeTitle}>{t('contactForm.successTitle')}</p>
          <p>{t('contactForm.successMessage')}</p>
          <p className={styles.noticeNote}>{t('contactForm.successNote')}</p>
        </div>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={`${styles.notice} ${styles.failure}`}>
        <AlertCircleIcon className={styles.noticeIcon} />
        <div>
          <p className={styles.noticeTitle}>{t('contactForm.errorTitle')}</p>
          <ServiceMessages messages={state.formMessages} />
          <p>{t('contactForm.errorMessage')}</p>
          <button type="button" onClick={onRetry} className={styles.retry}>
            {t('contactForm.tryAgain')}
          </button>
        </div>
      </div>
    );
  }
  if (state.status === 'idle' && state.formMessages.length > 0) {
    return (
      <div className={`${styles.notice} ${styles.failure}`}>
        <AlertCircleIcon className={styles.noticeIcon} />
        <ServiceMessages messages={state.formMessages} />
      </div>
    );
  }
  if (draftRestored) return <p className={styles.draftNotice}>{t('contactForm.draftRestored')}</p>;
  return null;
}

/** What the form service said about the whole form, in its own words. */
function ServiceMessages({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul className={styles.serviceMessages}>
      {messages.map((message, index) => (
        <li key={index}>{message}</li>
      ))}
    </ul>
  );
}
