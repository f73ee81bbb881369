import { daysBetween, type IsoDate } from '@escapade/util-market';
import { asStayDates } from './stay-dates';
import { normaliseParty } from './travellers';
import type { Loose, Party } from './types';
import { readNumber, readParams, readText, withMark, writeParams } from './url-params';

/** The anchor value that scrolls the hotel page to its offers. */
export const PRODUCTS_ANCHOR = 'products';

/** URL state of the hotel page (all in the hash). */
export interface HotelPageState extends Party {
  readonly checkin?: IsoDate;
  readonly checkout?: IsoDate;
  readonly anchor?: typeof PRODUCTS_ANCHOR;
}

function normalise(input: Loose<HotelPageState>): HotelPageState {
  const state: HotelPageState = {
    ...asStayDates(input.checkin, input.checkout),
    ...normaliseParty(input),
    anchor: input.anchor === PRODUCTS_ANCHOR ? PRODUCTS_ANCHOR : undefined,
  };
  return Object.fromEntries(Object.entries(state).filter(([, value]) => value !== undefined)) as unknown as HotelPageState;
}

/** Reads the hotel page hash (a default 2, c and b default 0). Never throws. */
export function parseHotelHash(hash: string): HotelPageState {
  const params = readParams(hash);
  return normalise({
    checkin: readText(params, 'checkin'),
    checkout: readText(params, 'checkout'),
    adult: readNumber(params, 'a'),
    child: readNumber(params, 'c'),
    baby: readNumber(params, 'b'),
    anchor: readText(params, 'anchor'),
  });
}

/** Writes the hotel page hash: with dates, their nights too (derived, so never read back). */
export function formatHotelHash(input: HotelPageState): string {
  const state = normalise(input);
  const nights = state.checkin === undefined ? undefined : daysBetween(state.checkin, state.checkout as IsoDate);
  return withMark(
    '#',
    writeParams([
      ['checkin', state.checkin],
      ['checkout', state.checkout],
      ['nights', nights],
      ['a', state.adult],
      ['c', state.child],
      ['b', state.baby],
      ['anchor', state.anchor],
    ]),
  );
}

/** Confirming dates on the hotel page writes them and scrolls to the offers (anchor=products). */
export function confirmHotelDates(state: HotelPageState, checkin: IsoDate, checkout: IsoDate): HotelPageState {
  return normalise({ ...state, checkin, checkout, anchor: PRODUCTS_ANCHOR });
}

/** Clearing dates on the hotel page removes both from the hash. */
export function clearHotelDates(state: HotelPageState): HotelPageState {
  return normalise({ ...state, checkin: undefined, checkout: undefined });
}
