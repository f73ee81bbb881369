import { startTransition, useEffect, useState } from 'react';

/** Set by the start-up just before it hydrates a page frame; cleared once that render is on screen. */
let hydrating = false;

/** Says that the coming render hydrates a page frame written ahead of time (see bootstrap.tsx). */
export function startFrameHydration(): void {
  hydrating = true;
}

/**
 * False while the page frame is rendered ahead of time and while the browser hydrates it, true
 * from the render after (and from the first render when the page was not server-rendered). What
 * only the browser knows (its address, a remote's code) is rendered once this is true, so the
 * first render in the browser produces exactly the HTML the server sent.
 *
 * The render after hydration is a transition, time-sliced like the hydration itself. (An external
 * store whose server snapshot differs would do it as one synchronous render of the whole page,
 * the longest task of the start-up.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydrating);
  useEffect(() => {
    hydrating = false;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
