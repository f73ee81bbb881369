import * as fc from 'fast-check';
import {
  confirmationLocation,
  formatActivityCheckoutLocation,
  formatCheckoutSummaryHash,
  parseActivityCheckoutLocation,
  parseCheckoutSummaryHash,
  readCheckoutMinisite,
  stayCheckoutUrl,
} from './checkout-hash';
import { parseProductLocation } from './product-hash';

describe('checkout entry points (product-side.md section 2)', () => {
  it('from the activity page: hash id and a, search flow=activity and customType=OWN_USE when buying for oneself', () => {
    const location = formatActivityCheckoutLocation({ id: 'act 9', a: 2, ownUse: true });
    expect(location).toEqual({ search: '?flow=activity&customType=OWN_USE', hash: '#id=act%209&a=2' });
    expect(parseActivityCheckoutLocation(location)).toEqual({ id: 'act 9', a: 2, ownUse: true });
    expect(formatActivityCheckoutLocation({ a: 0, ownUse: false })).toEqual({ search: '?flow=activity', hash: '#a=1' });
    expect(parseActivityCheckoutLocation({ search: '?customType=GIFT', hash: '#a=-2' })).toEqual({ a: 1, ownUse: false });
  });

  it('summary hash holds id, offerId, a, c, b, checkin, night and optional activityDates', () => {
    const hash = '#id=77&offerId=901&a=2&c=1&b=0&checkin=2024-05-01&night=2&activityDates=12_2024-05-01';
    expect(parseCheckoutSummaryHash(hash)).toEqual({
      id: '77',
      offerId: '901',
      adult: 2,
      child: 1,
      baby: 0,
      checkin: '2024-05-01',
      night: 2,
      activityDates: [{ activityId: '12', date: '2024-05-01' }],
    });
    expect(formatCheckoutSummaryHash(parseCheckoutSummaryHash(hash))).toBe(hash);
  });

  it('summary defaults: party 2/0/0, 1 night, no activity dates; an invalid check-in is dropped', () => {
    expect(parseCheckoutSummaryHash('#checkin=tomorrow&night=0')).toEqual({ adult: 2, child: 0, baby: 0, night: 1, activityDates: [] });
    expect(formatCheckoutSummaryHash(parseCheckoutSummaryHash(''))).toBe('#a=2&c=0&b=0&night=1');
  });

  it('confirmation page: /confirmation/{orderUUID} with status=success and gaId', () => {
    expect(confirmationLocation('3f2a-11', 'GA1.2.3')).toBe('/confirmation/3f2a-11?status=success&gaId=GA1.2.3');
    expect(confirmationLocation(' ', ' ')).toBe('/confirmation/?status=success&gaId=');
  });

  it('summary parsing never throws on arbitrary strings and format → parse → format is stable', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (hash) => {
        const written = formatCheckoutSummaryHash(parseCheckoutSummaryHash(hash));
        expect(formatCheckoutSummaryHash(parseCheckoutSummaryHash(written))).toBe(written);
      }),
      { numRuns: 10_000 },
    );
  });

  it('starts the checkout from a product page with the weekend, the party, the check-in and its nights', () => {
    const page = parseProductLocation({ search: '', hash: '#checkin=2030-05-03&checkout=2030-05-05&a=3&activityDates=12_2030-05-03' });
    expect(stayCheckoutUrl(40211, page)).toBe('/checkout#id=40211&a=3&c=0&b=0&checkin=2030-05-03&night=2&activityDates=12_2030-05-03');
    expect(parseCheckoutSummaryHash('#id=40211&a=3&c=0&b=0&checkin=2030-05-03&night=2')).toMatchObject({ id: '40211', adult: 3, checkin: '2030-05-03', night: 2 });
  });

  it('starts a gift’s checkout with its nights and format, never a stay’s night (product-side.md section 4, gift checkout)', () => {
    expect(stayCheckoutUrl(40211, parseProductLocation({ search: '?flow=gifting', hash: '#a=2&giftNights=2&giftFormat=physical' }))).toBe(
      '/checkout?flow=gifting#id=40211&a=2&c=0&b=0&giftNights=2&giftFormat=physical',
    );
    // Dates or activity days left in the hash belong to a stay, not to a voucher without dates.
    expect(stayCheckoutUrl(40211, parseProductLocation({ search: '?flow=gifting', hash: '#checkin=2030-05-03&checkout=2030-05-05&a=2&activityDates=12_2030-05-03' }))).toBe(
      '/checkout?flow=gifting#id=40211&a=2&c=0&b=0&giftNights=1',
    );
    expect(parseCheckoutSummaryHash('#id=40211&a=2&giftNights=3&giftFormat=digital')).toMatchObject({ id: '40211', adult: 2, giftNights: 3, giftFormat: 'digital' });
    expect(parseCheckoutSummaryHash('#id=40211&giftNights=0&giftFormat=parcel')).not.toHaveProperty('giftNights');
    expect(parseCheckoutSummaryHash('#id=40211&giftNights=0&giftFormat=parcel')).not.toHaveProperty('giftFormat');
  });

  it('carries the partner mini-site of the visit to the checkout, in the query string as on the product page', () => {
    const page = parseProductLocation({ search: '?flow=booking&minisite=360', hash: '#checkin=2030-05-03&checkout=2030-05-05' });
    const url = stayCheckoutUrl(40211, page);
    expect(url).toBe('/checkout?minisite=360#id=40211&a=2&c=0&b=0&checkin=2030-05-03&night=2');
    expect(readCheckoutMinisite(new URL(url, 'https://example.test').search)).toBe(360);
    expect(stayCheckoutUrl(40211, parseProductLocation({ search: '?flow=gifting&minisite=97', hash: '' }))).toBe(
      '/checkout?flow=gifting&minisite=97#id=40211&a=2&c=0&b=0&giftNights=1',
    );
    // Bounded like every catalog id: what the API would refuse is not carried.
    expect(readCheckoutMinisite('?minisite=2147483648')).toBeUndefined();
    expect(readCheckoutMinisite('?minisite=0')).toBeUndefined();
    expect(readCheckoutMinisite('')).toBeUndefined();
    expect(parseProductLocation({ search: '?minisite=2147483648', hash: '' }).minisite).toBeUndefined();
  });
});
