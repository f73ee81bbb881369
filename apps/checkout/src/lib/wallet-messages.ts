import { defineMessages } from 'react-intl';

/** Texts of the fast wallet checkout on the page (ours). */
export const walletMessages = defineMessages<{
  paying: { wallet: string };
}>({
  paying: { id: 'checkout.wallet.paying', defaultMessage: 'Payment with {wallet} in progress…' },
});
