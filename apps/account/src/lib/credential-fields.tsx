import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { EmailField, fieldMessages, TextField } from '@escapade/ui';
import { ACCOUNT_PASSWORD_MIN_LENGTH } from '@escapade/api-contract';
import { accountMessages } from './account-messages';

/** A form holding an e-mail and a password (and maybe other fields of its own). */
interface CredentialForm<T extends FieldValues, U extends FieldValues> {
  readonly control: Control<T, unknown, U>;
  /** After a first submit every field shows its status without waiting for a blur. */
  readonly submitted: boolean;
}

/** The e-mail field of the account forms: the browser's `email` autofill, the 'You mean …?' suggestion, 'Email seems incorrect' once typed. */
export function AccountEmailField<T extends { email: string }, U extends FieldValues>({ control, submitted }: CredentialForm<T, U>) {
  const intl = useIntl();
  return (
    <Controller
      name={'email' as Path<T>}
      control={control}
      render={({ field, fieldState }) => (
        <EmailField
          ref={field.ref}
          name={field.name}
          label={intl.formatMessage(accountMessages.email)}
          autoComplete="email"
          required
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error && (field.value as string).trim() !== '' ? intl.formatMessage(fieldMessages.emailIncorrect) : undefined}
          showStatus={submitted}
        />
      )}
    />
  );
}

/**
 * The password field: `current-password` to sign in (any password is checked, an older shorter one
 * too), `new-password` with the length rule said up front to sign up, so password managers fill or
 * propose the right one.
 */
export function AccountPasswordField<T extends { password: string }, U extends FieldValues>({
  control,
  submitted,
  purpose,
}: CredentialForm<T, U> & { readonly purpose: 'current-password' | 'new-password' }) {
  const intl = useIntl();
  const rule = intl.formatMessage(accountMessages.passwordRule, { min: ACCOUNT_PASSWORD_MIN_LENGTH });
  return (
    <Controller
      name={'password' as Path<T>}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          ref={field.ref}
          name={field.name}
          type="password"
          label={intl.formatMessage(accountMessages.password)}
          hint={purpose === 'new-password' ? rule : undefined}
          autoComplete={purpose}
          spellCheck={false}
          required
          validated={purpose === 'new-password'}
          value={field.value as string}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          error={fieldState.error && (field.value as string) !== '' ? rule : undefined}
          showStatus={submitted}
        />
      )}
    />
  );
}
