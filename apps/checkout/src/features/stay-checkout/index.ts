export { StayCheckoutPage } from './stay-checkout-page';
