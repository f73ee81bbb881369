import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the fast wallet checkout; the failure message is the spec's (product-side.md section 8), the rest ours. */
export const walletMessages = defineMessages<{
  paying: { wallet: string };
  failed: { paymentMethod: string };
  sheetDescription: { wallet: string };
  sheetAmount: { amount: string };
  sheetPay: { amount: string };
  sheetDecline: NoMessageValues;
}>({
  paying: { id: 'checkout.wallet.paying', defaultMessage: 'Payment with {wallet} in progress…' },
  failed: {
    id: 'checkout.wallet.failed',
    defaultMessage: 'Payment with {paymentMethod} failed, please, follow your reservation. You will be able to choose another payment methods.',
  },
  sheetDescription: { id: 'checkout.wallet.sheetDescription', defaultMessage: 'Test wallet: it stands in for {wallet} on this site, and no money moves.' },
  sheetAmount: { id: 'checkout.wallet.sheetAmount', defaultMessage: 'Amount: {amount}' },
  sheetPay: { id: 'checkout.wallet.sheetPay', defaultMessage: 'Pay {amount}' },
  sheetDecline: { id: 'checkout.wallet.sheetDecline', defaultMessage: 'Decline the payment (test)' },
});
