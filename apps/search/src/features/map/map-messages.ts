import { defineMessages } from 'react-intl';

/** Texts of the results map: the action-bar button and the full-screen modal. */
export const mapMessages = defineMessages({
  open: { id: 'search.map.open', defaultMessage: 'Map' },
  title: { id: 'search.map.title', defaultMessage: 'Offers on the map' },
  searchArea: { id: 'search.map.searchArea', defaultMessage: 'Search in this area' },
  preview: { id: 'search.map.preview', defaultMessage: 'Selected offer' },
});
