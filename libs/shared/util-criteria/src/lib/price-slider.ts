import type { Flow } from './types';
import { asInteger } from './values';

/** Lower end of the price slider in euros; a value at or below it means no minimum. */
export const PRICE_SLIDER_FIXED_MIN = 9;
/** The activity flow's slider starts at 1 euro. */
export const ACTIVITY_PRICE_SLIDER_FIXED_MIN = 1;
/**
 * A minimum at or below this (euros) means no minimum: the slider's fixed minimum, 9 euros in the
 * stay flows ('9 or less means no minimum') and 1 in the activity flow, whose slider starts there so
 * that a minimum of 2 to 9 euros can be set.
 */
export function priceNoMinimumAtOrBelow(flow: Flow): number {
  return priceSliderFixedMin(flow);
}
/** Upper end in euros; a value at or above it means no maximum and the label shows '+'. */
export const PRICE_SLIDER_MAX = 250;
export const PRICE_SLIDER_STEP = 1;
/** Prices are kept in cents in the hash and in requests. */
export const CENTS_PER_EURO = 100;

/** Price filter values in cents. */
export interface PriceRange {
  readonly priceMin?: number;
  readonly priceMax?: number;
}

/** Slider handles in euros. */
export interface PriceSliderValues {
  readonly min: number;
  readonly max: number;
}

/** The fixed minimum of the slider: 1 euro in the activity flow, 9 elsewhere. */
export function priceSliderFixedMin(flow: Flow): number {
  return flow === 'activity' ? ACTIVITY_PRICE_SLIDER_FIXED_MIN : PRICE_SLIDER_FIXED_MIN;
}

/** Slider bounds and step for a flow. */
export function priceSliderBounds(flow: Flow): { min: number; max: number; step: number } {
  return { min: priceSliderFixedMin(flow), max: PRICE_SLIDER_MAX, step: PRICE_SLIDER_STEP };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Handle positions for a price filter: cents become euros, missing ends sit at the slider's ends. */
export function priceSliderValues(range: PriceRange, flow: Flow): PriceSliderValues {
  const { min, max } = priceSliderBounds(flow);
  return {
    min: range.priceMin === undefined ? min : clamp(Math.round(range.priceMin / CENTS_PER_EURO), min, max),
    max: range.priceMax === undefined ? max : clamp(Math.round(range.priceMax / CENTS_PER_EURO), min, max),
  };
}

/**
 * Turns handle positions into the filter: euros ×100 to cents, the flow's fixed minimum or less
 * (9, or 1 in the activity flow) is no minimum and 250 or more no maximum, so a slider pushed to its
 * ends filters nothing.
 */
export function priceFilterFromSlider(values: PriceSliderValues, flow: Flow): PriceRange {
  const low = Math.round(Math.min(values.min, values.max));
  const high = Math.round(Math.max(values.min, values.max));
  return {
    priceMin: low <= priceNoMinimumAtOrBelow(flow) ? undefined : low * CENTS_PER_EURO,
    priceMax: high >= PRICE_SLIDER_MAX ? undefined : high * CENTS_PER_EURO,
  };
}

/**
 * Reads a price filter from any input with the slider's meaning in a flow: whole cents, a minimum at
 * or below the flow's fixed minimum (9 euros, 1 in the activity flow) dropped, a maximum of 250 euros
 * or more dropped, an inverted range dropped whole.
 */
export function normalisePriceRange(priceMin: unknown, priceMax: unknown, flow: Flow): PriceRange {
  const min = asInteger(priceMin, priceNoMinimumAtOrBelow(flow) * CENTS_PER_EURO + 1, Number.MAX_SAFE_INTEGER);
  const max = asInteger(priceMax, 0, PRICE_SLIDER_MAX * CENTS_PER_EURO - 1);
  if (min !== undefined && max !== undefined && min > max) return {};
  return { priceMin: min, priceMax: max };
}

/** The price filter counts as active when the minimum exceeds the fixed minimum or a maximum is set. */
export function isPriceFilterActive(range: PriceRange, flow: Flow): boolean {
  const exceedsFixedMin = range.priceMin !== undefined && range.priceMin > priceSliderFixedMin(flow) * CENTS_PER_EURO;
  return exceedsFixedMin || range.priceMax !== undefined;
}

/** Label parts of the slider: the upper end shows '+' when it means no maximum. */
export function priceSliderLabel(values: PriceSliderValues): { min: number; max: number; maxSuffix: '+' | '' } {
  return { min: values.min, max: values.max, maxSuffix: values.max >= PRICE_SLIDER_MAX ? '+' : '' };
}

/** Request keys of the price filter: singleVoucherPriceMin/Max in gifting, priceMin/Max elsewhere. */
export function priceRequestKeys(flow: Flow): { min: 'priceMin' | 'singleVoucherPriceMin'; max: 'priceMax' | 'singleVoucherPriceMax' } {
  return flow === 'gifting' ? { min: 'singleVoucherPriceMin', max: 'singleVoucherPriceMax' } : { min: 'priceMin', max: 'priceMax' };
}

/** A value typed into a slider field keeps its first digits and is capped at the maximum; no digit gives undefined. */
export function typedSliderValue(text: string, max: number): number | undefined {
  const digits = /^\d+/.exec(text.trim());
  return digits === null ? undefined : Math.min(Number(digits[0]), max);
}
