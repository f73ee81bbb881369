import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the recently viewed lists. */
export const recentlyViewedMessages = defineMessages<{
  activities: NoMessageValues;
  place: { place: string; location: string };
}>({
  activities: { id: 'product.recentlyViewed.activities', defaultMessage: 'Recently viewed activities' },
  place: { id: 'product.recentlyViewed.place', defaultMessage: '{place} · {location}' },
});
