import { defineMessages } from 'react-intl';

/** The texts of the email-acquisition modal. */
export const acquisitionMessages = defineMessages({
  title: { id: 'shell.acquisition.title', defaultMessage: 'Your next getaway starts here' },
  text: { id: 'shell.acquisition.text', defaultMessage: 'Weekend ideas and offers for subscribers, once a week.' },
});
