import type { ReactNode } from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { classNames } from '../internal/class-names';
import styles from './field.module.css';

export const fieldMessages = defineMessages<{
  optional: NoMessageValues;
  mandatory: NoMessageValues;
  maxLength: { maxlength: number };
  onlyText: NoMessageValues;
  emailIncorrect: NoMessageValues;
  phoneIncorrect: NoMessageValues;
}>({
  optional: { id: 'ui.field.optional', defaultMessage: '(optional)' },
  mandatory: { id: 'ui.field.mandatory', defaultMessage: 'Mandatory field' },
  maxLength: {
    id: 'ui.field.maxLength',
    defaultMessage: 'The field is limited to {maxlength} characters',
  },
  /** A name with other characters than letters, spaces, apostrophes and hyphens (product-side.md section 5). */
  onlyText: { id: 'ui.field.onlyText', defaultMessage: 'Only text is expected' },
  emailIncorrect: { id: 'ui.field.emailIncorrect', defaultMessage: 'Email seems incorrect' },
  phoneIncorrect: { id: 'ui.field.phoneIncorrect', defaultMessage: 'Phone number seems incorrect' },
});

/** The validation state a field shows once the user has left it. */
export type FieldStatus = 'idle' | 'success' | 'error';

export interface FieldProps {
  /** Id of the control the label points at. */
  controlId: string;
  label: ReactNode;
  /** Marks the label '(optional)', as the spec asks when placeholders are hidden. */
  optional?: boolean;
  hint?: ReactNode;
  status?: FieldStatus;
  /** The error (or success) text shown under the control for the current status. */
  statusMessage?: ReactNode;
  /** A transient message (the max-length notice), announced politely. */
  notice?: ReactNode;
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
}

/** Ids of a field's descriptions, so the control's `aria-describedby` points only at those shown. */
export function fieldDescriptionIds(
  controlId: string,
  { hint, status, statusMessage, notice }: Pick<FieldProps, 'hint' | 'status' | 'statusMessage' | 'notice'>,
): string | undefined {
  const ids = [hint ? `${controlId}-hint` : null, status !== 'idle' && statusMessage ? `${controlId}-status` : null, notice ? `${controlId}-notice` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** Label, hint and messages laid out once, so every form control reports its state the same way. */
export function Field({ controlId, label, optional, hint, status = 'idle', statusMessage, notice, hideLabel, className, children }: FieldProps) {
  const intl = useIntl();
  return (
    <div className={classNames(styles.root, className)}>
      <label id={`${controlId}-label`} htmlFor={controlId} className={classNames(styles.label, hideLabel && styles.visuallyHidden)}>
        {label}
        {optional ? <span className={styles.optional}>{intl.formatMessage(fieldMessages.optional)}</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${controlId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {status !== 'idle' && statusMessage ? (
        <p id={`${controlId}-status`} className={classNames(styles.message, status === 'error' ? styles.error : styles.success)}>
          {status === 'error' ? <CircleX aria-hidden /> : <CircleCheck aria-hidden />}
          {statusMessage}
        </p>
      ) : null}
      <p id={`${controlId}-notice`} aria-live="polite" className={classNames(styles.message, styles.limit)}>
        {notice}
      </p>
    </div>
  );
}
