import { useEffect, useMemo, useRef } from 'react';

/** Delays a callback until calls stop for `delay` ms, so typing does not fire a request per key. */
export function useDebouncedCallback<Args extends unknown[]>(callback: ((...args: Args) => void) | undefined, delay: number) {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(
    () =>
      (...args: Args) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => latest.current?.(...args), delay);
      },
    [delay],
  );
}
