import { defineMessages } from 'react-intl';

const messages = defineMessages<{ summary: { adult: number; child: number; baby: number } }>({
  summary: {
    id: 'travel.travellers.summary',
    defaultMessage:
      '{adult, plural, one {# adult} other {# adults}}{child, plural, =0 {} one {, # child} other {, # children}}{baby, plural, =0 {} one {, # baby} other {, # babies}}',
  },
});

/**
 * The party in one line ('2 adults, 1 child'), as the fields that open a travellers picker show it
 * (the search box, the product page's stay fields). Apart from the picker, which loads on demand.
 */
export const travellersSummaryMessage = messages.summary;
