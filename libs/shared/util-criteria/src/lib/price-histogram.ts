import { CENTS_PER_EURO, PRICE_SLIDER_MAX, priceSliderBounds, type PriceSliderValues } from './price-slider';
import type { Flow } from './types';

// The histogram's own module, apart from the slider's: only the filter panels (a lazy chunk) draw it.

/** Bars of the histogram under the price slider: about ten euros each over the slider's range. */
export const PRICE_HISTOGRAM_BAND_COUNT = 24;

/**
 * One bar of the price histogram, in cents: prices from `min` (included) up to `max` (excluded).
 * The first band starts at 0 and the last has no `max`, since the slider's ends mean no minimum
 * and no maximum.
 */
export interface PriceBand {
  readonly min: number;
  readonly max: number | null;
}

/**
 * The price bands of a flow's slider, cut at whole euros so each edge is a position of the
 * slider: the API counts offers per band and the filter draws them under the handles.
 */
export function priceHistogramBands(flow: Flow): PriceBand[] {
  const { min, max } = priceSliderBounds(flow);
  const edges = Array.from({ length: PRICE_HISTOGRAM_BAND_COUNT - 1 }, (_, index) => (min + Math.round(((index + 1) * (max - min)) / PRICE_HISTOGRAM_BAND_COUNT)) * CENTS_PER_EURO);
  return [0, ...edges].map((edge, index) => ({ min: edge, max: edges[index] ?? null }));
}

/** Index of the band a price (cents) falls in; the bands are those of {@link priceHistogramBands}. */
export function priceBandIndex(bands: readonly PriceBand[], cents: number): number {
  let low = 0;
  let high = bands.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (bands[middle].min <= cents) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * Whether a band holds prices the slider's handles (euros) let through, so its bar is drawn as
 * selected. The first band starts at 0 and the last has no end, so handles at the slider's ends
 * (no minimum, no maximum) select them in every flow.
 */
export function isPriceBandSelected(band: PriceBand, values: PriceSliderValues): boolean {
  const low = Math.round(Math.min(values.min, values.max)) * CENTS_PER_EURO;
  const high = Math.round(Math.max(values.min, values.max));
  const aboveMin = band.max === null || band.max > low;
  const belowMax = high >= PRICE_SLIDER_MAX || band.min <= high * CENTS_PER_EURO;
  return aboveMin && belowMax;
}
