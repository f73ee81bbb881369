import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the work in a task after the next frame, not in the click nor in the frame itself', () => {
    const order: string[] = [];
    afterNextPaint(() => order.push('work'));
    requestAnimationFrame(() => order.push('frame'));
    expect(order).toEqual([]);
    // The frame's callbacks run in order; the work is queued by the first one, so it runs after all of them.
    jest.advanceTimersToNextFrame();
    expect(order).toEqual(['frame']);
    jest.runOnlyPendingTimers();
    expect(order).toEqual(['frame', 'work']);
  });
});
