import { useLocation, type Location } from '@escapade/app-providers/router';
import { FRAME_PATHS, frameKindOf } from './frame-kind';
import { useHydrated } from './use-hydrated';

/**
 * The router's location for what the frame shows (links that keep the page, such as the language
 * switch and the sign-in return address). While the browser hydrates a frame, it is the address the
 * frame was rendered for (one frame serves every page of its kind), so the first render matches
 * the HTML; from the next render on, the page's own address.
 */
export function usePageLocation(): Location {
  const location = useLocation();
  const hydrated = useHydrated();
  const kind = frameKindOf(location.pathname);
  if (hydrated || !kind) return location;
  return { ...location, pathname: FRAME_PATHS[kind], search: '', hash: '' };
}
