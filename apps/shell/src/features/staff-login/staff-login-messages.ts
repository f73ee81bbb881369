import { defineMessages, type NoMessageValues } from 'react-intl';

/**
 * The texts of the customer-care staff login and of the signed-in strip; where the newsletter form or
 * the header's account menu already says the same (email, sign in and out), their texts.
 */
export const staffLoginMessages = defineMessages<{
  title: NoMessageValues;
  email: NoMessageValues;
  password: NoMessageValues;
  submit: NoMessageValues;
  invalidEmail: NoMessageValues;
  wrongCredentials: NoMessageValues;
  failed: NoMessageValues;
  signedInAs: { email: string };
  signOut: NoMessageValues;
}>({
  title: { id: 'shell.staff.title', defaultMessage: 'Customer care sign-in' },
  email: { id: 'shell.footer.newsletter.email', defaultMessage: 'Your email address' },
  password: { id: 'shell.staff.password', defaultMessage: 'Password' },
  submit: { id: 'shell.header.signIn', defaultMessage: 'Sign in' },
  invalidEmail: { id: 'shell.footer.newsletter.invalid', defaultMessage: 'Email seems incorrect' },
  wrongCredentials: { id: 'shell.staff.wrongCredentials', defaultMessage: 'Unknown email or wrong password' },
  failed: { id: 'shell.staff.failed', defaultMessage: 'Sign-in failed. Please try again.' },
  signedInAs: { id: 'shell.staff.signedInAs', defaultMessage: 'Signed in as {email}' },
  signOut: { id: 'shell.header.signOut', defaultMessage: 'Sign out' },
});
