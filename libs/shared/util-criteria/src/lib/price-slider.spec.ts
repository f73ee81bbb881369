import {
  isPriceFilterActive,
  normalisePriceRange,
  priceFilterFromSlider,
  priceRequestKeys,
  priceSliderBounds,
  priceSliderLabel,
  priceSliderValues,
  typedSliderValue,
} from './price-slider';

describe('price slider (search-side.md section 5)', () => {
  it('the minimum is a fixed minimum price, 1 in the activity flow; step 1; upper end 250', () => {
    expect(priceSliderBounds('booking')).toEqual({ min: 9, max: 250, step: 1 });
    expect(priceSliderBounds('activity')).toEqual({ min: 1, max: 250, step: 1 });
  });

  it('9 or less means no minimum; 250 or more means no maximum', () => {
    expect(priceFilterFromSlider({ min: 9, max: 250 }, 'booking')).toEqual({ priceMin: undefined, priceMax: undefined });
    expect(priceFilterFromSlider({ min: 3, max: 300 }, 'gifting')).toEqual({ priceMin: undefined, priceMax: undefined });
    expect(priceFilterFromSlider({ min: 10, max: 249 }, 'booking')).toEqual({ priceMin: 1000, priceMax: 24900 });
  });

  it('in the activity flow, whose slider starts at 1, only 1 means no minimum: a minimum of 2 to 9 euros is kept', () => {
    expect(priceFilterFromSlider({ min: 1, max: 250 }, 'activity')).toEqual({ priceMin: undefined, priceMax: undefined });
    expect(priceFilterFromSlider({ min: 2, max: 250 }, 'activity')).toEqual({ priceMin: 200, priceMax: undefined });
    expect(priceFilterFromSlider({ min: 9, max: 40 }, 'activity')).toEqual({ priceMin: 900, priceMax: 4000 });
    // Read back from the hash, it stays where it was set, and counts as an active filter.
    const range = normalisePriceRange(500, undefined, 'activity');
    expect(range).toEqual({ priceMin: 500, priceMax: undefined });
    expect(priceSliderValues(range, 'activity')).toEqual({ min: 5, max: 250 });
    expect(isPriceFilterActive(range, 'activity')).toBe(true);
    expect(normalisePriceRange(100, undefined, 'activity')).toEqual({ priceMin: undefined, priceMax: undefined });
  });

  it('values are stored in cents (×100), whole euros, the lower handle first', () => {
    expect(priceFilterFromSlider({ min: 120.4, max: 40 }, 'booking')).toEqual({ priceMin: 4000, priceMax: 12000 });
  });

  it('handles show euros; missing ends sit at the slider ends; stored values are clamped to the range', () => {
    expect(priceSliderValues({}, 'booking')).toEqual({ min: 9, max: 250 });
    expect(priceSliderValues({}, 'activity')).toEqual({ min: 1, max: 250 });
    expect(priceSliderValues({ priceMin: 4000, priceMax: 12000 }, 'booking')).toEqual({ min: 40, max: 120 });
    expect(priceSliderValues({ priceMin: 100, priceMax: 99_900 }, 'booking')).toEqual({ min: 9, max: 250 });
  });

  it('a stored range keeps whole cents only, drops a minimum of 9 euros or less, a maximum of 250 or more, and an inverted range', () => {
    expect(normalisePriceRange(901, 24_999, 'booking')).toEqual({ priceMin: 901, priceMax: 24_999 });
    expect(normalisePriceRange(900, 25_000, 'gifting')).toEqual({ priceMin: undefined, priceMax: undefined });
    expect(normalisePriceRange(5000, 2000, 'booking')).toEqual({});
    expect(normalisePriceRange(12.5, 'x', 'booking')).toEqual({ priceMin: undefined, priceMax: undefined });
  });

  it('the filter counts as active when the minimum exceeds the fixed minimum or a maximum is set', () => {
    expect(isPriceFilterActive({}, 'booking')).toBe(false);
    expect(isPriceFilterActive({ priceMin: 900 }, 'booking')).toBe(false);
    expect(isPriceFilterActive({ priceMin: 901 }, 'booking')).toBe(true);
    expect(isPriceFilterActive({ priceMin: 500 }, 'activity')).toBe(true);
    expect(isPriceFilterActive({ priceMin: 100 }, 'activity')).toBe(false);
    expect(isPriceFilterActive({ priceMax: 5000 }, 'booking')).toBe(true);
  });

  it("the label shows '+' at the upper end", () => {
    expect(priceSliderLabel({ min: 9, max: 250 })).toEqual({ min: 9, max: 250, maxSuffix: '+' });
    expect(priceSliderLabel({ min: 20, max: 100 })).toEqual({ min: 20, max: 100, maxSuffix: '' });
  });

  it('in gifting the keys are singleVoucherPriceMin and singleVoucherPriceMax', () => {
    expect(priceRequestKeys('gifting')).toEqual({ min: 'singleVoucherPriceMin', max: 'singleVoucherPriceMax' });
    expect(priceRequestKeys('booking')).toEqual({ min: 'priceMin', max: 'priceMax' });
  });

  it('a typed value keeps the first digits and is capped at the max (product-side.md section 5)', () => {
    expect(typedSliderValue('12a3', 250)).toBe(12);
    expect(typedSliderValue(' 999 ', 250)).toBe(250);
    expect(typedSliderValue('abc', 250)).toBeUndefined();
  });
});
