import { defineMessages, type NoMessageValues } from 'react-intl';

/**
 * Texts of the pay-later info modal (product-side.md, Pay later: the modal toggles; its rules from
 * sections 5 and 9: deferred from 5 days before arrival, 3 or 4 monthly instalments from 7 days, the
 * fee with the first payment).
 */
export const payLaterMessages = defineMessages<{
  open: NoMessageValues;
  title: NoMessageValues;
  intro: NoMessageValues;
  deferredTitle: NoMessageValues;
  deferredText: { days: number; daysBefore: number };
  instalmentsTitle: NoMessageValues;
  instalmentsText: { days: number; min3: string; min4: string; max: string };
  provider: NoMessageValues;
  close: NoMessageValues;
}>({
  open: { id: 'checkout.payLater.open', defaultMessage: 'How does paying later work?' },
  title: { id: 'checkout.payLater.title', defaultMessage: 'Pay later or in instalments' },
  intro: { id: 'checkout.payLater.intro', defaultMessage: 'Book your stay now and spread its cost, with our payment partner.' },
  deferredTitle: { id: 'checkout.payLater.deferredTitle', defaultMessage: 'Pay later' },
  deferredText: {
    id: 'checkout.payLater.deferredText',
    defaultMessage:
      'Nothing is paid today: the whole amount is taken on the day shown, your free cancellation deadline or {daysBefore} days before your arrival. Offered when you arrive in {days} days or more, without fee.',
  },
  instalmentsTitle: { id: 'checkout.payLater.instalmentsTitle', defaultMessage: 'Pay in 3 or 4 instalments' },
  instalmentsText: {
    id: 'checkout.payLater.instalmentsText',
    defaultMessage:
      'A first payment today, then one a month. The fee is added to the first payment. Offered when you arrive in {days} days or more, from {min3} (3 instalments) or {min4} (4 instalments) up to {max}.',
  },
  provider: { id: 'checkout.payLater.provider', defaultMessage: 'Your card details are typed on our payment partner’s secure page, never on ours.' },
  close: { id: 'checkout.payLater.close', defaultMessage: 'Got it' },
});
