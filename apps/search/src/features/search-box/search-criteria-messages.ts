import { defineMessages, type NoMessageValues } from 'react-intl';

/**
 * How the search box names a search's values in its fields (and the summary bar will, once it is on
 * the results page): kept apart from the box's other texts so a summary can carry only these.
 */
export const searchCriteriaMessages = defineMessages<{
  aroundMe: NoMessageValues;
  anyTheme: NoMessageValues;
  participantsSummary: { count: number };
}>({
  aroundMe: { id: 'search.box.destination.aroundMe', defaultMessage: 'Around me' },
  anyTheme: { id: 'search.box.theme.any', defaultMessage: 'For all your wish' },
  participantsSummary: { id: 'search.box.participants.summary', defaultMessage: '{count, plural, one {# participant} other {# participants}}' },
});
