import { priceHistogramBands } from '@escapade/util-criteria';
import type { ActivityOnlyMatch, OfferCard, SearchActivityOnlyReply, SearchContentReply, SearchFacetsReply } from '@escapade/api-contract';
import { json, OFFER_CARD_EXAMPLE, offersReplyExample } from '@escapade/api-contract/testing';

export { json };

// Replies of the catalog API as the contract shapes them, for the search remote's unit tests.

/** A stay result card, as a search reply holds it. */
export const card: OfferCard = OFFER_CARD_EXAMPLE;

/** A reply of `count` results whose page holds `shown` cards, as the API would send it. */
export const offersReply = offersReplyExample;

const PRICE_BAND_COUNTS: Readonly<Record<number, number>> = { 3900: 1, 4900: 2, 5900: 2, 6900: 4, 7900: 2, 9900: 1 };

/** A facet reply with an option at 0 (disabled unless selected) in facilities and hotel types. */
export function facetsReply(resultsCount: number): SearchFacetsReply {
  return {
    filters: {
      facilities: [
        { name: 'pool', value: 'pool', label: 'Piscine', count: 12 },
        { name: 'spa', value: 'spa', label: 'Spa', count: 0 },
        { name: 'pets', value: 'pets', label: 'Animaux acceptés', count: 7 },
      ],
      stars: [
        { value: 3, label: '3 étoiles', count: 9 },
        { value: 4, label: '4 étoiles', count: 4 },
      ],
      hotelScores: [
        { value: 8, label: 'Très bien 8+', count: 20 },
        { value: 9, label: 'Fantastique 9+', count: 6 },
      ],
      hotelTypes: [{ name: 'castle', label: 'Château', count: 0 }],
      hotelEnvironments: [{ key: 'sea', label: 'Bord de mer', count: 3 }],
      hotelStyles: [{ name: 'design', label: 'Design', count: 5 }],
      // Twelve hotels between 39 and 109 €, most of them from 69 to 79 €.
      priceBands: priceHistogramBands('booking').map((band) => ({ ...band, count: PRICE_BAND_COUNTS[band.min] ?? 0 })),
    },
    listActivities: [{ name: 'Bien-être', list: [{ id: 12, name: 'Massage', count: 8 }] }],
    resultsCount,
  };
}

const activityPrice = (adults: number, sellPrice: number) => ({
  paxComposition: { adults },
  sellPrice,
  refPrice: null,
  barPrice: null,
  promo: 0,
  moneySaved: 0,
  priceType: 'final' as const,
  lowestPriorPrice: null,
});

/**
 * A voucher's price for `adults` in promo: 20 % off `refPrice`, with the lowest price of the 30 days
 * before the promo (totals for the participants, as the API sends them).
 */
export const activityPromoPrice = (adults: number, refPrice: number, lowestPriorPrice: number | null) => ({
  ...activityPrice(adults, refPrice * 0.8),
  refPrice,
  barPrice: refPrice,
  promo: 20,
  moneySaved: refPrice * 0.2,
  lowestPriorPrice,
});

/** An activity-only voucher sold for 1 or 2 participants. */
export const activityMatch: ActivityOnlyMatch = {
  id: 307,
  label: 'Vol en montgolfière à Le Blanc-Mesnil',
  uri: '/activity/307/vol-en-montgolfiere-a-le-blanc-mesnil-307',
  imageUrl: card.imageUrl,
  images: card.images,
  headwords: ['Vol en montgolfière'],
  itemCategory: 'activity_only',
  hotel: { ...card.hotel, id: 307, uri: '/activity/307/vol-en-montgolfiere-a-le-blanc-mesnil-307', label: 'Escape Le Blanc-Mesnil', stars: 0 },
  distance: 9.4,
  activityOnlyPackages: [{ activityId: 505, title: 'Vol en montgolfière', imageUrl: null }],
  activityOnlyVoucher: { id: 307, prices: { '1': activityPrice(1, 26800), '2': activityPrice(2, 50900) }, minParticipants: 1, maxParticipants: 2 },
};

/** An activity-only reply of `count` results whose page holds `shown` vouchers. */
export function activityReply(count: number, shown: number): SearchActivityOnlyReply {
  const { resultsCount, searchDetails } = offersReply(count, 0);
  return { exactMatches: Array.from({ length: shown }, (_, index) => ({ ...activityMatch, id: activityMatch.id + index })), resultsCount, searchDetails };
}

/** The results page's content as the API gives it for fr_FR. */
export const searchContent: SearchContentReply = {
  promos: [
    {
      slot: 'afterFirstRow',
      title: 'Ventes flash de la semaine',
      text: 'Jusqu’à 40 % de réduction.',
      imageUrl: '/api/images/1/SMALL.svg',
      imageAlt: 'Une terrasse d’hôtel au soleil',
      cta: { label: 'Voir les promotions', url: '/search?flow=booking#sort=promo', newTab: false },
      trackingBlockName: 'search-promo-flashSale',
    },
    {
      slot: 'afterSecondBlock',
      title: 'Offrez un séjour',
      text: 'Un bon cadeau valable un an.',
      imageUrl: '/api/images/2/SMALL.svg',
      imageAlt: 'Un couple ouvre un cadeau',
      cta: { label: 'Offrir un séjour', url: '/search?flow=gifting', newTab: false },
      trackingBlockName: 'search-promo-giveStay',
    },
  ],
  seoText: {
    title: 'Week-end à Paris : nos séjours tout compris',
    sections: [
      { heading: 'Pourquoi partir à Paris ?', paragraphs: ['Paris se prête parfaitement à une escapade de deux ou trois jours, <b>sans rien organiser</b>.'] },
      { heading: 'Que faire à Paris ?', paragraphs: ['Les voyageurs choisissent surtout nos séjours gastronomie et bien-être.'.repeat(4)] },
      { heading: 'Bon à savoir', paragraphs: ['La plupart des séjours sont modifiables jusqu’à la date limite.', 'Vous pouvez aussi offrir ces séjours.'] },
    ],
    readMore: 'Lire la suite',
    readLess: 'Réduire',
  },
};

/** The API: offers for searches, the CMS content for the content call (its requests recorded). */
export function mockContentApi(shown: number, content: unknown = searchContent) {
  const contentCalls: string[] = [];
  global.fetch = jest.fn((url: string) => {
    if (url.startsWith('/api/content/search-page.json')) {
      contentCalls.push(url);
      return Promise.resolve(json(content));
    }
    return Promise.resolve(json(offersReply(30, shown)));
  }) as unknown as typeof fetch;
  return contentCalls;
}
