import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the sandbox wallet's sheet (ours), in their own catalog: loaded with the sheet. */
export const walletSheetMessages = defineMessages<{
  sheetDescription: { wallet: string };
  sheetAmount: { amount: string };
  sheetPay: { amount: string };
  sheetDecline: NoMessageValues;
}>({
  sheetDescription: { id: 'checkout.wallet.sheetDescription', defaultMessage: 'Test wallet: it stands in for {wallet} on this site, and no money moves.' },
  sheetAmount: { id: 'checkout.wallet.sheetAmount', defaultMessage: 'Amount: {amount}' },
  sheetPay: { id: 'checkout.wallet.sheetPay', defaultMessage: 'Pay {amount}' },
  sheetDecline: { id: 'checkout.wallet.sheetDecline', defaultMessage: 'Decline the payment (test)' },
});
