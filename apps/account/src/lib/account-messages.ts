import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the sign-in, sign-up and account pages (product-side.md, account). */
export const accountMessages = defineMessages<{
  email: NoMessageValues;
  password: NoMessageValues;
  passwordRule: { min: number };
  name: NoMessageValues;
  signInTitle: NoMessageValues;
  signInSubmit: NoMessageValues;
  noAccount: NoMessageValues;
  createAccount: NoMessageValues;
  signUpTitle: NoMessageValues;
  signUpSubmit: NoMessageValues;
  haveAccount: NoMessageValues;
  signInInstead: NoMessageValues;
  invalidCredentials: NoMessageValues;
  tooManyAttempts: { unit: string; count: number };
  emailTaken: NoMessageValues;
  failed: NoMessageValues;
  homeTitle: NoMessageValues;
  signedInAs: { name: string; email: string };
  signOut: NoMessageValues;
  signOutFailed: NoMessageValues;
  loading: NoMessageValues;
}>({
  email: { id: 'account.credentials.email', defaultMessage: 'Email address' },
  password: { id: 'account.credentials.password', defaultMessage: 'Password' },
  passwordRule: { id: 'account.credentials.passwordRule', defaultMessage: 'At least {min} characters.' },
  name: { id: 'account.credentials.name', defaultMessage: 'Your name' },
  signInTitle: { id: 'account.signIn.title', defaultMessage: 'Sign in' },
  signInSubmit: { id: 'account.signIn.submit', defaultMessage: 'Sign in' },
  noAccount: { id: 'account.signIn.noAccount', defaultMessage: 'No account yet?' },
  createAccount: { id: 'account.signIn.createAccount', defaultMessage: 'Create an account' },
  signUpTitle: { id: 'account.signUp.title', defaultMessage: 'Create your account' },
  signUpSubmit: { id: 'account.signUp.submit', defaultMessage: 'Create my account' },
  haveAccount: { id: 'account.signUp.haveAccount', defaultMessage: 'Already have an account?' },
  signInInstead: { id: 'account.signUp.signIn', defaultMessage: 'Sign in' },
  invalidCredentials: { id: 'account.signIn.invalidCredentials', defaultMessage: 'The email address or the password is wrong.' },
  tooManyAttempts: {
    id: 'account.signIn.tooManyAttempts',
    defaultMessage:
      'Too many failed sign-ins. Please try again in {unit, select, minutes {{count, plural, one {# minute} other {# minutes}}} other {{count, plural, one {# second} other {# seconds}}}}.',
  },
  emailTaken: { id: 'account.signUp.emailTaken', defaultMessage: 'An account already uses this email address. Sign in instead.' },
  failed: { id: 'account.credentials.failed', defaultMessage: 'Oops! Something went wrong. Please try again.' },
  homeTitle: { id: 'account.home.title', defaultMessage: 'My account' },
  signedInAs: { id: 'account.home.signedInAs', defaultMessage: 'Signed in as {name} ({email}).' },
  signOut: { id: 'account.home.signOut', defaultMessage: 'Sign out' },
  signOutFailed: { id: 'account.home.signOutFailed', defaultMessage: 'Signing out failed. Please try again.' },
  loading: { id: 'account.home.loading', defaultMessage: 'Loading your account…' },
});
