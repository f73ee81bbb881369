export { AccountHomePage } from './account-home-page';
