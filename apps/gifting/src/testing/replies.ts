import type { CustomSubElements, GiftShippingCosts, ProductDetail } from '@escapade/api-contract';
import { json, productDetailExample } from '@escapade/api-contract/testing';

export { json };

// Replies of the catalog API as the contract shapes them, for the gifting remote's unit tests.

/** A one-night weekend of a Paris hotel sold as a gift of one or two nights, without dates ('from' price) unless a stay is given. */
export function productDetail(stay: { checkin?: string; nights?: number; adult?: number } = {}): ProductDetail {
  return {
    ...productDetailExample(stay),
    giftPrices: [
      { nights: 1, sellPrice: 19_000 },
      { nights: 2, sellPrice: 34_000 },
    ],
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
