import { defineMessage, defineMessages, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import type { FilterBarButton, FilterDialogSection } from '@escapade/util-criteria';

/** Texts of the filter bar and dialog; English source texts are the spec's where it gives them (search-side.md sections 2 and 8). */
export const filtersMessages = defineMessages<{
  filters: NoMessageValues;
  filtersWithCount: { count: number };
  confirm: NoMessageValues;
  reset: NoMessageValues;
  viewCount: { count: number };
  viewOffers: NoMessageValues;
  includeAround: NoMessageValues;
  noActivity: NoMessageValues;
  option: { label: string; count: number };
  bar: NoMessageValues;
}>({
  filters: { id: 'search.filters.title', defaultMessage: 'Filters' },
  filtersWithCount: { id: 'search.filters.titleWithCount', defaultMessage: 'Filters ({count})' },
  confirm: { id: 'search.filters.confirm', defaultMessage: 'Confirm' },
  reset: { id: 'search.filters.reset', defaultMessage: 'Reset' },
  viewCount: { id: 'search.filters.viewCount', defaultMessage: 'View {count, plural, one {# offer} other {# offers}}' },
  viewOffers: { id: 'search.filters.viewOffers', defaultMessage: 'View offers' },
  includeAround: { id: 'search.filters.includeAround', defaultMessage: 'Include offers around' },
  noActivity: { id: 'search.filters.noActivity', defaultMessage: 'No activity found for this search' },
  option: { id: 'search.filters.option', defaultMessage: '{label} ({count})' },
  bar: { id: 'search.filters.bar', defaultMessage: 'Filter the offers' },
});

/** Heading of each section of the filter dialog (and of the 'More filters' dropdown). */
export const filterSectionMessages = defineMessages<Record<FilterDialogSection, NoMessageValues>>({
  price: { id: 'search.filters.price', defaultMessage: 'Price' },
  activities: { id: 'search.filters.activities', defaultMessage: 'Activities' },
  facilities: { id: 'search.filters.facilities', defaultMessage: 'Facilities' },
  distance: { id: 'search.filters.distance', defaultMessage: 'Distance' },
  customerRating: { id: 'search.filters.customerRating', defaultMessage: 'Customer rating' },
  hotelClass: { id: 'search.filters.hotelClass', defaultMessage: 'Hotel class' },
  hotelTypes: { id: 'search.filters.hotelTypes', defaultMessage: 'Hotel types' },
  hotelEnvironments: { id: 'search.filters.hotelEnvironments', defaultMessage: 'Hotel environments' },
  hotelStyles: { id: 'search.filters.hotelStyles', defaultMessage: 'Hotel styles' },
});

const moreFilters = defineMessage({ id: 'search.filters.moreFilters', defaultMessage: 'More filters' });

/** Name of each dropdown of the desktop filter bar: a section's heading, or 'More filters' for the hotel sections. */
export const filterBarMessages: Readonly<Record<FilterBarButton, MessageDescriptor>> = {
  activities: filterSectionMessages.activities,
  price: filterSectionMessages.price,
  distance: filterSectionMessages.distance,
  facilities: filterSectionMessages.facilities,
  moreFilters,
};
