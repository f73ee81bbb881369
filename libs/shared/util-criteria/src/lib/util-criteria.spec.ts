import { utilCriteria } from './util-criteria';

describe('utilCriteria', () => {
  it('should work', () => {
    expect(utilCriteria()).toEqual('util-criteria');
  });
});
