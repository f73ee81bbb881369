import { lazy } from 'react';

/** The inline promo block's content, loaded when its room comes into view. */
export const InlinePromo = lazy(() => import('./inline-promo').then((module) => ({ default: module.InlinePromo })));

/** The destination's text, loaded when the bottom of the results comes into view. */
export const SeoText = lazy(() => import('./seo-text').then((module) => ({ default: module.SeoText })));
