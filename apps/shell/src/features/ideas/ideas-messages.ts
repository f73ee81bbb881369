import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the ideas page that the CMS does not write. */
export const ideasMessages = defineMessages<{ regions: NoMessageValues }>({
  regions: { id: 'shell.ideas.regions', defaultMessage: 'Ideas by region' },
});
