export { SignUpPage } from './sign-up-page';
