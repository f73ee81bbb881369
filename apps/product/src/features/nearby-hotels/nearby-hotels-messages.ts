import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the hotel page's nearby hotels (product-side.md section 2, hotel page). */
export const nearbyHotelsMessages = defineMessages<{
  title: NoMessageValues;
  list: { hotel: string };
  location: { place: string; distance: number };
}>({
  title: { id: 'product.nearbyHotels.title', defaultMessage: 'Hotels nearby' },
  list: { id: 'product.nearbyHotels.list', defaultMessage: 'Other hotels near {hotel}' },
  location: { id: 'product.nearbyHotels.location', defaultMessage: '{place}, {distance, number, ::unit/kilometer .#} away' },
});
