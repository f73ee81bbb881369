import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Sort } from '@escapade/util-criteria';

/** Texts of the results page; English source texts are the spec's where it gives them (search-side.md section 8). */
export const resultsMessages = defineMessages<{
  title: NoMessageValues;
  summary: { destination: string; party: string };
  summaryAnywhere: { party: string };
  adults: { count: number };
  participants: { count: number };
  activitiesTitle: NoMessageValues;
  noExactResults: NoMessageValues;
  documentTitle: { page: string };
  outsideCriteria: NoMessageValues;
  count: { count: number };
  countIn: { count: number; destination: string };
  loading: NoMessageValues;
  list: NoMessageValues;
  empty: NoMessageValues;
  removeFilters: NoMessageValues;
  failed: NoMessageValues;
  retry: NoMessageValues;
  sortBy: NoMessageValues;
}>({
  title: { id: 'search.results.title', defaultMessage: 'Search results' },
  summary: { id: 'search.results.summary', defaultMessage: '{destination} · {party}' },
  summaryAnywhere: { id: 'search.results.summaryAnywhere', defaultMessage: 'All destinations · {party}' },
  adults: { id: 'search.results.adults', defaultMessage: '{count, plural, one {# adult} other {# adults}}' },
  participants: { id: 'search.results.participants', defaultMessage: '{count, plural, one {# participant} other {# participants}}' },
  activitiesTitle: { id: 'search.activities.title', defaultMessage: 'Activities' },
  noExactResults: { id: 'search.results.noExactResults', defaultMessage: 'No exact results found' },
  documentTitle: { id: 'search.results.documentTitle', defaultMessage: '{page} | Escapade' },
  outsideCriteria: { id: 'search.results.outsideCriteria', defaultMessage: 'Stays outside your criteria are suggested' },
  count: { id: 'search.results.count', defaultMessage: '{count, plural, one {# offer} other {# offers}}' },
  countIn: { id: 'search.results.countIn', defaultMessage: '{count, plural, one {# offer} other {# offers}} in {destination}' },
  loading: { id: 'search.results.loading', defaultMessage: 'Loading offers…' },
  list: { id: 'search.results.list', defaultMessage: 'Offers' },
  empty: {
    id: 'search.results.empty',
    defaultMessage: 'No results. To get more results, try adjusting your search by changing your dates, adjusting your family composition or removing your filters.',
  },
  removeFilters: { id: 'search.results.removeFilters', defaultMessage: 'Remove all filters' },
  failed: { id: 'search.results.failed', defaultMessage: 'Oops, something went wrong' },
  retry: { id: 'search.results.retry', defaultMessage: 'Try again' },
  sortBy: { id: 'search.sort.title', defaultMessage: 'Sort by' },
});

/** Label of each sort choice of the drawer (search-side.md section 5); 'Discount' is the spec's word. */
export const sortMessages = defineMessages<Record<Sort, NoMessageValues>>({
  priceQuality: { id: 'search.sort.priceQuality', defaultMessage: 'Best value' },
  distance: { id: 'search.sort.distance', defaultMessage: 'Distance' },
  promo: { id: 'search.sort.promo', defaultMessage: 'Discount' },
  priceAsc: { id: 'search.sort.priceAsc', defaultMessage: 'Lowest price' },
  popularity: { id: 'search.sort.popularity', defaultMessage: 'Popularity' },
  svPriceDesc: { id: 'search.sort.svPriceDesc', defaultMessage: 'Highest price' },
  svPriceAsc: { id: 'search.sort.svPriceAsc', defaultMessage: 'Lowest price' },
});
