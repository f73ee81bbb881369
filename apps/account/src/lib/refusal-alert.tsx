import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { accountMessages } from './account-messages';
import { waitOf, type AccountRefusal } from './account-refusal';
import styles from './account-forms.module.css';

/** Says why the server refused a sign-in or sign-up, announced at once; `children` adds a way out (sign in instead). */
export function RefusalAlert({ refusal, children }: { refusal: AccountRefusal | null; children?: ReactNode }) {
  const intl = useIntl();
  if (refusal === null) return null;
  const text =
    refusal.kind === 'invalid-credentials'
      ? intl.formatMessage(accountMessages.invalidCredentials)
      : refusal.kind === 'too-many-attempts'
        ? intl.formatMessage(accountMessages.tooManyAttempts, waitOf(refusal.retryAfterSeconds))
        : refusal.kind === 'email-taken'
          ? intl.formatMessage(accountMessages.emailTaken)
          : intl.formatMessage(accountMessages.failed);
  return (
    <div role="alert" className={styles.refusal}>
      <p>{text}</p>
      {children}
    </div>
  );
}
