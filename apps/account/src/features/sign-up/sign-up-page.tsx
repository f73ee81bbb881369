import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useIntl } from 'react-intl';
import { useSession } from '@escapade/app-providers/session';
import { Link, Navigate } from '@escapade/app-providers/router';
import { ACCOUNT_NAME_MAX_LENGTH, AccountSignUpSchema, type AccountSignUp } from '@escapade/api-contract';
import { useSignUpAccount } from '@escapade/data-access-api';
import { Button, linkClassName, TextField } from '@escapade/ui';
import { accountSignInUrl } from '@escapade/util-criteria';
import { accountMessages } from '../../lib/account-messages';
import { accountRefusalOf, type AccountRefusal } from '../../lib/account-refusal';
import { AccountEmailField, AccountPasswordField } from '../../lib/credential-fields';
import { RefusalAlert } from '../../lib/refusal-alert';
import { useSignInOrigin } from '../../lib/use-sign-in-origin';
import styles from '../../lib/account-forms.module.css';

/** The sign-up form as typed. */
export interface SignUpValues {
  name: string;
  email: string;
  password: string;
}

const EMPTY: SignUpValues = { name: '', email: '', password: '' };

/** The contract's own rules for a new account, run by react-hook-form on blur and on submit. */
const resolver = valibotResolver(AccountSignUpSchema) as unknown as Resolver<SignUpValues, unknown, AccountSignUp>;

/**
 * /account/signup: name, e-mail and a new password (its length rule said up front); the account is
 * created and signed in, then the visitor goes on to the sign-in's origin. An e-mail that already
 * has an account is said so, with the sign-in a click away; nothing typed is lost on a refusal.
 */
export function SignUpPage() {
  const intl = useIntl();
  const session = useSession();
  const { returnPath, origin } = useSignInOrigin();
  const [refusal, setRefusal] = useState<AccountRefusal | null>(null);
  const signUp = useSignUpAccount({ onError: (error) => setRefusal(accountRefusalOf(error)) });
  const { control, handleSubmit, formState } = useForm<SignUpValues, unknown, AccountSignUp>({ mode: 'onBlur', defaultValues: EMPTY, resolver });

  if (session.status === 'signed-in') return <Navigate to={returnPath} replace />;

  const submit = handleSubmit((account) => {
    setRefusal(null);
    signUp.mutate(account);
  });
  const busy = signUp.isPending;
  const signInLink = (
    <Link to={accountSignInUrl(origin)} className={linkClassName()}>
      {intl.formatMessage(accountMessages.signInInstead)}
    </Link>
  );

  return (
    <div className={styles.page}>
      <h1>{intl.formatMessage(accountMessages.signUpTitle)}</h1>
      <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy}>
        <RefusalAlert refusal={refusal}>{refusal?.kind === 'email-taken' ? <p>{signInLink}</p> : null}</RefusalAlert>
        <Controller
          name="name"
          control={control}
          render={({ field }) => (
            <TextField
              ref={field.ref}
              name={field.name}
              label={intl.formatMessage(accountMessages.name)}
              autoComplete="name"
              required
              maxLength={ACCOUNT_NAME_MAX_LENGTH}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              showStatus={formState.isSubmitted}
            />
          )}
        />
        <AccountEmailField control={control} submitted={formState.isSubmitted} />
        <AccountPasswordField control={control} submitted={formState.isSubmitted} purpose="new-password" />
        <Button type="submit" loading={busy} disabled={busy}>
          {intl.formatMessage(accountMessages.signUpSubmit)}
        </Button>
      </form>
      <p className={styles.other}>
        {intl.formatMessage(accountMessages.haveAccount)} {signInLink}
      </p>
    </div>
  );
}
