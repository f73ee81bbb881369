export { ActivityCheckoutPage } from './activity-checkout-page';
