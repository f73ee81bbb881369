import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Checkbox, EmailField, fieldMessages, TextField } from '@escapade/ui';
import type { BuyerFormValues } from './buyer-form';
import { loadPhoneParser } from './buyer-form';
import { purchaseMessages } from './purchase-messages';
import styles from './buyer-fields.module.css';

/** A checkout form holding the buyer's fields (and others of its own). */
type BuyerForm<T extends BuyerFormValues, U extends FieldValues> = { readonly control: Control<T, unknown, U> };

/** The name of one of the buyer's fields in a form of type `T`. */
const field = <T extends BuyerFormValues>(name: keyof BuyerFormValues) => name as Path<T>;

/**
 * The buyer's fields of every checkout (product-side.md section 5): e-mail (with its domain
 * suggestion), first and last name, mobile phone; each says what is wrong once typed, and its status
 * after a first submit.
 */
export function BuyerFields<T extends BuyerFormValues, U extends FieldValues>({
  control,
  submitted,
  phoneHint,
}: BuyerForm<T, U> & { readonly submitted: boolean; /** What the phone number is for, when not the stay's default. */ readonly phoneHint?: string }) {
  const intl = useIntl();
  return (
    <div className={styles.fields}>
      <Controller
        name={field<T>('email')}
        control={control}
        render={({ field: input, fieldState }) => (
          <EmailField
            ref={input.ref}
            name={input.name}
            className={styles.wide}
            label={intl.formatMessage(purchaseMessages.buyerEmail)}
            hint={intl.formatMessage(purchaseMessages.buyerEmailHint)}
            required
            value={input.value as string}
            onChange={input.onChange}
            onBlur={input.onBlur}
            error={fieldState.error && (input.value as string).trim() !== '' ? intl.formatMessage(fieldMessages.emailIncorrect) : undefined}
            showStatus={submitted}
          />
        )}
      />
      {(['firstName', 'lastName'] as const).map((name) => (
        <Controller
          key={name}
          name={field<T>(name)}
          control={control}
          render={({ field: input, fieldState }) => (
            <TextField
              ref={input.ref}
              name={input.name}
              label={intl.formatMessage(name === 'firstName' ? purchaseMessages.buyerFirstName : purchaseMessages.buyerLastName)}
              autoComplete={name === 'firstName' ? 'given-name' : 'family-name'}
              required
              value={input.value as string}
              onChange={(value) => input.onChange(value)}
              onBlur={input.onBlur}
              error={fieldState.error && (input.value as string).trim() !== '' ? intl.formatMessage(fieldMessages.onlyText) : undefined}
              showStatus={submitted}
            />
          )}
        />
      ))}
      <Controller
        name={field<T>('phone')}
        control={control}
        render={({ field: input, fieldState }) => (
          <TextField
            ref={input.ref}
            name={input.name}
            type="tel"
            className={styles.wide}
            label={intl.formatMessage(purchaseMessages.buyerPhone)}
            hint={phoneHint ?? intl.formatMessage(purchaseMessages.buyerPhoneHint)}
            autoComplete="tel"
            onFocus={() => void loadPhoneParser()}
            required
            value={input.value as string}
            onChange={(value) => input.onChange(value)}
            onBlur={input.onBlur}
            error={fieldState.error && (input.value as string).trim() !== '' ? intl.formatMessage(fieldMessages.phoneIncorrect) : undefined}
            showStatus={submitted}
          />
        )}
      />
    </div>
  );
}

/** The terms of sale, to be accepted before paying. */
export function TermsField<T extends BuyerFormValues, U extends FieldValues>({ control }: BuyerForm<T, U>) {
  const intl = useIntl();
  return (
    <Controller
      name={field<T>('terms')}
      control={control}
      render={({ field: input, fieldState }) => (
        <Checkbox
          ref={input.ref}
          name={input.name}
          label={intl.formatMessage(purchaseMessages.buyerTerms)}
          checked={input.value as boolean}
          onChange={(event) => input.onChange(event.target.checked)}
          onBlur={input.onBlur}
          required
          error={fieldState.error ? intl.formatMessage(purchaseMessages.buyerTermsRequired) : undefined}
        />
      )}
    />
  );
}
