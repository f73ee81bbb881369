import { clampDistance, distanceCriterion, distanceLabel, distanceSliderRange, distanceSliderValues, includeOffersAround, isDistanceActive } from './distance-slider';

describe('distance slider (search-side.md sections 4 and 5)', () => {
  it('defaults differ for a city range and a general range', () => {
    expect(distanceSliderRange(true)).toEqual({ min: 0, max: 30 });
    expect(distanceSliderRange(false)).toEqual({ min: 0, max: 300 });
  });

  it('values are clamped to the slider min and max, on whole kilometres (step 1 km), lower handle first', () => {
    const range = distanceSliderRange(false);
    expect(clampDistance({ min: -5, max: 400 }, range)).toEqual({ min: 0, max: 300 });
    expect(clampDistance({ min: 10.4, max: 20.6 }, range)).toEqual({ min: 10, max: 21 });
    expect(clampDistance({ min: 50, max: 20 }, range)).toEqual({ min: 20, max: 50 });
  });

  it('handles of an unset filter sit at the range ends', () => {
    expect(distanceSliderValues({}, distanceSliderRange(true))).toEqual({ min: 0, max: 30 });
    expect(distanceSliderValues({ distanceMin: 5, distanceMax: 99 }, distanceSliderRange(true))).toEqual({ min: 5, max: 30 });
  });

  it("the label reads '{min} km - {max} km'", () => {
    expect(distanceLabel({ min: 0, max: 30 })).toBe('0 km - 30 km');
  });

  it('the filter is active when distanceMin or distanceMax is set', () => {
    expect(isDistanceActive({})).toBe(false);
    expect(isDistanceActive({ distanceMin: 0 })).toBe(true);
    expect(isDistanceActive({ distanceMax: 10 })).toBe(true);
  });

  it('the distance criterion is sent only if distance is active and lat/lng is known', () => {
    expect(distanceCriterion({ distanceMax: 10 })).toBeUndefined();
    expect(distanceCriterion({ lat: 1, lng: 2 })).toBeUndefined();
    expect(distanceCriterion({ distanceMax: 10, lat: 1, lng: 2 })).toEqual({ distanceMin: undefined, distanceMax: 10, lat: 1, lng: 2 });
  });

  it("'Include offers around' toggles the filter only when a city is present", () => {
    expect(includeOffersAround({ distanceMax: 7 }, true)).toEqual({ distanceMin: undefined, distanceMax: 7 });
    expect(includeOffersAround({ city: 'Lyon' }, true)).toEqual({ distanceMin: 0, distanceMax: 30 });
    expect(includeOffersAround({ city: 'Lyon', distanceMin: 0, distanceMax: 30 }, false)).toEqual({ distanceMin: undefined, distanceMax: undefined });
  });
});
