import { lazy } from 'react';

/** The inline promo block's content, loaded when its slot comes into view. */
export const InlinePromo = lazy(() => import('./inline-promo').then((module) => ({ default: module.InlinePromo })));
