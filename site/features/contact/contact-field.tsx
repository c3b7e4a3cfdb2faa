import type { ReactNode } from 'react';
import { AlertCircleIcon } from '../../shared/ui/icons/alert-circle-icon.tsx';
import type { ContactFieldName } from './contact-fields.ts';
import styles from './contact.module.css';

const fieldId = (field: ContactFieldName) => `contact-${field}`;
const fieldErrorId = (field: ContactFieldName) => `contact-${field}-error`;

/** What every control of a field needs: its id and name, its invalid state and what describes it. */
export interface FieldControlProps {
  id: string;
  name: ContactFieldName;
  required: boolean;
  className: string;
  'aria-invalid': 'true' | undefined;
  'aria-describedby': string | undefined;
}

/** A labelled field with its error message under it; the control itself comes from `children`. */
export function ContactField({
  field,
  label,
  required = false,
  error,
  describedBy = [],
  children,
}: {
  field: ContactFieldName;
  label: string;
  required?: boolean;
  error: string | undefined;
  /** Ids of other texts about the field (e.g. a hint), read before the error. */
  describedBy?: readonly string[];
  children: (control: FieldControlProps) => ReactNode;
}) {
  const descriptions = error === undefined ? describedBy : [...describedBy, fieldErrorId(field)];
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId(field)} className={styles.label}>
        {label}
        {required && (
          <span className={styles.requiredMark} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children({
        id: fieldId(field),
        name: field,
        required,
        className: styles.control ?? '',
        'aria-invalid': error === undefined ? undefined : 'true',
        'aria-describedby': descriptions.length > 0 ? descriptions.join(' ') : undefined,
      })}
      {error !== undefined && (
        <p id={fieldErrorId(field)} className={styles.fieldError}>
          <AlertCircleIcon />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
