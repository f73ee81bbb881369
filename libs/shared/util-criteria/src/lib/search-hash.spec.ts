import * as fc from 'fast-check';
import { defaultCriteria, destinationOf, formatLocation, normaliseCriteria, parseLocation } from './search-hash';
import { DESTINATION_KEYS, FLOWS, GIFT_FORMATS, type SearchCriteria, SORTS } from './types';

const parseHash = (hash: string, search = '') => parseLocation({ search, hash });

describe('results page location (search-side.md section 2)', () => {
  it('an empty location is a booking search on page 0 with 2 adults, sorted by priceQuality', () => {
    expect(parseHash('')).toEqual(defaultCriteria());
    expect(defaultCriteria()).toEqual({
      flow: 'booking',
      page: 0,
      travellers: { adult: 2, child: 0, baby: 0, singleRoom: false },
      sort: 'priceQuality',
      hotelTypes: [],
      hotelEnvironments: [],
      hotelStyles: [],
      stars: [],
      hotelScore: 0,
      facilities: [],
      tags: [],
    });
  });

  it('every hash key of section 2 is read, page (zero-based) and flow from the query string', () => {
    const criteria = parseLocation({
      search: '?flow=gifting&page=2',
      hash:
        '#city=Paris&country=FR&department=75&region=IDF&touristicregion=Loire&poi=Louvre&searesort=Nice&skiresort=Tignes&hotel=42' +
        '&theme=7&checkin=2024-05-01&checkout=2024-05-03&a=3&b=1&c=2&s=1&priceMin=2000&priceMax=15000&lat=48.85&lng=2.35' +
        '&distanceMin=5&distanceMax=50&hotelScore=8.5&facilities=wifi,pets&tags=12,40&hotelStyles=design&hotelEnvironments=sea' +
        '&hotelTypes=castle&stars=4,5&sort=svPriceDesc&giftNights=2&giftFormat=physical&giftAdults=2',
    });
    expect(criteria).toEqual({
      flow: 'gifting',
      page: 2,
      city: 'Paris',
      country: 'FR',
      department: '75',
      region: 'IDF',
      touristicregion: 'Loire',
      poi: 'Louvre',
      searesort: 'Nice',
      skiresort: 'Tignes',
      hotel: '42',
      theme: 7,
      checkin: '2024-05-01',
      checkout: '2024-05-03',
      travellers: { adult: 3, child: 2, baby: 1, singleRoom: true },
      priceMin: 2000,
      priceMax: 15000,
      lat: 48.85,
      lng: 2.35,
      distanceMin: 5,
      distanceMax: 50,
      hotelScore: 8.5,
      facilities: ['wifi', 'pets'],
      tags: ['12', '40'],
      hotelStyles: ['design'],
      hotelEnvironments: ['sea'],
      hotelTypes: ['castle'],
      stars: [4, 5],
      sort: 'svPriceDesc',
      giftNights: 2,
      giftFormat: 'physical',
      giftAdults: 2,
    });
  });

  it('writes keys in the spec order, page and flow in the query string, defaults left out', () => {
    const criteria = parseLocation({
      search: '?page=3&flow=booking',
      hash: '#sort=promo&checkout=2024-05-03&checkin=2024-05-01&city=Saint%20Malo&c=1&facilities=spa%2Cpool,wifi',
    });
    expect(formatLocation(criteria)).toEqual({
      search: '?flow=booking&page=3',
      hash: '#city=Saint%20Malo&checkin=2024-05-01&checkout=2024-05-03&c=1&s=1&facilities=spa%2Cpool,wifi&sort=promo',
    });
    expect(formatLocation(defaultCriteria())).toEqual({ search: '?flow=booking', hash: '' });
  });

  it('adults outside 1–20 fall back to 2; children and babies outside 0–10 fall back to 0', () => {
    expect(parseHash('#a=0&c=11&b=-1').travellers).toEqual({ adult: 2, child: 0, baby: 0, singleRoom: false });
    expect(parseHash('#a=21').travellers.adult).toBe(2);
    expect(parseHash('#a=20&c=10&b=10').travellers).toEqual({ adult: 20, child: 10, baby: 10, singleRoom: true });
    expect(parseHash('#a=two&c=1.5').travellers).toEqual({ adult: 2, child: 0, baby: 0, singleRoom: false });
  });

  it('s (single room) follows children and babies, whatever the hash says', () => {
    expect(parseHash('#s=1').travellers.singleRoom).toBe(false);
    expect(parseHash('#b=1').travellers.singleRoom).toBe(true);
  });

  it('an unknown flow is booking; a page that is not a whole number ≥ 0 is page 0', () => {
    expect(parseHash('', '?flow=cruise&page=-1').flow).toBe('booking');
    expect(parseHash('', '?page=-1').page).toBe(0);
    expect(parseHash('', '?page=1.5').page).toBe(0);
    expect(parseHash('', '?page=007').page).toBe(7);
  });

  it('dates are kept only as a valid pair with check-out after check-in', () => {
    expect(parseHash('#checkin=2024-05-01').checkin).toBeUndefined();
    expect(parseHash('#checkin=2024-05-03&checkout=2024-05-01').checkout).toBeUndefined();
    expect(parseHash('#checkin=2024-02-30&checkout=2024-03-02').checkin).toBeUndefined();
  });

  it('lat and lng are kept only together and within their ranges', () => {
    expect(parseHash('#lat=48.85').lat).toBeUndefined();
    expect(parseHash('#lat=91&lng=2').lat).toBeUndefined();
    expect(parseHash('#lat=45&lng=-181').lng).toBeUndefined();
    expect(parseHash('#lat=-0&lng=0')).toMatchObject({ lat: 0, lng: 0 });
    expect(parseHash('#lat=-0.0000001&lng=2.3522219000000001')).toMatchObject({ lat: 0, lng: 2.352222 });
    expect(Object.is(parseHash('#lat=-0.0000001&lng=2').lat, 0)).toBe(true);
  });

  it('a sort the flow does not offer falls back to priceQuality (distance needs lat and lng)', () => {
    expect(parseHash('#sort=svPriceAsc').sort).toBe('priceQuality');
    expect(parseHash('#sort=distance').sort).toBe('priceQuality');
    expect(parseHash('#sort=distance&lat=1&lng=2').sort).toBe('distance');
    expect(parseHash('#sort=promo', '?flow=hotel').sort).toBe('priceQuality');
    expect(parseHash('#sort=cheapest').sort).toBe('priceQuality');
  });

  it('price is in cents; a minimum of 9 euros or less, a maximum of 250 or more, or an inverted range means no price filter', () => {
    expect(parseHash('#priceMin=900&priceMax=25000')).not.toHaveProperty('priceMin');
    expect(parseHash('#priceMin=900&priceMax=25000')).not.toHaveProperty('priceMax');
    expect(parseHash('#priceMin=5000&priceMax=2000')).not.toHaveProperty('priceMin');
    expect(parseHash('#priceMin=5000')).toMatchObject({ priceMin: 5000 });
  });

  it('in the activity flow, whose slider starts at 1 euro, a minimum of 2 to 9 euros is kept; 1 euro or less is none', () => {
    expect(parseHash('#priceMin=500', '?flow=activity')).toMatchObject({ flow: 'activity', priceMin: 500 });
    expect(parseHash('#priceMin=100', '?flow=activity')).not.toHaveProperty('priceMin');
    expect(parseHash('#priceMin=500', '?flow=booking')).not.toHaveProperty('priceMin');
  });

  it('distances are whole kilometres ≥ 0; an inverted range is dropped', () => {
    expect(parseHash('#distanceMin=50&distanceMax=10')).not.toHaveProperty('distanceMin');
    expect(parseHash('#distanceMin=-5&distanceMax=10')).toMatchObject({ distanceMax: 10 });
    expect(parseHash('#distanceMin=-5&distanceMax=10')).not.toHaveProperty('distanceMin');
  });

  it('hotelScore is a rating on base 10, 0 meaning none; stars are classes 1–5; lists drop duplicates and blanks', () => {
    expect(parseHash('#hotelScore=11').hotelScore).toBe(0);
    expect(parseHash('#stars=0,3,3,6,2').stars).toEqual([3, 2]);
    expect(parseHash('#facilities=wifi,,wifi,%20spa').facilities).toEqual(['wifi', 'spa']);
  });

  it('theme is a positive whole id', () => {
    expect(parseHash('#theme=39').theme).toBe(39);
    expect(parseHash('#theme=0')).not.toHaveProperty('theme');
  });

  it('giftNights, giftFormat and giftAdults exist only in the gifting flow', () => {
    const hash = '#giftNights=2&giftFormat=digital&giftAdults=2';
    expect(parseHash(hash, '?flow=gifting')).toMatchObject({ giftNights: 2, giftFormat: 'digital', giftAdults: 2 });
    expect(parseHash(hash, '?flow=booking')).not.toHaveProperty('giftNights');
    expect(parseHash('#giftNights=0&giftFormat=paper&giftAdults=21', '?flow=gifting')).not.toHaveProperty('giftFormat');
  });

  it('cityId is kept in criteria for requests but is not a hash key', () => {
    const criteria = normaliseCriteria({ ...defaultCriteria(), city: 'Lyon', cityId: ' 2996944 ' });
    expect(criteria.cityId).toBe('2996944');
    expect(formatLocation(criteria).hash).toBe('#city=Lyon');
  });

  it('values with reserved characters survive a round trip', () => {
    const criteria = normaliseCriteria({ ...defaultCriteria(), city: 'a&b=c#d;e,f+g%h', tags: ['x,y'] });
    expect(parseLocation(formatLocation(criteria))).toEqual(criteria);
  });

  it('a crafted 100,000-character hash (a= then digits and one letter) parses in well under 50 ms of CPU and falls back to 2 adults', () => {
    const hash = `#a=${'1'.repeat(99_997)}x`;
    expect(hash.length).toBe(100_001);
    const start = process.cpuUsage();
    const criteria = parseHash(hash);
    const { user, system } = process.cpuUsage(start);
    expect(criteria.travellers.adult).toBe(2);
    expect((user + system) / 1000).toBeLessThan(50);
  });

  it('malformed escapes never throw: the value is dropped', () => {
    expect(parseHash('#city=%E0%A4%A&a=3')).toMatchObject({ travellers: { adult: 3 } });
    expect(parseHash('#city=%E0%A4%A')).not.toHaveProperty('city');
  });
});

