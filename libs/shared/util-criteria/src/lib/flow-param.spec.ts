import { parseLocation } from './search-hash';
import { flowParam, withFlowParam } from './flow-param';

describe('the flow of a page address (?flow=)', () => {
  it.each(['?flow=gifting', '?page=2&flow=activity', '?flow=hotel', ''])('%j reads as the codec reads it', (search) => {
    const flow = flowParam(search);
    expect(parseLocation({ search, hash: '' }).flow).toBe(flow ?? 'booking');
  });

  it('gives what is written, for the caller to check', () => {
    expect(flowParam('?flow=nonsense')).toBe('nonsense');
    expect(flowParam('?page=1')).toBeNull();
  });

  it('writes another flow and keeps the other parameters', () => {
    expect(withFlowParam('', 'gifting')).toBe('?flow=gifting');
    expect(withFlowParam('?refid=abc&flow=gifting', 'booking')).toBe('?refid=abc&flow=booking');
    expect(flowParam(withFlowParam('?page=2', 'activity'))).toBe('activity');
  });
});
