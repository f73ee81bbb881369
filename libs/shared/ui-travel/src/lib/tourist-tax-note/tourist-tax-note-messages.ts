import { defineMessages } from 'react-intl';

/** The tourist-tax modal's texts, shared by the button that opens it (eager) and the modal (loaded on demand). */
export const touristTaxMessages = defineMessages({
  explain: { id: 'travel.touristTax.explain', defaultMessage: 'About the tourist tax' },
  title: { id: 'travel.touristTax.title', defaultMessage: 'Tourist tax' },
});
