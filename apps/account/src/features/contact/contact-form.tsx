import { useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldError, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type * as v from 'valibot';
import {
  BOOKING_NUMBER_DIGITS,
  CONTACT_DESCRIPTION_MAX,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_MAX,
  CONTACT_REASON_CODES,
  contactNeedsBookingNumber,
  type BotCheckSolution,
  type ContactField,
} from '@escapade/api-contract';
import { createContactCase } from '@escapade/data-access-api';
import { isCustomerCareHost, useMarket } from '@escapade/i18n';
import { Button, fieldMessages, Select, TextArea, TextField } from '@escapade/ui';
import { solveBotCheck } from './bot-check';
import { contactCaseBody, contactFormSchema, EMPTY_CONTACT_FORM, type ContactFormValues } from './contact-form-schema';
import { contactFieldErrors, contactMessages, contactReasonLabels } from './contact-messages';
import styles from './contact.module.css';

type ContactFormOutput = v.InferOutput<ReturnType<typeof contactFormSchema>>;

/** The rules of the reason being chosen, applied by react-hook-form on blur and on submit. */
const resolver: Resolver<ContactFormValues, unknown, ContactFormOutput> = (values, context, options) =>
  (valibotResolver(contactFormSchema(values.reason)) as unknown as Resolver<ContactFormValues, unknown, ContactFormOutput>)(values, context, options);

/** A one-line field of the form: its rule's name, its texts and what its input tells the browser. */
interface TextFieldSpec {
  readonly name: Exclude<ContactField, 'description'>;
  readonly label: MessageDescriptor;
  readonly hint?: MessageDescriptor;
  readonly type?: 'email' | 'tel';
  readonly inputMode?: 'numeric';
  readonly autoComplete: string;
  readonly maxLength?: number;
}

/** The one-line fields in the order the form shows them (the booking number only for a reason that needs one). */
const TEXT_FIELDS: readonly TextFieldSpec[] = [
  {
    name: 'bookingNumber',
    label: contactMessages.bookingNumber,
    hint: contactMessages.bookingNumberHint,
    inputMode: 'numeric',
    autoComplete: 'off',
    maxLength: BOOKING_NUMBER_DIGITS,
  },
  { name: 'name', label: contactMessages.name, autoComplete: 'name', maxLength: CONTACT_NAME_MAX },
  { name: 'email', label: contactMessages.email, type: 'email', autoComplete: 'email' },
  { name: 'phone', label: contactMessages.phone, type: 'tel', autoComplete: 'tel', maxLength: CONTACT_PHONE_MAX },
];

/** Where the form is: filling in, solving the bot check, sending, or failed (the spec's generic error). */
type SendState = 'idle' | 'checking' | 'sending' | 'failed';

export interface ContactFormProps {
  /** Called once the case is filed: the page then shows its thank-you state. */
  onSent: () => void;
}

/**
 * The contact form (product-side.md: contact form, section 5). Choosing a reason reveals the
 * fields; leaving a field checks it, Send checks them all. Send then runs the invisible bot check
 * (started in the background as soon as a reason is chosen, skipped on the customer-care site) and
 * files the case; a failure keeps everything typed and asks to send again.
 */
export default function ContactForm({ onSent }: ContactFormProps) {
  const intl = useIntl();
  const market = useMarket();
  const [state, setState] = useState<SendState>('idle');
  const botCheck = useRef<Promise<BotCheckSolution> | null>(null);
  const customerCare = isCustomerCareHost(window.location.hostname);
  const { control, handleSubmit, watch, formState } = useForm<ContactFormValues, unknown, ContactFormOutput>({
    mode: 'onBlur',
    defaultValues: EMPTY_CONTACT_FORM,
    resolver,
  });
  const reason = watch('reason');

  /** The solution for the next Send: one challenge per case, solved while the visitor types. */
  const startBotCheck = () => {
    if (customerCare || botCheck.current !== null) return;
    const solving = solveBotCheck();
    solving.catch(() => undefined);
    botCheck.current = solving;
  };

  const send = handleSubmit(async (values) => {
    const body = contactCaseBody(values, market.code);
    try {
      if (!customerCare) {
        setState('checking');
        body.botCheck = await (botCheck.current ?? solveBotCheck());
      }
      setState('sending');
      await createContactCase(body);
      onSent();
    } catch {
      setState('failed');
    } finally {
      // Used or failed, a challenge is not sent twice.
      botCheck.current = null;
    }
  });

  /** The text under a field in error: its format rule when it has a value ('Mandatory field' otherwise comes from the field). */
  const errorOf = (field: Exclude<ContactField, 'description'>, value: string, error: FieldError | undefined): ReactNode =>
    error !== undefined && value.trim() !== '' ? intl.formatMessage(contactFieldErrors[field]) : undefined;

  const busy = state === 'checking' || state === 'sending';
  const showStatus = formState.isSubmitted;

  return (
    <form className={styles.form} noValidate onSubmit={send} aria-busy={busy}>
      <Controller
        name="reason"
        control={control}
        render={({ field, fieldState }) => (
          <Select
            ref={field.ref}
            name={field.name}
            label={intl.formatMessage(contactMessages.reason)}
            placeholder={intl.formatMessage(contactMessages.chooseReason)}
            options={CONTACT_REASON_CODES.map((code) => ({ value: code, label: intl.formatMessage(contactReasonLabels[code]) }))}
            value={field.value}
            required
            onChange={(value) => {
              field.onChange(value);
              if (value !== '') startBotCheck();
            }}
            onBlur={field.onBlur}
            error={fieldState.error ? intl.formatMessage(fieldMessages.mandatory) : undefined}
          />
        )}
      />
      {reason === '' ? null : (
        <>
          {TEXT_FIELDS.filter((spec) => spec.name !== 'bookingNumber' || contactNeedsBookingNumber(reason)).map(({ name, label, hint, ...input }) => (
            <Controller
              key={name}
              name={name}
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...input}
                  ref={field.ref}
                  name={field.name}
                  label={intl.formatMessage(label)}
                  hint={hint === undefined ? undefined : intl.formatMessage(hint)}
                  required
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  error={errorOf(name, field.value, fieldState.error)}
                  showStatus={showStatus}
                />
              )}
            />
          ))}
          <Controller
            name="description"
            control={control}
            render={({ field }) => (
              <TextArea
                ref={field.ref}
                name={field.name}
                label={intl.formatMessage(contactMessages.description)}
                required
                rows={6}
                maxLength={CONTACT_DESCRIPTION_MAX}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                showStatus={showStatus}
              />
            )}
          />
        </>
      )}
      <p role="status" className={styles.progress}>
        {state === 'checking' ? intl.formatMessage(contactMessages.checking) : state === 'sending' ? intl.formatMessage(contactMessages.sending) : null}
      </p>
      {state === 'failed' ? (
        <p role="alert" className={styles.failure}>
          {intl.formatMessage(contactMessages.failure)}
        </p>
      ) : null}
      <Button type="submit" loading={busy} disabled={busy}>
        {intl.formatMessage(contactMessages.send)}
      </Button>
    </form>
  );
}
