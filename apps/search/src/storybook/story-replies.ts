import type { OfferCard, OffersSearchReply, SearchFacetsReply, Theme } from '@escapade/api-contract';
import { OFFER_CARD_EXAMPLE, offersReplyExample } from '@escapade/api-contract/testing';
import { priceHistogramBands } from '@escapade/util-criteria';

// API replies for the search remote's stories: the contract's examples, with pictures drawn inline
// so no story reaches the network.

const PHOTOS: readonly { readonly colour: string; readonly name: string }[] = [
  { colour: '#0a6b70', name: 'Chambre vue mer' },
  { colour: '#c2372b', name: 'Le spa' },
  { colour: '#1e7a3c', name: 'Le jardin' },
  { colour: '#8a5a00', name: 'Dîner en terrasse' },
  { colour: '#0b57d0', name: 'La piscine' },
];

/** A generated picture, as the card's image sizes hold them. */
function storyImage(index: number): OfferCard['images'][number] {
  const { colour, name } = PHOTOS[index % PHOTOS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="${colour}"/><text x="320" y="190" font-family="sans-serif" font-size="36" fill="#ffffff" text-anchor="middle">${name}</text></svg>`;
  const url = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  return { url, legend: null, alt: name, sizes: { '120_80': url, SMALL: url, LARGE: url, '640_360': url } };
}

/** Stays near Paris, each with its own name, hotel, place, price and pictures. */
const STAYS: readonly (Pick<OfferCard, 'label' | 'sellPrice' | 'refPrice' | 'promo'> & { readonly hotel: string; readonly stars: number; readonly town: string })[] = [
  { label: 'Week-end détente à Suresnes', hotel: 'Manoir des Cèdres', stars: 3, town: 'Suresnes', sellPrice: 6500, refPrice: null, promo: 0 },
  { label: 'Escapade gourmande à Versailles', hotel: 'Hôtel du Parc Royal', stars: 4, town: 'Versailles', sellPrice: 12_900, refPrice: 15_900, promo: 19 },
  { label: 'Nuit romantique avec spa à Chantilly', hotel: 'Les Écuries du Domaine', stars: 4, town: 'Chantilly', sellPrice: 18_400, refPrice: null, promo: 0 },
  { label: 'Séjour au château près de Fontainebleau', hotel: 'Château de la Forêt', stars: 5, town: 'Barbizon', sellPrice: 21_000, refPrice: 26_000, promo: 19 },
];

/** A stay result card, the `index`-th of the stories' few stays. */
export function storyCard(index: number): OfferCard {
  const { hotel, stars, town, ...stay } = STAYS[index % STAYS.length];
  const example = OFFER_CARD_EXAMPLE;
  return {
    ...example,
    ...stay,
    id: example.id + index,
    imageUrl: storyImage(index).url,
    images: [storyImage(index), storyImage(index + 1), storyImage(index + 2)],
    hotel: { ...example.hotel, id: example.hotel.id + index, label: hotel, stars, location: { ...example.hotel.location, label: town } },
    prices: example.prices.map((price) => ({ ...price, sellPrice: stay.sellPrice, refPrice: stay.refPrice, promo: stay.promo })),
  };
}

/** A search reply of `count` results in Paris whose page holds `shown` of the stories' stays. */
export function storyOffersReply(count: number, shown: number): OffersSearchReply {
  const reply = offersReplyExample(count, shown);
  return { ...reply, exactMatches: reply.exactMatches.map((_, index) => storyCard(index)) };
}

/** Results per price band, from 9 € to 250 € and more: most stays between 50 and 120 €. */
const PRICE_BAND_COUNTS = [1, 3, 6, 10, 14, 18, 21, 19, 16, 13, 10, 8, 6, 5, 4, 3, 2, 2, 1, 1, 1, 0, 0, 2];

/** Facet counts of a booking search in Paris, in French as the API words them for fr_FR. */
export function storyFacets(resultsCount: number): SearchFacetsReply {
  return {
    filters: {
      facilities: [
        { name: 'pool', value: 'pool', label: 'Piscine', count: 42 },
        { name: 'spa', value: 'spa', label: 'Spa', count: 35 },
        { name: 'parking', value: 'parking', label: 'Parking', count: 88 },
        { name: 'pets', value: 'pets', label: 'Animaux acceptés', count: 17 },
        { name: 'restaurant', value: 'restaurant', label: 'Restaurant', count: 0 },
      ],
      stars: [
        { value: 2, label: '2 étoiles', count: 12 },
        { value: 3, label: '3 étoiles', count: 64 },
        { value: 4, label: '4 étoiles', count: 51 },
        { value: 5, label: '5 étoiles', count: 9 },
      ],
      hotelScores: [
        { value: 7, label: 'Bien 7+', count: 120 },
        { value: 8, label: 'Très bien 8+', count: 94 },
        { value: 9, label: 'Fantastique 9+', count: 31 },
      ],
      hotelTypes: [
        { name: 'castle', label: 'Château', count: 6 },
        { name: 'guesthouse', label: "Chambre d'hôtes", count: 14 },
      ],
      hotelEnvironments: [
        { key: 'city', label: 'En ville', count: 87 },
        { key: 'countryside', label: 'À la campagne', count: 29 },
      ],
      hotelStyles: [
        { name: 'design', label: 'Design', count: 22 },
        { name: 'charm', label: 'De charme', count: 40 },
      ],
      priceBands: priceHistogramBands('booking').map((band, index) => ({ ...band, count: PRICE_BAND_COUNTS[index] ?? 0 })),
    },
    listActivities: [
      {
        name: 'Bien-être',
        list: [
          { id: 12, name: 'Massage', count: 28 },
          { id: 14, name: 'Hammam', count: 11 },
        ],
      },
      { name: 'Gastronomie', list: [{ id: 31, name: 'Dîner gastronomique', count: 19 }] },
    ],
    resultsCount,
  };
}

/** The catalog's themes, as the API names them for fr_FR. */
export const STORY_THEMES: readonly Theme[] = [
  { id: 3, name: 'Bien-être', iconGroup: 'wellness' },
  { id: 7, name: 'Gastronomie', iconGroup: 'food' },
  { id: 9, name: 'Insolite', iconGroup: null },
];
