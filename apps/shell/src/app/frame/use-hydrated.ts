import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page frame is rendered ahead of time and while the browser hydrates it, true
 * from the render after (and from the first render when the page was not server-rendered). What
 * only the browser knows (its address, a remote's code) is rendered once this is true, so the
 * first render in the browser produces exactly the HTML the server sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