describe('results page location properties', () => {
  const dateArbitrary = fc.date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  const textArbitrary = fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
    .map((text) => text.trim())
    .filter((text) => text !== '');
  const textListArbitrary = fc.uniqueArray(textArbitrary, { maxLength: 4 });
  const offered = (sort: string, flow: string, positionKnown: boolean): boolean =>
    sort === 'priceQuality' ||
    (sort === 'distance' && positionKnown) ||
    (sort === 'promo' && flow === 'booking') ||
    ((sort === 'priceAsc' || sort === 'popularity') && (flow === 'booking' || flow === 'hotel')) ||
    ((sort === 'svPriceAsc' || sort === 'svPriceDesc') && flow === 'gifting');

  /** Valid criteria, already in the codec's normal form, so parse(format(c)) must give c back. */
  const validCriteria: fc.Arbitrary<SearchCriteria> = fc
    .record(
      {
        flow: fc.constantFrom(...FLOWS),
        page: fc.nat({ max: 500 }),
        destination: fc.record(Object.fromEntries(DESTINATION_KEYS.map((key) => [key, textArbitrary])), { requiredKeys: [] }),
        theme: fc.integer({ min: 1, max: 500 }),
        checkin: dateArbitrary,
        nights: fc.integer({ min: 1, max: 20 }),
        adult: fc.integer({ min: 1, max: 20 }),
        child: fc.integer({ min: 0, max: 10 }),
        baby: fc.integer({ min: 0, max: 10 }),
        priceMin: fc.integer({ min: 901, max: 12_000 }),
        priceMax: fc.integer({ min: 12_000, max: 24_999 }),
        // Criteria keep coordinates to 6 decimals (roundCoordinate): any of them, negative zero aside.
        position: fc.record({
          lat: fc.integer({ min: -90e6, max: 90e6 }).map((micro) => micro / 1e6 || 0),
          lng: fc.integer({ min: -180e6, max: 180e6 }).map((micro) => micro / 1e6 || 0),
        }),
        distanceMin: fc.integer({ min: 0, max: 100 }),
        distanceMax: fc.integer({ min: 100, max: 300 }),
        hotelScore: fc.double({ min: 0, max: 10, noNaN: true }),
        facilities: textListArbitrary,
        tags: textListArbitrary,
        hotelStyles: textListArbitrary,
        hotelEnvironments: textListArbitrary,
        hotelTypes: textListArbitrary,
        stars: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 5 }),
        sort: fc.constantFrom(...SORTS),
        giftNights: fc.integer({ min: 1, max: 30 }),
        giftFormat: fc.constantFrom(...GIFT_FORMATS),
        giftAdults: fc.integer({ min: 1, max: 20 }),
      },
      { requiredKeys: ['flow', 'page', 'destination', 'nights', 'adult', 'child', 'baby', 'sort'] },
    )
    .map(({ destination, nights, adult, child, baby, position, sort, hotelScore, giftNights, giftFormat, giftAdults, ...rest }) => {
      const zeroless = (value: number): number => (value === 0 ? 0 : value);
      const criteria = {
        ...defaultCriteria(),
        ...rest,
        ...destination,
        checkout: rest.checkin === undefined ? undefined : new Date(Date.parse(rest.checkin) + nights * 86_400_000).toISOString().slice(0, 10),
        travellers: { adult, child, baby, singleRoom: child > 0 || baby > 0 },
        ...(position === undefined ? {} : { lat: zeroless(position.lat), lng: zeroless(position.lng) }),
        hotelScore: zeroless(hotelScore ?? 0),
        sort: offered(sort, rest.flow, position !== undefined) ? sort : 'priceQuality',
        ...(rest.flow === 'gifting' ? { giftNights, giftFormat, giftAdults } : {}),
      };
      return Object.fromEntries(Object.entries(criteria).filter(([, value]) => value !== undefined)) as unknown as SearchCriteria;
    });

  it('round trip: parse(format(c)) gives back any valid criteria, so format → parse → format is stable', () => {
    fc.assert(
      fc.property(validCriteria, (criteria) => {
        const written = formatLocation(criteria);
        expect(parseLocation(written)).toEqual(criteria);
        expect(formatLocation(parseLocation(written))).toEqual(written);
      }),
      { numRuns: 10_000 },
    );
  });

  it('parsing never throws on arbitrary strings, and what it reads writes back stably', () => {
    const keys = ['city', 'a', 'c', 'b', 'checkin', 'checkout', 'lat', 'lng', 'priceMin', 'stars', 'facilities', 'sort', 'flow', 'page', 'giftNights'];
    const pair = fc.tuple(fc.constantFrom(...keys), fc.string({ unit: 'binary', maxLength: 12 })).map(([key, value]) => `${key}=${value}`);
    const part = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.array(pair, { maxLength: 8 }).map((pairs) => pairs.join('&')),
    );
    fc.assert(
      fc.property(part, part, (search, hash) => {
        const criteria = parseLocation({ search: `?${search}`, hash: `#${hash}` });
        const written = formatLocation(criteria);
        expect(formatLocation(parseLocation(written))).toEqual(written);
      }),
      { numRuns: 10_000 },
    );
  });

  it('format → parse → format is stable even for criteria with out-of-range values', () => {
    const loose = fc.record({
      flow: fc.constantFrom(...FLOWS),
      page: fc.integer({ min: -5, max: 5 }),
      city: fc.string({ unit: 'binary', maxLength: 6 }),
      travellers: fc.record({ adult: fc.integer({ min: -3, max: 25 }), child: fc.integer({ min: -3, max: 12 }), baby: fc.integer({ min: -3, max: 12 }), singleRoom: fc.boolean() }),
      priceMin: fc.integer({ min: -100, max: 30_000 }),
      priceMax: fc.integer({ min: -100, max: 30_000 }),
      lat: fc.double(),
      lng: fc.double(),
      hotelScore: fc.double(),
      stars: fc.array(fc.integer({ min: -1, max: 7 })),
      sort: fc.constantFrom(...SORTS),
      giftNights: fc.integer({ min: -1, max: 40 }),
    });
    fc.assert(
      fc.property(loose, (input) => {
        const written = formatLocation({ ...defaultCriteria(), ...input });
        expect(formatLocation(parseLocation(written))).toEqual(written);
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('destinationOf', () => {
  it('names the first destination key set, in the spec order, with its value', () => {
    expect(destinationOf(parseLocation({ search: '', hash: '#region=bretagne&city=rennes' }))).toEqual({ key: 'city', value: 'rennes' });
    expect(destinationOf(parseLocation({ search: '', hash: '#theme=4' }))).toBeUndefined();
  });
});
