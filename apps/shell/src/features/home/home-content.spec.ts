import { homeFlowAt } from './home-content';

describe('home content per flow (product-side.md, home page)', () => {
  it.each([
    ['', 'booking'],
    ['?flow=gifting', 'gifting'],
    ['?flow=activity', 'activity'],
    ['?flow=hotel', 'booking'],
    ['?flow=unknown', 'booking'],
  ] as const)('the address %j shows the %s home', (search, flow) => {
    expect(homeFlowAt(search)).toBe(flow);
  });
});
