import { ORDER_BY_OF_OFFER_TYPE, orderByViolations } from './order-by-rules';
import * as v from 'valibot';
import { AvailabilityDaysSchema } from './availability';
import { IsoDateSchema, IsoMonthSchema } from './iso-date';
import { ImageSchema } from './image';
import { CentsSchema } from './money';
import { PaginationSchema } from './pagination';
import { SearchCriteriasSchema, searchCriteriaViolations } from './search-criteria';
import { AdultCountSchema, BabyCountSchema, ChildCountSchema } from './travellers';
import { QueryBooleanSchema, WireBooleanSchema, queryInteger, wireInteger, wireList } from './wire-values';

describe('ISO dates', () => {
  it.each(['2025-06-14', '2024-02-29', '2025-12-31'])('accepts the real day %s', (day) => {
    expect(v.is(IsoDateSchema, day)).toBe(true);
  });

  it.each(['2025-02-29', '2025-04-31', '2025-13-01', '2025-00-10', '14/06/2025', '2025-6-14', ''])('refuses %p, which is not a real yyyy-MM-dd day', (day) => {
    expect(v.is(IsoDateSchema, day)).toBe(false);
  });

  it('accepts months yyyy-MM and refuses a 13th month', () => {
    expect(v.is(IsoMonthSchema, '2025-06')).toBe(true);
    expect(v.is(IsoMonthSchema, '2025-13')).toBe(false);
  });

  it('keys availability by real days only, null marking an unavailable day', () => {
    const day = { price: '129', amount: 12900, minLos: 1, promo: 0, bestPriceOfTheMonth: true };
    expect(v.is(AvailabilityDaysSchema, { '2025-06-14': day, '2025-06-15': null })).toBe(true);
    expect(v.is(AvailabilityDaysSchema, { '2025-02-30': day })).toBe(false);
  });
});

describe('query-string numbers', () => {
  it('turns digit strings into numbers so the server can use them directly', () => {
    expect(v.parse(queryInteger(1, 30), '30')).toBe(30);
    expect(v.parse(wireInteger(0, 10), '0')).toBe(0);
  });

  it('accepts JSON numbers too where the same field travels in bodies', () => {
    expect(v.parse(wireInteger(1, 20), 4)).toBe(4);
  });

  it.each(['', '-1', '1.5', '1e3', ' 2', 'two'])('refuses %p as a whole number', (text) => {
    expect(v.is(queryInteger(0, 100), text)).toBe(false);
  });

  it('applies the bounds after the conversion', () => {
    expect(v.is(queryInteger(1, 30), '31')).toBe(false);
    expect(v.is(queryInteger(1, 30), '0')).toBe(false);
  });

  it('reads true/false and 1/0 as booleans, in queries and bodies', () => {
    expect(v.parse(QueryBooleanSchema, 'true')).toBe(true);
    expect(v.parse(QueryBooleanSchema, '0')).toBe(false);
    expect(v.parse(WireBooleanSchema, false)).toBe(false);
    expect(v.is(WireBooleanSchema, 'yes')).toBe(false);
  });
});

describe('list criteria', () => {
  const stars = wireList(wireInteger(1, 5));

  it('reads a comma-joined list (the spec joins stars and tags with commas)', () => {
    expect(v.parse(stars, '3,4, 5')).toEqual([3, 4, 5]);
  });

  it('reads a JSON array and repeated query keys alike', () => {
    expect(v.parse(stars, [3, '4'])).toEqual([3, 4]);
  });

  it('reads an empty string as no selection', () => {
    expect(v.parse(stars, '')).toEqual([]);
  });

  it('refuses an out-of-range item and says which one', () => {
    const result = v.safeParse(stars, '3,9');
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toContain('1');
  });

  it('refuses more than 50 items', () => {
    expect(
      v.is(
        wireList(v.string()),
        Array.from({ length: 51 }, (_, index) => `f${index}`),
      ),
    ).toBe(false);
  });
});

describe('travellers (search-side.md section 5)', () => {
  it('takes adults 1–20, children 0–10 and babies 0–10', () => {
    expect([v.is(AdultCountSchema, 1), v.is(AdultCountSchema, 20), v.is(AdultCountSchema, 0), v.is(AdultCountSchema, 21)]).toEqual([true, true, false, false]);
    expect([v.is(ChildCountSchema, 0), v.is(ChildCountSchema, 10), v.is(ChildCountSchema, 11)]).toEqual([true, true, false]);
    expect([v.is(BabyCountSchema, 0), v.is(BabyCountSchema, 10), v.is(BabyCountSchema, -1)]).toEqual([true, true, false]);
  });

  it('defaults the party to 2 adults, 0 children, 0 babies', () => {
    expect(v.parse(SearchCriteriasSchema, {})).toEqual({ adult: 2, child: 0, baby: 0 });
  });
});

