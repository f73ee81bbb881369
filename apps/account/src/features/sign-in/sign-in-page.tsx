import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useIntl } from 'react-intl';
import { useSession } from '@escapade/app-providers/session';
import { Link, Navigate } from '@escapade/app-providers/router';
import { AccountCredentialsSchema, type AccountCredentials } from '@escapade/api-contract';
import { useStartAccountSession } from '@escapade/data-access-api';
import { Button, linkClassName } from '@escapade/ui';
import { ACCOUNT_SIGN_UP_PATH, accountSignInUrl } from '@escapade/util-criteria';
import { accountMessages } from '../../lib/account-messages';
import { accountRefusalOf, type AccountRefusal } from '../../lib/account-refusal';
import { AccountEmailField, AccountPasswordField } from '../../lib/credential-fields';
import { RefusalAlert } from '../../lib/refusal-alert';
import { useSignInOrigin } from '../../lib/use-sign-in-origin';
import styles from '../../lib/account-forms.module.css';

/** The sign-in form as typed. */
export interface SignInValues {
  email: string;
  password: string;
}

const EMPTY: SignInValues = { email: '', password: '' };

/** The contract's own rules for credentials, run by react-hook-form on blur and on submit. */
const resolver = valibotResolver(AccountCredentialsSchema) as unknown as Resolver<SignInValues, unknown, AccountCredentials>;

/**
 * /account/signin?origin=… (product-side.md, account): e-mail and password; once signed in, back to
 * the page of this site the visitor came from. A refusal says why (wrong e-mail or password, too many
 * attempts and how long to wait) and keeps everything typed; while the server asks to wait, the
 * button waits too.
 */
export function SignInPage() {
  const intl = useIntl();
  const session = useSession();
  const { returnPath, origin } = useSignInOrigin();
  const [refusal, setRefusal] = useState<AccountRefusal | null>(null);
  const [waiting, setWaiting] = useState(false);
  const signIn = useStartAccountSession({ onError: (error) => setRefusal(accountRefusalOf(error)) });
  const { control, handleSubmit, formState } = useForm<SignInValues, unknown, AccountCredentials>({ mode: 'onBlur', defaultValues: EMPTY, resolver });

  useEffect(() => {
    if (refusal?.kind !== 'too-many-attempts') return undefined;
    setWaiting(true);
    const timer = setTimeout(() => setWaiting(false), refusal.retryAfterSeconds * 1000);
    return () => clearTimeout(timer);
  }, [refusal]);

  // Signed in (now, or already when the page opened): on to where the visitor was going.
  if (session.status === 'signed-in') return <Navigate to={returnPath} replace />;

  const submit = handleSubmit((credentials) => {
    setRefusal(null);
    signIn.mutate(credentials);
  });
  const busy = signIn.isPending;

  return (
    <div className={styles.page}>
      <h1>{intl.formatMessage(accountMessages.signInTitle)}</h1>
      <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy}>
        <RefusalAlert refusal={refusal} />
        <AccountEmailField control={control} submitted={formState.isSubmitted} />
        <AccountPasswordField control={control} submitted={formState.isSubmitted} purpose="current-password" />
        <Button type="submit" loading={busy} disabled={busy || waiting}>
          {intl.formatMessage(accountMessages.signInSubmit)}
        </Button>
      </form>
      <p className={styles.other}>
        {intl.formatMessage(accountMessages.noAccount)}{' '}
        <Link to={accountSignInUrl(origin, ACCOUNT_SIGN_UP_PATH)} className={linkClassName()}>
          {intl.formatMessage(accountMessages.createAccount)}
        </Link>
      </p>
    </div>
  );
}
