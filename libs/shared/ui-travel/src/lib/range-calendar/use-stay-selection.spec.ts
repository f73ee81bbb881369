import { act, renderHook, waitFor } from '@testing-library/react';
import { addDays } from '@escapade/util-market';
import { marketToday } from '@escapade/util-market/clock';
import { useStaySelection, type StaySelectionOptions } from './use-stay-selection';

const NO_DATES = { checkIn: null, checkOut: null };

describe('useStaySelection', () => {
  const today = marketToday(new Date(), 'fr_FR');
  const checkIn = addDays(today, 10);
  const render = (options: Partial<StaySelectionOptions>) =>
    renderHook((props: StaySelectionOptions) => useStaySelection(props), {
      initialProps: { dates: NO_DATES, market: 'fr_FR', lookUpNights: () => null, lookUpKey: 'a', onChange: jest.fn(), ...options },
    });

  it('asks the possible nights of a new check-in and keeps them for that check-in', async () => {
    const lookUpNights = jest.fn(() => Promise.resolve([2, 3]));
    const { result } = render({ lookUpNights });
    act(() => result.current.click(checkIn));
    expect(result.current.checkIn).toBe(checkIn);
    expect(lookUpNights).toHaveBeenCalledWith(checkIn);
    await waitFor(() => expect(result.current.possibleNights?.nights).toEqual([2, 3]));
  });

  it('leaves the window open when the page has no lookup, and when the lookup fails', async () => {
    const { result } = render({ lookUpNights: () => null });
    act(() => result.current.click(checkIn));
    expect(result.current.possibleNights).toBeNull();
    const failing = render({ lookUpNights: () => Promise.reject(new Error('offline')) });
    act(() => failing.result.current.click(checkIn));
    await act(async () => undefined);
    expect(failing.result.current.possibleNights).toBeNull();
    // A check-out can still be chosen.
    act(() => failing.result.current.click(addDays(checkIn, 2)));
    expect(failing.result.current.checkOut).toBe(addDays(checkIn, 2));
  });

  it('hands a completed stay and a clear to the page, and opens on the page’s dates', () => {
    const onChange = jest.fn();
    const { result } = render({ onChange, dates: { checkIn, checkOut: addDays(checkIn, 1) } });
    expect([result.current.checkIn, result.current.checkOut]).toEqual([checkIn, addDays(checkIn, 1)]);
    act(() => result.current.click(addDays(checkIn, 3)));
    act(() => result.current.click(addDays(checkIn, 5)));
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: addDays(checkIn, 3), checkOut: addDays(checkIn, 5) });
    act(() => result.current.clear());
    expect(onChange).toHaveBeenLastCalledWith(NO_DATES);
  });

  it('offers this weekend where the market runs the popular-date shortcuts, and picks its stay for the page', () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') }); // a Thursday
    try {
      const onChange = jest.fn();
      const { result } = render({ onChange });
      expect(result.current.shortcuts.map(({ kind, checkIn, checkOut }) => ({ kind, checkIn, checkOut }))).toEqual([
        { kind: 'current-weekend', checkIn: '2026-11-27', checkOut: '2026-11-29' },
      ]);
      act(() => result.current.pickShortcut(result.current.shortcuts[0]));
      expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2026-11-27', checkOut: '2026-11-29' });
      for (const market of ['it_IT', 'nl_NL'] as const) expect(render({ market }).result.current.shortcuts).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks again when what the lookup depends on changes', () => {
    const lookUpNights = jest.fn(() => new Promise<readonly unknown[]>(() => undefined));
    const { result, rerender } = render({ lookUpNights });
    act(() => result.current.click(checkIn));
    rerender({ dates: NO_DATES, market: 'fr_FR', lookUpNights, lookUpKey: 'b', onChange: jest.fn() });
    expect(lookUpNights).toHaveBeenCalledTimes(2);
  });
});
