import { formatLocation, parseLocation } from './search-hash';
import { changeFilters, changePage, changeSort, removeAllFilters, searchInThisArea, submitSearch } from './search-navigation';

const onPage3 = (hash = '#city=Lyon', flow = 'booking') => parseLocation({ search: `?flow=${flow}&page=3`, hash });

describe('search navigation (search-side.md section 4)', () => {
  it('any sort change drops the page number and sets the origin to the search bar', () => {
    const navigation = changeSort(onPage3(), 'priceAsc');
    expect(navigation.origin).toBe('searchBar');
    expect(navigation.criteria).toMatchObject({ page: 0, sort: 'priceAsc', city: 'Lyon' });
  });

  it('any filter change drops the page number and sets the origin to the search bar', () => {
    const navigation = changeFilters(onPage3(), { stars: [4], hotelScore: 8 });
    expect(navigation.origin).toBe('searchBar');
    expect(navigation.criteria).toMatchObject({ page: 0, stars: [4], hotelScore: 8 });
  });

  it("'Remove all filters' clears every filter, price and distance included, and keeps destination, dates, party and sort", () => {
    const filtered = onPage3(
      '#city=Lyon&checkin=2030-05-03&checkout=2030-05-05&a=3&lat=45.7&lng=4.8&sort=priceAsc&stars=4,5&hotelScore=8&priceMin=2000&priceMax=9000&distanceMin=0&distanceMax=50&facilities=pool,pets&tags=12&hotelTypes=castle&hotelStyles=design&hotelEnvironments=sea',
    );
    const navigation = removeAllFilters(filtered);
    expect(navigation.origin).toBe('searchBar');
    expect(formatLocation(navigation.criteria).hash).toBe('#city=Lyon&checkin=2030-05-03&checkout=2030-05-05&a=3&lat=45.7&lng=4.8&sort=priceAsc');
  });

  it('pagination keeps the criteria and moves the zero-based page', () => {
    expect(changePage(onPage3(), 4)).toEqual({ criteria: { ...onPage3(), page: 4 }, origin: 'pagination' });
  });

  it("booking-flow submit without dates opens the calendar when the dates variation is 'forced'", () => {
    expect(submitSearch(onPage3(), { datesVariation: 'forced', flexibleDates: true })).toEqual({ kind: 'openCalendar' });
  });

  it("booking-flow submit without dates opens the calendar when 'suggested' and flexible dates were not chosen", () => {
    expect(submitSearch(onPage3(), { datesVariation: 'suggested', flexibleDates: false })).toEqual({ kind: 'openCalendar' });
  });

  it("otherwise submit searches from the search bar on page 0 ('suggested' with flexible dates, no variation, dates set, other flows)", () => {
    const withDates = onPage3('#checkin=2024-05-01&checkout=2024-05-02');
    const cases = [
      submitSearch(onPage3(), { datesVariation: 'suggested', flexibleDates: true }),
      submitSearch(onPage3(), { datesVariation: 'control', flexibleDates: false }),
      submitSearch(withDates, { datesVariation: 'forced', flexibleDates: false }),
      submitSearch(onPage3('', 'gifting'), { datesVariation: 'forced', flexibleDates: false }),
    ];
    for (const outcome of cases) {
      expect(outcome).toMatchObject({ kind: 'search', navigation: { origin: 'searchBar', criteria: { page: 0 } } });
    }
  });

  it("'Search in this area' searches around the map centre with the radius rounded up in km", () => {
    const navigation = searchInThisArea(onPage3('#distanceMin=5&distanceMax=9'), { lat: 41.39, lng: 2.17 }, 12_001);
    expect(navigation.origin).toBe('map');
    expect(navigation.criteria).toMatchObject({ lat: 41.39, lng: 2.17, distanceMax: 13, page: 0 });
    expect(navigation.criteria).not.toHaveProperty('distanceMin');
  });

  it("'Search in this area' rounds a map centre's 17 significant digits to 6 decimals, which the hash and the API read back", () => {
    const navigation = searchInThisArea(onPage3(''), { lat: 48.8 + 4 * 0.0001, lng: 2.3 + 2 * 0.0003 }, 5_000);
    expect(navigation.criteria).toMatchObject({ lat: 48.8004, lng: 2.3006 });
  });

  it("'Search in this area' replaces the place searched and keeps theme, dates, party, filters and sort", () => {
    const navigation = searchInThisArea(onPage3('#city=Lyon&theme=39&checkin=2030-05-03&checkout=2030-05-05&a=3&stars=4&sort=priceAsc'), { lat: 45.76, lng: 4.84 }, 8_000);
    expect(navigation.criteria).not.toHaveProperty('city');
    expect(navigation.criteria).toMatchObject({ theme: 39, checkin: '2030-05-03', checkout: '2030-05-05', stars: [4], sort: 'priceAsc', lat: 45.76, lng: 4.84, distanceMax: 8 });
    expect(navigation.criteria.travellers.adult).toBe(3);
  });
});
