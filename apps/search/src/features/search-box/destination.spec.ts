import type { SearchSuggestion } from '@escapade/api-contract';
import { defaultCriteria, destinationOf, parseLocation } from '@escapade/util-criteria';
import { isAroundPosition } from './around-position';
import { destinationText, recentSearchOf, withoutDestination, withPosition, withRecentSearch, withSuggestion } from './destination';

const suggestion = (category: SearchSuggestion['category'], value: string): SearchSuggestion => ({
  label: value,
  category,
  id: 7,
  latitude: 45.5,
  longitude: 4.8,
  value,
  postalcode: null,
});

describe('destination of the search box', () => {
  const searching = parseLocation({ search: '?flow=booking', hash: '#country=france&lat=46&lng=2&a=3' });

  it('writes a picked city under the city key, with its centre for distances and its id for requests', () => {
    expect(withSuggestion(searching, suggestion('city', 'lyon'))).toMatchObject({ city: 'lyon', lat: 45.5, lng: 4.8, cityId: '7', country: undefined, travellers: { adult: 3 } });
  });

  it.each(['poi', 'searesort', 'skiresort'] as const)('keeps the centre of a %s, a place to measure distances from', (category) => {
    expect(withSuggestion(searching, suggestion(category, 'spot'))).toMatchObject({ [category]: 'spot', lat: 45.5, lng: 4.8, cityId: undefined });
  });

  it.each(['country', 'region', 'department', 'touristicregion', 'hotel'] as const)('drops any earlier centre for a %s', (category) => {
    const criteria = withSuggestion(searching, suggestion(category, 'area'));
    expect(criteria).toMatchObject({ [category]: 'area', lat: undefined, lng: undefined });
    expect(destinationOf(criteria)).toEqual({ key: category, value: 'area' });
  });

  it('searches a recent search again by its stored key and value; an unknown category changes nothing', () => {
    expect(withRecentSearch(searching, { id: 'bretagne', label: 'Bretagne', category: 'region' })).toMatchObject({ region: 'bretagne', country: undefined, lat: undefined });
    expect(withRecentSearch(searching, { id: 'x', label: 'X', category: 'planet' })).toBe(searching);
  });

  it('keeps the hash value of a suggestion as the id of its recent search', () => {
    expect(recentSearchOf(suggestion('city', 'lyon'))).toEqual({ id: 'lyon', label: 'lyon', category: 'city' });
  });

  it('starts the field with the label a recent search kept, else the hash value, else nothing', () => {
    const lyon = withSuggestion(defaultCriteria(), suggestion('city', 'lyon'));
    expect(destinationText(lyon, [{ id: 'lyon', label: 'Lyon (69000), Rhône', category: 'city' }])).toBe('Lyon (69000), Rhône');
    expect(destinationText(lyon, [{ id: 'lyon', label: 'Lyon region', category: 'region' }])).toBe('lyon');
    expect(destinationText(withoutDestination(lyon), [])).toBe('');
  });

  it("starts the field with the page's label for its destination, and not for another one", () => {
    const lyon = withSuggestion(defaultCriteria(), suggestion('city', 'lyon'));
    const known = { criteria: lyon, label: 'Lyon' };
    expect(destinationText(lyon, [{ id: 'lyon', label: 'Lyon (69000), Rhône', category: 'city' }], known)).toBe('Lyon');
    expect(destinationText(withSuggestion(lyon, suggestion('city', 'annecy')), [], known)).toBe('annecy');
  });

  it("searches around the visitor's position instead of the destination, rounded to about 10 m", () => {
    const around = withPosition(searching, 45.764043, 4.835659);
    expect(around).toMatchObject({ lat: 45.764, lng: 4.8357, country: undefined, travellers: { adult: 3 } });
    expect(isAroundPosition(around)).toBe(true);
    expect(isAroundPosition(searching)).toBe(false);
    expect(isAroundPosition(defaultCriteria())).toBe(false);
  });
});
