import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Flow } from '@escapade/util-criteria';

/** Header of the search box, one per flow (search-side.md section 1); booking and gifting are the spec's own words. */
export const searchBoxTitles = defineMessages<Record<Flow, NoMessageValues>>({
  booking: { id: 'search.box.title.booking', defaultMessage: 'I am searching for a weekend' },
  gifting: { id: 'search.box.title.gifting', defaultMessage: 'I am searching for a gift' },
  activity: { id: 'search.box.title.activity', defaultMessage: 'I am searching for an activity' },
  hotel: { id: 'search.box.title.hotel', defaultMessage: 'I am searching for a hotel night' },
});

/** Texts of the search box's fields and buttons. */
export const searchBoxMessages = defineMessages<{
  flow: NoMessageValues;
  stays: NoMessageValues;
  gifts: NoMessageValues;
  destination: NoMessageValues;
  destinationPlaceholder: NoMessageValues;
  recentSearch: NoMessageValues;
  aroundMeHint: NoMessageValues;
  locating: NoMessageValues;
  locationRefused: NoMessageValues;
  locationUnavailable: NoMessageValues;
  travelLocally: NoMessageValues;
  nearbyNone: NoMessageValues;
  nearbyFailed: NoMessageValues;
  dates: NoMessageValues;
  addDates: NoMessageValues;
  travellers: NoMessageValues;
  participants: NoMessageValues;
  theme: NoMessageValues;
  submit: NoMessageValues;
}>({
  flow: { id: 'search.box.flow', defaultMessage: 'What are you looking for?' },
  stays: { id: 'search.box.flow.stays', defaultMessage: 'Stays' },
  gifts: { id: 'search.box.flow.gifts', defaultMessage: 'Gifts' },
  destination: { id: 'search.box.destination', defaultMessage: 'Destination' },
  destinationPlaceholder: { id: 'search.box.destination.placeholder', defaultMessage: 'City, region, hotel…' },
  recentSearch: { id: 'search.box.destination.recent', defaultMessage: 'Recent search' },
  aroundMeHint: { id: 'search.box.destination.aroundMe.hint', defaultMessage: 'Use my current location' },
  locating: { id: 'search.box.destination.locating', defaultMessage: 'Finding your location…' },
  locationRefused: {
    id: 'search.box.destination.location.refused',
    defaultMessage: 'Location refused: allow it in your browser, or type a destination.',
  },
  locationUnavailable: { id: 'search.box.destination.location.unavailable', defaultMessage: 'Location not found: type a destination.' },
  travelLocally: { id: 'search.box.travelLocally', defaultMessage: 'Travel locally!' },
  nearbyNone: { id: 'search.box.travelLocally.none', defaultMessage: 'No stays near you yet: type a destination.' },
  nearbyFailed: { id: 'search.box.travelLocally.failed', defaultMessage: 'Nearby destinations could not be loaded: type a destination.' },
  dates: { id: 'search.box.dates', defaultMessage: 'Dates' },
  addDates: { id: 'search.box.dates.add', defaultMessage: 'Add dates' },
  travellers: { id: 'search.box.travellers', defaultMessage: 'Travellers' },

  participants: { id: 'search.box.participants', defaultMessage: 'Participants' },
  theme: { id: 'search.box.theme', defaultMessage: 'Theme' },
  submit: { id: 'search.box.submit', defaultMessage: 'Search' },
});
