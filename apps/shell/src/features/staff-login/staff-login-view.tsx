import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { ApiRequestError, useStartStaffSession } from '@escapade/data-access-api';
import { Button, TextField } from '@escapade/ui';
import { staffLoginMessages as messages } from './staff-login-messages';
import styles from './staff-login.module.css';

type FieldName = 'email' | 'password';
type FieldErrors = Partial<Record<FieldName, string>>;

/** The form's two fields, as browsers and password managers expect them. */
const FIELDS = [
  { name: 'email', type: 'email', autoComplete: 'username' },
  { name: 'password', type: 'password', autoComplete: 'current-password' },
] as const;

/**
 * The customer-care login (product-side.md section 1): staff sign in before the site shows them
 * anything. The heading takes focus when the view appears; errors are announced and the first
 * wrong field takes focus.
 */
export function StaffLoginView() {
  const intl = useIntl();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const fieldRefs: Record<FieldName, RefObject<HTMLInputElement | null>> = { email: emailField, password: passwordField };
  const [values, setValues] = useState<Record<FieldName, string>>({ email: '', password: '' });
  const { email, password } = values;
  const [errors, setErrors] = useState<FieldErrors>({});
  // After a submit every field says its state; an empty one, 'Mandatory field' (the design system's rule).
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const signIn = useStartStaffSession();

  useEffect(() => heading.current?.focus(), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    setRefusal(null);
    setSubmitted(true);
    const empty = FIELDS.find(({ name }) => values[name].trim() === '');
    if (empty) {
      fieldRefs[empty.name].current?.focus();
      return;
    }
    signIn.mutate(
      { email, password },
      {
        onError: (error) => {
          const details: unknown = error instanceof ApiRequestError && error.status === 400 ? error.body.details : undefined;
          if (Array.isArray(details) && details.some((detail: { field?: unknown }) => detail?.field === 'body.email')) {
            setErrors({ email: intl.formatMessage(messages.invalidEmail) });
            emailField.current?.focus();
            return;
          }
          setRefusal(intl.formatMessage(error instanceof ApiRequestError && error.status === 401 ? messages.wrongCredentials : messages.failed));
          setValues((current) => ({ ...current, password: '' }));
          setSubmitted(false);
          passwordField.current?.focus();
        },
      },
    );
  };

  return (
    <section className={styles.login} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.title}>
        {intl.formatMessage(messages.title)}
      </h1>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        {FIELDS.map(({ name, type, autoComplete }) => (
          <TextField
            key={name}
            ref={fieldRefs[name]}
            label={intl.formatMessage(messages[name])}
            type={type}
            name={name}
            autoComplete={autoComplete}
            required
            value={values[name]}
            onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
            error={errors[name]}
            showStatus={submitted || errors[name] !== undefined}
          />
        ))}
        <p role="alert" className={styles.refusal}>
          {refusal}
        </p>
        <Button type="submit" disabled={signIn.isPending} aria-busy={signIn.isPending}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </form>
    </section>
  );
}
