import { isScarce, MAX_STRESS_MESSAGES, STRESS_ROTATION_MS, STRESS_TRANSITION_MS, stressBadges } from './stress';

const social = {
  message: '12 people are looking',
  color: 'social' as const,
  emoji: '👀',
};
const reinsurance = {
  message: 'Free cancellation',
  color: 'reinsurance' as const,
  icon: 'shield',
};

describe('stress messages', () => {
  it('scarcity message when 3 or fewer rooms are left', () => {
    expect(isScarce(3)).toBe(true);
    expect(isScarce(1)).toBe(true);
    expect(isScarce(4)).toBe(false);
    expect(isScarce(0)).toBe(false);
    expect(isScarce(undefined)).toBe(false);
    expect(stressBadges({ availableRooms: 2 })).toEqual([
      {
        color: 'scarcity',
        message: {
          id: 'pricing.stress.scarcity',
          defaultMessage: '{count, plural, one {Only # room left} other {Only # rooms left}}',
          values: { count: 2 },
        },
      },
    ]);
  });

  it('at most 2 stress messages, scarcity first', () => {
    const badges = stressBadges({
      availableRooms: 1,
      messages: [social, reinsurance],
    });
    expect(MAX_STRESS_MESSAGES).toBe(2);
    expect(badges.map(({ color }) => color)).toEqual(['scarcity', 'social']);
    expect(badges[1]).toEqual({
      color: 'social',
      emoji: '👀',
      message: {
        id: 'pricing.stress.content',
        defaultMessage: '{message}',
        values: { message: '12 people are looking' },
      },
    });
  });

  it('without scarcity, the first two CMS messages show', () => {
    const badges = stressBadges({
      availableRooms: 8,
      messages: [reinsurance, social, { message: 'Last minute', color: 'social' }],
    });
    expect(badges.map(({ message }) => message.values?.['message'])).toEqual(['Free cancellation', '12 people are looking']);
    expect(badges[0]).toHaveProperty('icon', 'shield');
    expect(badges[0]).not.toHaveProperty('emoji');
    expect(stressBadges({})).toEqual([]);
  });

  it('stress messages rotate every 3000 ms with a 500 ms transition', () => {
    expect(STRESS_ROTATION_MS).toBe(3000);
    expect(STRESS_TRANSITION_MS).toBe(500);
  });
});
