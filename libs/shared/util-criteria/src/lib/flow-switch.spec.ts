import { switchFlow } from './flow-switch';
import { defaultCriteria, parseLocation } from './search-hash';

const located = (hash: string, flow = 'booking') => parseLocation({ search: `?flow=${flow}&page=4`, hash });

describe('flow switch (search-side.md section 4)', () => {
  it('switching to the same flow changes nothing', () => {
    const criteria = located('#city=Lyon');
    expect(switchFlow(criteria, 'booking')).toBe(criteria);
  });

  it('rewrites the flow and starts again from page 0, keeping the other criteria', () => {
    const switched = switchFlow(located('#city=Lyon&checkin=2024-05-01&checkout=2024-05-02'), 'hotel');
    expect(switched).toMatchObject({ flow: 'hotel', page: 0, city: 'Lyon', checkin: '2024-05-01' });
  });

  it('keeps the partner mini-site of the search in every flow, activity included', () => {
    const fromPartner = parseLocation({ search: '?flow=booking&minisite=360', hash: '#city=Lyon' });
    expect(switchFlow(fromPartner, 'activity')).toEqual({ ...defaultCriteria('activity'), minisite: 360 });
    expect(switchFlow(fromPartner, 'gifting').minisite).toBe(360);
  });

  it('into gifting the sort is kept when it is priceQuality or distance', () => {
    expect(switchFlow(located('#sort=distance&lat=1&lng=2'), 'gifting').sort).toBe('distance');
    expect(switchFlow(located(''), 'gifting').sort).toBe('priceQuality');
  });

  it('into gifting any other sort is dropped for priceQuality', () => {
    expect(switchFlow(located('#sort=promo'), 'gifting').sort).toBe('priceQuality');
    expect(switchFlow(located('#sort=popularity'), 'gifting').sort).toBe('priceQuality');
  });

  it('a sort the new flow does not offer falls back to priceQuality (gifting svPriceAsc into booking)', () => {
    expect(switchFlow(located('#sort=svPriceAsc', 'gifting'), 'booking').sort).toBe('priceQuality');
    expect(switchFlow(located('#sort=priceAsc'), 'hotel').sort).toBe('priceAsc');
  });

  it('switching to activity clears the sort, the criteria and the date and location state', () => {
    const criteria = located('#city=Lyon&lat=1&lng=2&checkin=2024-05-01&checkout=2024-05-02&sort=distance&a=4&facilities=spa');
    expect(switchFlow(criteria, 'activity')).toEqual(defaultCriteria('activity'));
  });

  it('gift parameters do not survive leaving gifting', () => {
    const criteria = located('#giftNights=2&giftFormat=digital', 'gifting');
    expect(switchFlow(criteria, 'booking')).not.toHaveProperty('giftNights');
  });
});
