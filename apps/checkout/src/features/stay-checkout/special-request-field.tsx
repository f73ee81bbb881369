import { Controller, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { SPECIAL_REQUEST_MAX } from '@escapade/api-contract';
import { TextArea } from '@escapade/ui';
import type { CheckoutFormOutput, CheckoutFormValues } from './checkout-form';
import { checkoutMessages } from './checkout-messages';

/** The request for the hotel, optional: its own chunk, loaded when a visitor asks for it (or comes back with one typed). */
export default function SpecialRequestField({ control }: { readonly control: Control<CheckoutFormValues, unknown, CheckoutFormOutput> }) {
  const intl = useIntl();
  return (
    <Controller
      name="specialRequest"
      control={control}
      render={({ field }) => (
        <TextArea
          ref={field.ref}
          name={field.name}
          label={intl.formatMessage(checkoutMessages.buyerSpecialRequest)}
          hint={intl.formatMessage(checkoutMessages.buyerSpecialRequestHint)}
          optional
          validated={false}
          rows={3}
          maxLength={SPECIAL_REQUEST_MAX}
          value={field.value}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
