import { ORDER_BY_OF_OFFER_TYPE } from '@escapade/api-contract';
import { hasPosition, isSortOffered, sortOptions } from './sort-options';

const paris = { lat: 48.85, lng: 2.35 };

describe('sort options (search-side.md section 5)', () => {
  it('booking offers priceQuality, promo, priceAsc and popularity; distance only with lat and lng', () => {
    expect(sortOptions('booking', {})).toEqual(['priceQuality', 'promo', 'priceAsc', 'popularity']);
    expect(sortOptions('booking', paris)).toEqual(['priceQuality', 'distance', 'promo', 'priceAsc', 'popularity']);
  });

  it('hotel offers priceQuality, priceAsc and popularity (promo is booking only)', () => {
    expect(sortOptions('hotel', {})).toEqual(['priceQuality', 'priceAsc', 'popularity']);
  });

  it('gifting offers priceQuality, svPriceDesc and svPriceAsc', () => {
    expect(sortOptions('gifting', paris)).toEqual(['priceQuality', 'distance', 'svPriceDesc', 'svPriceAsc']);
  });

  it('activity offers priceQuality, and distance with a position', () => {
    expect(sortOptions('activity', {})).toEqual(['priceQuality']);
    expect(sortOptions('activity', paris)).toEqual(['priceQuality', 'distance']);
  });

  it('a position needs both lat and lng', () => {
    expect(hasPosition({ lat: 1 })).toBe(false);
    expect(hasPosition({ lng: 1 })).toBe(false);
    expect(isSortOffered('distance', 'booking', { lat: 1 })).toBe(false);
    expect(isSortOffered('svPriceAsc', 'gifting', {})).toBe(true);
  });
});

describe('sort choices and the API’s sort rule agree', () => {
  it.each(['booking', 'hotel', 'gifting'] as const)('every sort offered in the %s flow is one the API takes for that flow’s searches', (flow) => {
    const type = flow === 'gifting' ? 'gift' : 'offer';
    expect(ORDER_BY_OF_OFFER_TYPE[type]).toEqual(expect.arrayContaining(sortOptions(flow, { lat: 45, lng: 4 })));
  });
});
