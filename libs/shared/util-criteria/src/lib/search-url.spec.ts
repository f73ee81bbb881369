import fc from 'fast-check';
import { parseLocation } from './search-hash';
import { resultsPath, searchUrl } from './search-url';

describe('search URLs', () => {
  it('sends the activity flow to its own results page and every other flow to /search', () => {
    expect(resultsPath('activity')).toBe('/search/activities');
    expect(resultsPath('booking')).toBe('/search');
    expect(resultsPath('gifting')).toBe('/search');
    expect(resultsPath('hotel')).toBe('/search');
  });

  it('always writes the flow, so a shared link opens the same flow', () => {
    expect(searchUrl({ flow: 'booking' })).toBe('/search?flow=booking');
    expect(searchUrl({ flow: 'activity' })).toBe('/search/activities?flow=activity');
    expect(searchUrl({})).toBe('/search?flow=booking');
  });

  it('writes destinations, dates and filters in the hash and the page in the query', () => {
    expect(searchUrl({ flow: 'gifting', page: 2, city: 'paris', checkin: '2026-12-04', checkout: '2026-12-06', stars: [4, 5] })).toBe(
      '/search?flow=gifting&page=2#city=paris&checkin=2026-12-04&checkout=2026-12-06&stars=4,5',
    );
  });

  it('carries the partner mini-site id of a search started on a mini-site, next to the flow', () => {
    const url = searchUrl({ flow: 'booking', page: 1, minisite: 360, city: 'paris' });
    expect(url).toBe('/search?flow=booking&page=1&minisite=360#city=paris');
    const [path, hash] = url.split('#');
    expect(parseLocation({ search: path.slice(path.indexOf('?')), hash: `#${hash}` }).minisite).toBe(360);
  });

  it('drops a mini-site id that is not a positive whole number', () => {
    expect(searchUrl({ flow: 'booking', minisite: 0 })).toBe('/search?flow=booking');
    expect(parseLocation({ search: '?flow=booking&minisite=abc', hash: '' }).minisite).toBeUndefined();
  });

  it('is read back by the codec as the criteria it was written from', () => {
    fc.assert(
      fc.property(
        fc.record({
          flow: fc.constantFrom('booking', 'gifting', 'hotel', 'activity'),
          page: fc.nat(50),
          city: fc.stringMatching(/^[a-z-]{1,12}$/),
          hotelScore: fc.constantFrom(0, 7, 8, 9),
        }),
        (input) => {
          const url = new URL(searchUrl(input), 'https://www.escapade.fr');
          const read = parseLocation({ search: url.search, hash: url.hash });
          expect(read).toMatchObject(input);
        },
      ),
    );
  });
});
