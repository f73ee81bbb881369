import { lazy, useState, type ComponentType } from 'react';

/** A component whose code comes on demand, with a way to fetch it ahead of need. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /**
   * Fetches the code now (on a visitor's intent: pointer over, focus), so the component shows at
   * once when needed; settles when it is there, or has failed (its render then tries again and throws).
   */
  readonly preload: () => Promise<void>;
};

/**
 * React.lazy that renders at once once its code is there. A lazy component that suspends shows its
 * fallback and is revealed after React's throttle (about 300 ms) even when its code is already cached;
 * too late for the extras' loading modal, which lives 500 ms. Loaded ahead, this one never suspends.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const fetchCode = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(fetchCode);
  function Preloadable(props: P) {
    // Chosen once per instance: one drawn by the lazy component before the code came keeps it (it no
    // longer suspends), since switching to the loaded one would mount its whole subtree afresh.
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, {
    preload: () =>
      fetchCode().then(
        () => undefined,
        () => undefined,
      ),
  });
}
