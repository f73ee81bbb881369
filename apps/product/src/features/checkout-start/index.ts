export { ACTIVITY_DATES_MESSAGE, checkoutBlock, INIT_CHECKOUT_ERROR, quoteFailure, stayQuoteQuery, type CheckoutBlock } from './checkout-start';
export { checkoutMessages } from './checkout-messages';
export { useCheckoutStart, type CheckoutStart, type CheckoutStartStatus } from './use-checkout-start';
