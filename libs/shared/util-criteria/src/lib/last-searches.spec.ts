import { addLastSearch, readLastSearches, type RecentSearch } from './last-searches';

const paris: RecentSearch = { id: '1', label: 'Paris', category: 'city' };
const lyon: RecentSearch = { id: '2', label: 'Lyon', category: 'city' };
const nice: RecentSearch = { id: '3', label: 'Nice', category: 'city' };
const alps: RecentSearch = { id: '4', label: 'Alps', category: 'region' };

describe('last searches (search-side.md sections 7 and 9)', () => {
  it('the newest search comes first', () => {
    expect(addLastSearch([paris], lyon)).toEqual([lyon, paris]);
  });

  it('at most 3 are kept', () => {
    expect(addLastSearch([nice, lyon, paris], alps)).toEqual([alps, nice, lyon]);
  });

  it('no duplicates: searching again moves the entry to the front', () => {
    expect(addLastSearch([nice, lyon, paris], { ...paris, label: 'Paris (75)' })).toEqual([{ ...paris, label: 'Paris (75)' }, nice, lyon]);
    expect(addLastSearch([paris], { ...paris, category: 'region' })).toHaveLength(2);
  });

  it('stored searches are read defensively: malformed entries and duplicates dropped, 3 kept, order kept', () => {
    expect(readLastSearches([nice, { id: 5, label: 'Metz', category: 'city' }, null, { id: '9' }, nice, lyon, paris])).toEqual([
      nice,
      { id: '5', label: 'Metz', category: 'city' },
      lyon,
    ]);
    expect(readLastSearches('oops')).toEqual([]);
  });
});
