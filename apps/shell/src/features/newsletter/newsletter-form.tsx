import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { useLocation } from '@escapade/app-providers/router';
import { useMarket } from '@escapade/i18n';
import styles from './newsletter-form.module.css';

const messages = defineMessages({
  email: { id: 'shell.footer.newsletter.email', defaultMessage: 'Your email address' },
  invalid: { id: 'shell.footer.newsletter.invalid', defaultMessage: 'Email seems incorrect' },
});

/** The form's states (product-side.md, newsletter form). */
export type NewsletterState = 'idle' | 'loading' | 'success' | 'error';

// The signup's code (contract rule and API client) loads when the visitor first reaches the field.
let signupModule: Promise<typeof import('./newsletter-signup')> | undefined;
const loadSignup = () => (signupModule ??= import('./newsletter-signup'));

export interface NewsletterFormProps {
  /** `footer` on the dark footer with its own heading; `dialog` inside a dialog whose title says what it is for. */
  variant?: 'footer' | 'dialog';
  /** Called once the address is subscribed (the acquisition modal then closes itself). */
  onSubscribed?: () => void;
}

/**
 * Newsletter signup: an invalid address is an error (checked on blur, cleared on focus, blocking
 * submit); submit goes loading then success (thank-you); a failed call logs 'Subscription failed',
 * returns to idle and says the address was not sent.
 */
export function NewsletterForm({ variant = 'footer', onSubscribed }: NewsletterFormProps) {
  const intl = useIntl();
  const market = useMarket();
  const { pathname } = useLocation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<NewsletterState>('idle');
  const [notSent, setNotSent] = useState(false);

  const check = async (value: string): Promise<boolean> => {
    const { isValidEmail } = await loadSignup();
    const valid = isValidEmail(value);
    if (!valid) setState('error');
    return valid;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state !== 'idle') return;
    if (!(await check(email))) return;
    setState('loading');
    setNotSent(false);
    try {
      const { signUp } = await loadSignup();
      await signUp({ email, country: market.pointOfSale, language: market.language, onSearchPage: pathname.startsWith('/search') });
      setState('success');
      onSubscribed?.();
    } catch {
      console.log('Subscription failed');
      setState('idle');
      setNotSent(true);
    }
  };

  if (state === 'success') {
    return (
      <p role="status" className={styles.thanks}>
        <FormattedMessage id="shell.footer.newsletter.thanks" defaultMessage="Thank you! You are now subscribed to our newsletter." />
      </p>
    );
  }

  return (
    <form
      className={variant === 'dialog' ? `${styles.form} ${styles.dialog}` : styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={variant === 'footer' ? `${id}-title` : undefined}
    >
      {variant === 'footer' ? (
        <p id={`${id}-title`} className={styles.title}>
          <FormattedMessage id="shell.footer.newsletter.title" defaultMessage="Get our best getaway ideas by email" />
        </p>
      ) : null}
      <label htmlFor={`${id}-email`} className={styles.label}>
        {intl.formatMessage(messages.email)}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          className={styles.input}
          value={email}
          aria-invalid={state === 'error'}
          aria-describedby={state === 'error' ? `${id}-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
          onFocus={() => {
            void loadSignup();
            if (state === 'error') setState('idle');
          }}
          onBlur={() => {
            if (email.trim() !== '') void check(email);
          }}
        />
        <button type="submit" className={styles.submit} disabled={state === 'loading'}>
          <FormattedMessage id="shell.footer.newsletter.submit" defaultMessage="Subscribe" />
        </button>
      </div>
      {state === 'error' ? (
        <p id={`${id}-error`} className={styles.error}>
          {intl.formatMessage(messages.invalid)}
        </p>
      ) : null}
      {state === 'loading' ? (
        <p role="status" className={styles.note}>
          <FormattedMessage id="shell.footer.newsletter.sending" defaultMessage="Sending…" />
        </p>
      ) : null}
      {notSent ? (
        <p role="alert" className={styles.error}>
          <FormattedMessage id="shell.footer.newsletter.notSent" defaultMessage="Your subscription could not be sent. Please try again." />
        </p>
      ) : null}
    </form>
  );
}
