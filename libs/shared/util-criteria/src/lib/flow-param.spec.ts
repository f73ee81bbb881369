import { parseLocation } from './search-hash';
import { flowParam } from './flow-param';

describe('the flow of a page address (?flow=)', () => {
  it.each(['?flow=gifting', '?page=2&flow=activity', '?flow=hotel', ''])('%j reads as the codec reads it', (search) => {
    const flow = flowParam(search);
    expect(parseLocation({ search, hash: '' }).flow).toBe(flow ?? 'booking');
  });

  it('gives what is written, for the caller to check', () => {
    expect(flowParam('?flow=nonsense')).toBe('nonsense');
    expect(flowParam('?page=1')).toBeNull();
  });
});