describe('search criteria rules', () => {
  it('needs a checkin for a checkout or a number of nights', () => {
    expect(searchCriteriaViolations({ checkout: '2025-06-15' })).toEqual([{ field: 'checkout', message: 'needs a checkin' }]);
    expect(searchCriteriaViolations({ night: 2 })).toEqual([{ field: 'night', message: 'needs a checkin' }]);
  });

  it('wants the checkout after the checkin, within 30 nights', () => {
    expect(searchCriteriaViolations({ checkin: '2025-06-15', checkout: '2025-06-15' })).toEqual([{ field: 'checkout', message: 'must be after checkin' }]);
    expect(searchCriteriaViolations({ checkin: '2025-06-01', checkout: '2025-07-15' })[0]?.field).toBe('checkout');
    expect(searchCriteriaViolations({ checkin: '2025-06-14', checkout: '2025-06-16', night: 2 })).toEqual([]);
  });

  it('refuses nights that disagree with checkin and checkout', () => {
    expect(searchCriteriaViolations({ checkin: '2025-06-14', checkout: '2025-06-16', night: 3 })).toEqual([{ field: 'night', message: 'must match checkin and checkout' }]);
  });

  it('keeps lat and lng together', () => {
    expect(searchCriteriaViolations({ lat: 45 })).toEqual([{ field: 'lng', message: 'lat and lng go together' }]);
    expect(searchCriteriaViolations({ lng: 4 })).toEqual([{ field: 'lat', message: 'lat and lng go together' }]);
  });

  it('refuses a distance without the point it is measured from, rather than ignoring it', () => {
    expect(searchCriteriaViolations({ distanceMax: 30 })).toEqual([{ field: 'distanceMax', message: 'needs lat and lng, the point distances are measured from' }]);
    expect(searchCriteriaViolations({ distanceMin: 5 })).toEqual([{ field: 'distanceMin', message: 'needs lat and lng, the point distances are measured from' }]);
    expect(searchCriteriaViolations({ lat: 45, lng: 4, distanceMin: 5, distanceMax: 30 })).toEqual([]);
  });

  it('refuses upside-down ranges on the max field', () => {
    expect(searchCriteriaViolations({ lat: 45, lng: 4, distanceMin: 50, distanceMax: 10 })).toEqual([{ field: 'distanceMax', message: 'must not be below distanceMin' }]);
    expect(searchCriteriaViolations({ singleVoucherPriceMin: 9000, singleVoucherPriceMax: 100 })[0]?.field).toBe('singleVoucherPriceMax');
  });

  it('reports a rule on its field through the schema', () => {
    const result = v.safeParse(SearchCriteriasSchema, { checkin: '2025-06-14', checkout: '2025-06-10' });
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(['checkout']);
  });

  it('refuses unknown criteria so a misspelt filter never widens a search silently', () => {
    const result = v.safeParse(SearchCriteriasSchema, { hotelTypes: ['chateau'] });
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(['hotelTypes']);
  });

  it('reads a hotel packages search with hotelId, party, checkin and night', () => {
    expect(v.parse(SearchCriteriasSchema, { hotelId: '812', adult: 2, child: 1, baby: 0, checkin: '2025-06-14', night: 2 })).toEqual({
      hotelId: 812,
      adult: 2,
      child: 1,
      baby: 0,
      checkin: '2025-06-14',
      night: 2,
    });
  });
});

describe('money and paging', () => {
  it('keeps money in non-negative integer cents', () => {
    expect([v.is(CentsSchema, 0), v.is(CentsSchema, 12900), v.is(CentsSchema, -1), v.is(CentsSchema, 129.5)]).toEqual([true, true, false, false]);
  });

  it('pages from zero with the default page size', () => {
    expect(v.parse(PaginationSchema, {})).toEqual({ page: 0, limit: 24 });
    expect(v.is(PaginationSchema, { page: 0, limit: 101 })).toBe(false);
  });
});

describe('images', () => {
  const sizes = { '120_80': '/i/120_80.jpg', SMALL: '/i/SMALL.jpg', LARGE: '/i/LARGE.jpg', '640_360': '/i/640_360.jpg' };

  it('carries every size the spec names', () => {
    expect(v.is(ImageSchema, { url: '/i/LARGE.jpg', legend: null, alt: 'Piscine', sizes })).toBe(true);
  });

  it('refuses an image missing a size, so no card is left without its thumbnail', () => {
    const withoutThumbnail: Partial<typeof sizes> = { ...sizes };
    delete withoutThumbnail['120_80'];
    expect(v.is(ImageSchema, { url: '/i/LARGE.jpg', legend: null, alt: 'Piscine', sizes: withoutThumbnail })).toBe(false);
  });

  it('refuses protocol-relative and script addresses', () => {
    expect(v.is(ImageSchema, { url: '//evil.example/x.jpg', legend: null, alt: '', sizes })).toBe(false);
    expect(v.is(ImageSchema, { url: 'javascript:alert(1)', legend: null, alt: '', sizes })).toBe(false);
  });
});

describe('sort rules of a stay or gift search (search-side.md section 5)', () => {
  it('offers gift vouchers their own price sorts, stays promo, price and popularity, both price-quality and distance', () => {
    expect(ORDER_BY_OF_OFFER_TYPE).toEqual({
      offer: ['priceQuality', 'distance', 'promo', 'priceAsc', 'popularity'],
      gift: ['priceQuality', 'distance', 'svPriceDesc', 'svPriceAsc'],
    });
  });

  it('refuses a sort of the other offer type, and distance without the point it is measured from', () => {
    expect(orderByViolations({ orderBy: 'svPriceDesc', type: 'offer' })).toEqual([
      { field: 'orderBy', message: 'must be one of priceQuality, distance, promo, priceAsc, popularity in an offer search' },
    ]);
    expect(orderByViolations({ orderBy: 'promo', type: 'gift' })[0]?.field).toBe('orderBy');
    expect(orderByViolations({ orderBy: 'distance', type: 'offer' })).toEqual([{ field: 'orderBy', message: 'distance needs lat and lng in the criteria' }]);
    expect(orderByViolations({ orderBy: 'distance', type: 'gift', lat: 45, lng: 4 })).toEqual([]);
    expect(orderByViolations({ orderBy: 'priceQuality', type: 'gift' })).toEqual([]);
  });
});
