import { defineMessages, type NoMessageValues } from 'react-intl';

/** The texts of the chat launcher, in the feature's own catalog: they come with its code, on pages that offer the chat. */
export const chatMessages = defineMessages<{
  region: NoMessageValues;
  open: NoMessageValues;
  failure: NoMessageValues;
}>({
  region: { id: 'shell.chat.region', defaultMessage: 'Live chat' },
  open: { id: 'shell.chat.open', defaultMessage: 'Chat with us' },
  failure: { id: 'shell.chat.failure', defaultMessage: 'The chat could not be opened. Please try again later.' },
});
