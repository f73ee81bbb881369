import { lazy } from 'react';

/**
 * The filter sections (sliders, option lists), loaded when a filter panel first opens: a visitor who
 * never filters does not download them.
 */
export const FilterSection = lazy(() => import('./filter-sections').then((module) => ({ default: module.FilterSection })));
