import { defineMessages, type NoMessageValues } from 'react-intl';

/** The texts of the customer-care staff login and of the signed-in strip. */
export const staffLoginMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  email: NoMessageValues;
  password: NoMessageValues;
  submit: NoMessageValues;
  signingIn: NoMessageValues;
  mandatory: NoMessageValues;
  invalidEmail: NoMessageValues;
  wrongCredentials: NoMessageValues;
  failed: NoMessageValues;
  checking: NoMessageValues;
  signedInAs: { email: string };
  signOut: NoMessageValues;
  stripLabel: NoMessageValues;
}>({
  title: { id: 'shell.staff.title', defaultMessage: 'Customer care sign-in' },
  intro: { id: 'shell.staff.intro', defaultMessage: 'Sign in with your staff account to act on behalf of a customer.' },
  email: { id: 'shell.staff.email', defaultMessage: 'Email' },
  password: { id: 'shell.staff.password', defaultMessage: 'Password' },
  submit: { id: 'shell.staff.submit', defaultMessage: 'Sign in' },
  signingIn: { id: 'shell.staff.signingIn', defaultMessage: 'Signing in…' },
  mandatory: { id: 'shell.staff.mandatory', defaultMessage: 'Mandatory field' },
  invalidEmail: { id: 'shell.staff.invalidEmail', defaultMessage: 'Email seems incorrect' },
  wrongCredentials: { id: 'shell.staff.wrongCredentials', defaultMessage: 'Unknown email or wrong password' },
  failed: { id: 'shell.staff.failed', defaultMessage: 'Sign-in failed. Please try again.' },
  checking: { id: 'shell.staff.checking', defaultMessage: 'Checking your staff session…' },
  signedInAs: { id: 'shell.staff.signedInAs', defaultMessage: 'Signed in as {email}' },
  signOut: { id: 'shell.staff.signOut', defaultMessage: 'Sign out' },
  stripLabel: { id: 'shell.staff.stripLabel', defaultMessage: 'Customer care' },
});
