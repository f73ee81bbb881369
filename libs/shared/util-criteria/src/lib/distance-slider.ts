import { hasPosition } from './sort-options';
import type { Position } from './types';

/** A distance range in kilometres. */
export interface DistanceRange {
  readonly distanceMin?: number;
  readonly distanceMax?: number;
}

/** Slider handles in kilometres. */
export interface DistanceSliderValues {
  readonly min: number;
  readonly max: number;
}

/**
 * Slider ranges in km. The spec gives no figures: around a city we use the 30 km radius the spec
 * uses for 'around' elsewhere, the general range ends at 300 km like the widest distance option.
 */
export const DISTANCE_SLIDER_RANGES = {
  city: { min: 0, max: 30 },
  general: { min: 0, max: 300 },
} as const;
export const DISTANCE_SLIDER_STEP_KM = 1;

/** The slider's range: the city range when a city is set, else the general range. */
export function distanceSliderRange(hasCity: boolean): DistanceSliderValues {
  return hasCity ? DISTANCE_SLIDER_RANGES.city : DISTANCE_SLIDER_RANGES.general;
}

function clamp(value: number, range: DistanceSliderValues): number {
  return Math.min(range.max, Math.max(range.min, Math.round(value / DISTANCE_SLIDER_STEP_KM) * DISTANCE_SLIDER_STEP_KM));
}

/** Keeps handles on whole kilometres inside the range, the lower handle first. */
export function clampDistance(values: DistanceSliderValues, range: DistanceSliderValues): DistanceSliderValues {
  const min = clamp(values.min, range);
  const max = clamp(values.max, range);
  return min <= max ? { min, max } : { min: max, max: min };
}

/** Handle positions for a distance filter; missing ends sit at the range's ends. */
export function distanceSliderValues(distance: DistanceRange, range: DistanceSliderValues): DistanceSliderValues {
  return clampDistance({ min: distance.distanceMin ?? range.min, max: distance.distanceMax ?? range.max }, range);
}

/** The slider label '{min} km - {max} km'. */
export function distanceLabel(values: DistanceSliderValues): string {
  return `${values.min} km - ${values.max} km`;
}

/** The distance filter is active when distanceMin or distanceMax is set. */
export function isDistanceActive(distance: DistanceRange): boolean {
  return distance.distanceMin !== undefined || distance.distanceMax !== undefined;
}

/** The distance criterion, sent only when the filter is active and the position is known. */
export function distanceCriterion(criteria: DistanceRange & Position): { distanceMin?: number; distanceMax?: number; lat: number; lng: number } | undefined {
  if (!isDistanceActive(criteria) || !hasPosition(criteria)) return undefined;
  return {
    distanceMin: criteria.distanceMin,
    distanceMax: criteria.distanceMax,
    lat: criteria.lat as number,
    lng: criteria.lng as number,
  };
}

/**
 * The 'Include offers around' switch, which only exists with a city: on, the distance filter becomes
 * active over the whole city range; off, it is removed.
 */
export function includeOffersAround(criteria: { readonly city?: string } & DistanceRange, include: boolean): DistanceRange {
  if (criteria.city === undefined) return { distanceMin: criteria.distanceMin, distanceMax: criteria.distanceMax };
  if (!include) return { distanceMin: undefined, distanceMax: undefined };
  const range = distanceSliderRange(true);
  return { distanceMin: range.min, distanceMax: range.max };
}
