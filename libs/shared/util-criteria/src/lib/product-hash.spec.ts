import * as fc from 'fast-check';
import {
  changeProductDates,
  chooseProductActivityDate,
  changeProductParty,
  extraAddedUrl,
  extraRemovedUrl,
  offerChosenUrl,
  formatProductLocation,
  parseProductLocation,
  productUrlFor,
  switchProductToGifting,
} from './product-hash';
import { parseLocation } from './search-hash';

const parse = (hash: string, search = '') => parseProductLocation({ search, hash });

describe('product page location (product-side.md sections 2 and 4)', () => {
  it('reads checkin, checkout, a, c, b, giftNights, giftFormat, activity dates from the hash and the flow from the search string', () => {
    expect(parse('#checkin=2024-05-01&checkout=2024-05-03&a=3&c=1&b=1&giftNights=2&giftFormat=digital&activityDates=12_2024-05-01-40_2024-05-02', '?flow=gifting')).toEqual({
      flow: 'gifting',
      checkin: '2024-05-01',
      checkout: '2024-05-03',
      adult: 3,
      child: 1,
      baby: 1,
      giftNights: 2,
      giftFormat: 'digital',
      activityDates: [
        { activityId: '12', date: '2024-05-01' },
        { activityId: '40', date: '2024-05-02' },
      ],
    });
  });

  it('party defaults are 2/0/0, the flow booking; gift parameters only in gifting', () => {
    expect(parse('#a=0&c=20&giftNights=2', '?flow=hotel')).toEqual({ flow: 'booking', adult: 2, child: 0, baby: 0, activityDates: [] });
  });

  it('writes the party always (defaults 2/0/0) and the flow in the search string', () => {
    expect(formatProductLocation(parse(''))).toEqual({ search: '?flow=booking', hash: '#a=2&c=0&b=0' });
    const state = parse('#checkin=2024-05-01&checkout=2024-05-03&activityDates=12_2024-05-01', '?flow=booking');
    expect(formatProductLocation(state).hash).toBe('#checkin=2024-05-01&checkout=2024-05-03&a=2&c=0&b=0&activityDates=12_2024-05-01');
  });

  it('changing dates resets the selected activity dates', () => {
    const state = parse('#checkin=2024-05-01&checkout=2024-05-03&activityDates=12_2024-05-01');
    expect(changeProductDates(state, { checkin: '2024-06-01', checkout: '2024-06-02' })).toMatchObject({ checkin: '2024-06-01', activityDates: [] });
  });

  it('choosing an activity day writes it to the hash, replacing that activity’s earlier day and keeping the others', () => {
    const state = parse('#checkin=2024-05-01&checkout=2024-05-03&activityDates=12_2024-05-01');
    const both = chooseProductActivityDate(state, '40', '2024-05-02');
    expect(formatProductLocation(both).hash).toBe('#checkin=2024-05-01&checkout=2024-05-03&a=2&c=0&b=0&activityDates=12_2024-05-01-40_2024-05-02');
    expect(chooseProductActivityDate(both, '12', '2024-05-02').activityDates).toEqual([
      { activityId: '12', date: '2024-05-02' },
      { activityId: '40', date: '2024-05-02' },
    ]);
  });

  it('clearing both dates removes them from the hash', () => {
    const state = parse('#checkin=2024-05-01&checkout=2024-05-03');
    expect(formatProductLocation(changeProductDates(state, {})).hash).toBe('#a=2&c=0&b=0');
  });

  it('changing party size updates the hash', () => {
    expect(formatProductLocation(changeProductParty(parse(''), { adult: 3, child: 1, baby: 0 })).hash).toBe('#a=3&c=1&b=0');
  });

  it('a party change outside adults 1–20, children 0–10, babies 0–10 is ignored and keeps the current counts', () => {
    const state = parse('#a=5&c=2');
    expect(changeProductParty(state, { adult: 21, child: 2, baby: 0 })).toEqual(state);
    expect(changeProductParty(state, { adult: 0, child: 2, baby: 0 })).toEqual(state);
    expect(changeProductParty(state, { adult: 5, child: 11, baby: -1 })).toEqual(state);
    expect(changeProductParty(state, { adult: 5, child: 2, baby: 1.5 })).toEqual(state);
    // Only the out-of-range count is ignored: the other stepper's change goes through.
    expect(formatProductLocation(changeProductParty(state, { adult: 21, child: 3, baby: 0 })).hash).toBe('#a=5&c=3&b=0');
    expect(formatProductLocation(changeProductParty(state, { adult: 20, child: 10, baby: 10 })).hash).toBe('#a=20&c=10&b=10');
    expect(formatProductLocation(changeProductParty(state, { adult: 1, child: 0, baby: 0 })).hash).toBe('#a=1&c=0&b=0');
  });

  it('switching to gifting sets 2 adults and giftNights from the first price list entry, else 1', () => {
    expect(switchProductToGifting(parse('#a=4'), [{ nights: 2 }, { nights: 1 }])).toMatchObject({ flow: 'gifting', adult: 2, giftNights: 2 });
    expect(switchProductToGifting(parse(''), [])).toMatchObject({ giftNights: 1 });
  });

  describe('extras: adding one opens the upsell offer, removing it returns to the original offer (product-side.md section 4)', () => {
    const dated = parse('#checkin=2024-05-01&checkout=2024-05-02&a=3&c=1&activityDates=12_2024-05-01', '?flow=booking');

    it('adding keeps the stay, party and flow and remembers the original offer in the hash', () => {
      expect(extraAddedUrl(dated, 40, 41)).toBe('/product/41?flow=booking#checkin=2024-05-01&checkout=2024-05-02&a=3&c=1&b=0&originalOfferId=40');
      expect(parse('#originalOfferId=40').originalOfferId).toBe(40);
    });

    it('adding a second extra keeps the first offer as the original', () => {
      const onExtra = parse('#a=2&originalOfferId=40');
      expect(extraAddedUrl(onExtra, 41, 42)).toBe('/product/42?flow=booking#a=2&c=0&b=0&originalOfferId=40');
    });

    it('removing returns to the original offer without the mark, and there is nothing to remove on an original offer', () => {
      expect(extraRemovedUrl(parse('#checkin=2024-05-01&checkout=2024-05-02&giftNights=1&originalOfferId=40', '?flow=gifting'))).toBe(
        '/product/40?flow=gifting#checkin=2024-05-01&checkout=2024-05-02&a=2&c=0&b=0&giftNights=1',
      );
      expect(extraRemovedUrl(dated)).toBeUndefined();
    });

    it('an unreadable original offer is dropped', () => {
      expect(parse('#originalOfferId=abc').originalOfferId).toBeUndefined();
      expect(parse('#originalOfferId=0').originalOfferId).toBeUndefined();
    });
  });

  it('choosing another offer of the hotel opens its page for the same stay, party and flow, without the days and extra mark of the page left (product-side.md section 4)', () => {
    const dated = parse('#checkin=2024-05-01&checkout=2024-05-03&a=3&c=1&activityDates=12_2024-05-01&originalOfferId=40', '?flow=booking&minisite=360');
    expect(offerChosenUrl(dated, 77)).toBe('/product/77?flow=booking&minisite=360#checkin=2024-05-01&checkout=2024-05-03&a=3&c=1&b=0');
  });

  it('parsing never throws on arbitrary strings and format → parse → format is stable', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 20 }), (hash, search) => {
        const written = formatProductLocation(parse(hash, search));
        expect(formatProductLocation(parseProductLocation(written))).toEqual(written);
      }),
      { numRuns: 10_000 },
    );
  });

  describe('a results card links to its product page with the search it came from', () => {
    const results = (hash: string, search = '?flow=booking') => parseLocation({ search, hash });

    it('keeps the dates and the party of a booking search, and drops the address’s own query', () => {
      expect(productUrlFor('/product/12/paris-weekend?flow=gifting', results('#city=paris&checkin=2024-05-03&checkout=2024-05-05&a=3&c=1'))).toBe(
        '/product/12/paris-weekend?flow=booking#checkin=2024-05-03&checkout=2024-05-05&a=3&c=1&b=0',
      );
    });

    it('opens gifts in the gifting flow with the gift nights, format and adults of the search', () => {
      expect(productUrlFor('/product/12/paris-weekend', results('#giftNights=2&giftFormat=physical&giftAdults=4', '?flow=gifting'))).toBe(
        '/product/12/paris-weekend?flow=gifting#a=4&c=0&b=0&giftNights=2&giftFormat=physical',
      );
      expect(productUrlFor('/product/12/paris-weekend', results('#a=3', '?flow=gifting'))).toBe('/product/12/paris-weekend?flow=gifting#a=3&c=0&b=0');
    });

    it('keeps the partner mini-site of the search in the product page’s query, where the product page reads it back', () => {
      const url = productUrlFor('/product/12/paris-weekend', results('#checkin=2024-05-03&checkout=2024-05-05', '?flow=booking&minisite=97'));
      expect(url).toBe('/product/12/paris-weekend?flow=booking&minisite=97#checkin=2024-05-03&checkout=2024-05-05&a=2&c=0&b=0');
      expect(parseProductLocation({ search: '?flow=booking&minisite=97', hash: '' }).minisite).toBe(97);
    });

    it('opens the hotel and activity flows as bookings', () => {
      expect(productUrlFor('/product/7/x', results('', '?flow=hotel'))).toBe('/product/7/x?flow=booking#a=2&c=0&b=0');
    });
  });
});
