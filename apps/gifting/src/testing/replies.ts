import type { CustomSubElements, GiftShippingCosts, ProductDetail } from '@escapade/api-contract';

// Replies of the catalog API as the contract shapes them, for the gifting remote's unit tests.

export const json = (body: unknown, status = 200) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;

const image = (id: number) => ({
  url: `/api/images/${id}/640_360.svg`,
  legend: null,
  alt: `Photo ${id}`,
  sizes: { '120_80': `/api/images/${id}/120_80.svg`, SMALL: `/api/images/${id}/SMALL.svg`, LARGE: `/api/images/${id}/LARGE.svg`, '640_360': `/api/images/${id}/640_360.svg` },
});

/** A one-night weekend of a Paris hotel, without dates ('from' price) unless a stay is given. */
export function productDetail(stay: { checkin?: string; nights?: number; adult?: number } = {}): ProductDetail {
  const dated = stay.checkin !== undefined;
  return {
    id: 4733,
    label: 'Week-end détente à Suresnes',
    uri: '/product/4733/week-end-detente-a-suresnes',
    headwords: ['Spa'],
    hotel: {
      id: 1590,
      uri: '/hotel/1590/manoir-des-cedres',
      label: 'Manoir des Cèdres',
      stars: 3,
      location: { label: 'Suresnes', uri: '/search?flow=booking#city=suresnes', address: '33 avenue de la Gare', zipCode: '92520', latitude: 48.85, longitude: 2.22 },
      review: { count: 40, average: 9.6 },
      description: 'Un manoir au calme, à deux pas de Paris, avec un grand parc et un spa.',
      highlightedFacilities: ['Spa'],
      facilities: ['Spa', 'Parking'],
      ecoFacilities: [],
      checkInOut: { checkin: '15:00', checkout: '11:00' },
      policy: { petsAllowed: true, petsPrice: 1500, petsMaxWeight: 10, petsMaxNumberOfPets: 2 },
      localTax: { amount: 165, currency: 'EUR', toBePaidAtHotel: true, type: 'PER_PERSON_PER_NIGHT', percentage: null },
    },
    images: [1, 2, 3, 4, 5].map(image),
    programLines: [
      { type: 'ROOM', title: 'Chambre supérieure', activityId: null, quantity: 1 },
      { type: 'BREAKFAST', title: 'Petit-déjeuner', activityId: null, quantity: 2 },
      { type: 'ACTIVITY', title: 'Accès au spa', activityId: 100, quantity: 1 },
    ],
    activityDates: [],
    packageSummary: { room: 'Chambre supérieure', breakfasts: 2, dinners: 0, activities: 1 },
    defaultNights: 1,
    checkin: stay.checkin ?? null,
    nights: stay.nights ?? 1,
    adult: stay.adult ?? 2,
    child: 0,
    baby: 0,
    price: {
      sellPrice: dated ? 18_900 : 12_900,
      refPrice: null,
      promo: 0,
      moneySaved: 0,
      priceType: dated ? 'final' : 'from',
      nights: stay.nights ?? 1,
      nbRooms: 1,
      lowestPriorPrice: null,
    },
    priceError: null,
    cancellationPolicy: null,
    availableRooms: 2,
    lastMinute: false,
    marketingLabels: [],
    isGiftable: true,
    otherOfferCount: 3,
    otherGiftOfferCount: 2,
    giftPrices: [
      { nights: 1, sellPrice: 19_000 },
      { nights: 2, sellPrice: 34_000 },
    ],
    pageModel: {
      pageTitle: 'Week-end détente à Suresnes | Escapade',
      metaDescription: 'Un manoir au calme.',
      canonicalUrl: 'https://www.escapade.fr/product/4733/week-end-detente-a-suresnes',
      alternateUrls: [],
    },
  };
}

/** Shipping of a printed voucher sold in France: free at home, a fee abroad. */
export const shippingCosts: GiftShippingCosts = { physicalFormatEnabled: true, amount: 0, internationalShippingFeesPerCountry: { BE: 490, ES: 490, IT: 490, NL: 790 } };

/** The customization options, as the seed stores them (in English). */
export const customSubElements: CustomSubElements = {
  categories: [
    { id: 1, name: 'Voucher design', description: 'The design the voucher is sent or printed in.', singleSelection: true },
    { id: 2, name: 'Greeting card', description: 'A card for your message, sent with the voucher.', singleSelection: true },
    { id: 3, name: 'Little extras', description: 'Waiting in the room when the recipient arrives.', singleSelection: false },
  ],
  availableCustomSubElements: [
    { id: 101, categoryId: 1, name: 'Classic', imageUrl: '/api/images/900000101/120_80.svg', price: 0, recommendedByWed: false, isDefault: true },
    { id: 102, categoryId: 1, name: 'Birthday', imageUrl: '/api/images/900000102/120_80.svg', price: 0, recommendedByWed: false, isDefault: false },
    { id: 201, categoryId: 2, name: 'Illustrated card', imageUrl: '/api/images/900000201/120_80.svg', price: 290, recommendedByWed: true, isDefault: false },
    { id: 301, categoryId: 3, name: 'Box of chocolates', imageUrl: '/api/images/900000301/120_80.svg', price: 1200, recommendedByWed: true, isDefault: false },
    { id: 302, categoryId: 3, name: 'Bouquet of flowers', imageUrl: '/api/images/900000302/120_80.svg', price: 2500, recommendedByWed: false, isDefault: false },
  ],
};
