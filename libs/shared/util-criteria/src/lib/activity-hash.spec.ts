import { activityParticipantBounds, activityUrlFor, formatActivityHash, parseActivityHash } from './activity-hash';

describe('activity page hash a (product-side.md sections 2, 4 and 5)', () => {
  it('participant bounds are the smallest and largest price-list keys, 2 when there are none', () => {
    expect(activityParticipantBounds([2, 1, 4])).toEqual({ min: 1, max: 4 });
    expect(activityParticipantBounds([])).toEqual({ min: 2, max: 2 });
  });

  it('hash a holds the number of participants', () => {
    expect(parseActivityHash('#a=4', [1, 2, 4])).toBe(4);
    expect(formatActivityHash(3)).toBe('#a=3');
  });

  it('without a, the default is the lowest available count', () => {
    expect(parseActivityHash('', [3, 2, 4])).toBe(2);
    expect(parseActivityHash('#a=x', [3, 2])).toBe(2);
    expect(parseActivityHash('', [])).toBe(2);
  });

  it('a count missing from the price list resets to the minimum', () => {
    expect(parseActivityHash('#a=3', [1, 2, 4])).toBe(1);
    expect(parseActivityHash('#a=3', [])).toBe(2);
  });

  it('a results card links to the activity page with its participants, the address’s own query and hash dropped', () => {
    expect(activityUrlFor('/activity/307/vol-en-montgolfiere?x=1#a=9', 1)).toBe('/activity/307/vol-en-montgolfiere#a=1');
    expect(parseActivityHash(activityUrlFor('/activity/307/x', 2).split('#')[1], [1, 2])).toBe(2);
  });
});
