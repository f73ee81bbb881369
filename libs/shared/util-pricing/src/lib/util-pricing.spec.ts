import { utilPricing } from './util-pricing';

describe('utilPricing', () => {
  it('should work', () => {
    expect(utilPricing()).toEqual('util-pricing');
  });
});
