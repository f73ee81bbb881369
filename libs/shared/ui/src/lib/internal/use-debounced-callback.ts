import { useEffect, useMemo, useRef } from 'react';

/** A debounced callback, and `cancel` to drop a call still waiting. */
export type DebouncedCallback<Args extends unknown[]> = ((...args: Args) => void) & { cancel: () => void };

/** Delays a callback until calls stop for `delay` ms, so typing does not fire a request per key. */
export function useDebouncedCallback<Args extends unknown[]>(callback: ((...args: Args) => void) | undefined, delay: number): DebouncedCallback<Args> {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(
    () =>
      Object.assign(
        (...args: Args) => {
          clearTimeout(timer.current);
          timer.current = setTimeout(() => latest.current?.(...args), delay);
        },
        { cancel: () => clearTimeout(timer.current) },
      ),
    [delay],
  );
}
