import { type Flow, type Position, type Sort, SORTS } from './types';

/** Whether a position is known: both lat and lng are numbers. */
export function hasPosition(position: Position): boolean {
  return typeof position.lat === 'number' && typeof position.lng === 'number';
}

function isOffered(sort: Sort, flow: Flow, positionKnown: boolean): boolean {
  switch (sort) {
    case 'priceQuality':
      return true;
    case 'distance':
      return positionKnown;
    case 'promo':
      return flow === 'booking';
    case 'priceAsc':
    case 'popularity':
      return flow === 'booking' || flow === 'hotel';
    case 'svPriceDesc':
    case 'svPriceAsc':
      return flow === 'gifting';
  }
}

/**
 * Sort choices of the drawer: priceQuality always (the default), distance only with a position,
 * promo in booking, priceAsc and popularity in booking and hotel, svPriceDesc and svPriceAsc in gifting.
 */
export function sortOptions(flow: Flow, position: Position): Sort[] {
  const positionKnown = hasPosition(position);
  return SORTS.filter((sort) => isOffered(sort, flow, positionKnown));
}

/** Whether `sort` is one of the drawer's choices for this flow and position. */
export function isSortOffered(sort: Sort, flow: Flow, position: Position): boolean {
  return sortOptions(flow, position).includes(sort);
}
