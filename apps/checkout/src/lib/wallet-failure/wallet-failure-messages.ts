import { defineMessages } from 'react-intl';

/** The failed wallet payment's text, the spec's (product-side.md section 8), in its own catalog: loaded with the failure. */
export const walletFailureMessages = defineMessages<{
  failed: { paymentMethod: string };
}>({
  failed: {
    id: 'checkout.wallet.failed',
    defaultMessage: 'Payment with {paymentMethod} failed, please, follow your reservation. You will be able to choose another payment methods.',
  },
});
