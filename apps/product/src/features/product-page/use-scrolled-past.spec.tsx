import { act, renderHook } from '@testing-library/react';
import { useScrolledPast } from './use-scrolled-past';

describe('useScrolledPast (the booking bar shows once the booking box is out of view above the window)', () => {
  let observed: { callback: IntersectionObserverCallback; target?: Element; disconnected: boolean } | undefined;
  beforeEach(() => {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        observed = { callback, disconnected: false };
      }
      observe(target: Element) {
        if (observed) observed.target = target;
      }
      disconnect() {
        if (observed) observed.disconnected = true;
      }
    };
  });
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    observed = undefined;
  });

  const report = (isIntersecting: boolean, bottom: number) =>
    act(() => observed?.callback([{ isIntersecting, boundingClientRect: { bottom } } as IntersectionObserverEntry], {} as IntersectionObserver));

  it('is true only while the element is above the window, not below it or in view', () => {
    const box = document.createElement('div');
    const { result } = renderHook(() => useScrolledPast(box, true));
    expect(observed?.target).toBe(box);
    expect(result.current).toBe(false);
    report(false, -12);
    expect(result.current).toBe(true);
    report(true, 300);
    expect(result.current).toBe(false);
    report(false, 2000);
    expect(result.current).toBe(false);
  });

  it('watches nothing and is false when not enabled (phones, the gift flow)', () => {
    const box = document.createElement('div');
    const { result, rerender } = renderHook(({ enabled }) => useScrolledPast(box, enabled), { initialProps: { enabled: true } });
    report(false, -12);
    expect(result.current).toBe(true);
    rerender({ enabled: false });
    expect(result.current).toBe(false);
    expect(observed?.disconnected).toBe(true);
  });
});
