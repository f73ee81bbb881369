export { GiftSetupPage } from './gift-setup-page';
