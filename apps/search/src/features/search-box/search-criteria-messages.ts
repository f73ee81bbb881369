import { defineMessages, type NoMessageValues } from 'react-intl';

/**
 * How the search box and the summary over the results both name a search's values: kept apart from
 * the box's other texts so the results page carries only these.
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
