import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@escapade/app-providers/router';
import { EXTRA_NAVIGATION_DELAY_MS } from './extra-rules';

/** What the loading modal says is happening. */
export type ExtraChange = 'adding' | 'removing';

/** The pending change of extra, and how to start or cancel one. */
export interface ExtraNavigation {
  readonly pending: ExtraChange | null;
  /** Shows the loading modal, then opens `url` after the spec's delay. */
  readonly start: (change: ExtraChange, url: string) => void;
  /** Closes the modal and stays on the page. */
  readonly cancel: () => void;
}

/**
 * Adding or removing an extra shows a loading modal, and after 500 ms navigates to the upsell or the
 * original offer (product-side.md section 4); leaving the page first drops the navigation.
 */
export function useExtraNavigation(): ExtraNavigation {
  const navigate = useNavigate();
  const [pending, setPending] = useState<ExtraChange | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    setPending(null);
  }, []);
  const start = useCallback(
    (change: ExtraChange, url: string) => {
      clearTimeout(timer.current);
      setPending(change);
      timer.current = setTimeout(() => {
        setPending(null);
        navigate(url);
      }, EXTRA_NAVIGATION_DELAY_MS);
    },
    [navigate],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { pending, start, cancel };
}
