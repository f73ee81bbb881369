import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the search summary bar over the results. */
export const searchSummaryMessages = defineMessages<{
  label: NoMessageValues;
  modify: NoMessageValues;
  anywhere: NoMessageValues;
  anyDates: NoMessageValues;
}>({
  label: { id: 'search.summary.label', defaultMessage: 'Your search' },
  modify: { id: 'search.summary.modify', defaultMessage: 'Modify your search' },
  anywhere: { id: 'search.summary.anywhere', defaultMessage: 'All destinations' },
  anyDates: { id: 'search.summary.anyDates', defaultMessage: 'Any dates' },
});
