import { lazy } from 'react';

export { EXTRA_NAVIGATION_DELAY_MS, offeredExtras } from './extra-rules';

/** The extras section, in its own chunk: the product page's first paint does not wait for it. */
export const ExtrasSection = lazy(() => import('./extras-section'));
