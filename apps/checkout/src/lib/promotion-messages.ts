import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the promotion code on the page and its line in the price summary (the spec gives none: ours). */
export const promotionMessages = defineMessages<{
  add: NoMessageValues;
  checking: NoMessageValues;
  applied: { code: string; percent: string };
  remove: NoMessageValues;
  invalid: NoMessageValues;
  failed: NoMessageValues;
  summaryLine: { code: string };
}>({
  add: { id: 'checkout.promotion.add', defaultMessage: 'Add a promotion code' },
  checking: { id: 'checkout.promotion.checking', defaultMessage: 'Checking the code…' },
  applied: { id: 'checkout.promotion.applied', defaultMessage: 'Code {code} applied: {percent} off' },
  remove: { id: 'checkout.promotion.remove', defaultMessage: 'Remove the code' },
  invalid: { id: 'checkout.promotion.invalid', defaultMessage: 'This promotion code is unknown or has expired, or is not valid in this country.' },
  failed: { id: 'checkout.promotion.failed', defaultMessage: 'The code could not be checked. Please try again.' },
  summaryLine: { id: 'checkout.promotion.summaryLine', defaultMessage: 'Promotion code {code}' },
});
