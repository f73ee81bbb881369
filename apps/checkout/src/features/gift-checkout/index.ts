export { GiftCheckoutPage } from './gift-checkout-page';
