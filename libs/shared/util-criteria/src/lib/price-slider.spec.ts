import fc from 'fast-check';
import {
  isPriceBandSelected,
  isPriceFilterActive,
  PRICE_HISTOGRAM_BAND_COUNT,
  priceBandIndex,
  priceHistogramBands,
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
    expect(priceFilterFromSlider({ min: 9, max: 250 })).toEqual({ priceMin: undefined, priceMax: undefined });
    expect(priceFilterFromSlider({ min: 3, max: 300 })).toEqual({ priceMin: undefined, priceMax: undefined });
    expect(priceFilterFromSlider({ min: 10, max: 249 })).toEqual({ priceMin: 1000, priceMax: 24900 });
  });

  it('values are stored in cents (×100), whole euros, the lower handle first', () => {
    expect(priceFilterFromSlider({ min: 120.4, max: 40 })).toEqual({ priceMin: 4000, priceMax: 12000 });
  });

  it('handles show euros; missing ends sit at the slider ends; stored values are clamped to the range', () => {
    expect(priceSliderValues({}, 'booking')).toEqual({ min: 9, max: 250 });
    expect(priceSliderValues({}, 'activity')).toEqual({ min: 1, max: 250 });
    expect(priceSliderValues({ priceMin: 4000, priceMax: 12000 }, 'booking')).toEqual({ min: 40, max: 120 });
    expect(priceSliderValues({ priceMin: 100, priceMax: 99_900 }, 'booking')).toEqual({ min: 9, max: 250 });
  });

  it('a stored range keeps whole cents only, drops a minimum of 9 euros or less, a maximum of 250 or more, and an inverted range', () => {
    expect(normalisePriceRange(901, 24_999)).toEqual({ priceMin: 901, priceMax: 24_999 });
    expect(normalisePriceRange(900, 25_000)).toEqual({ priceMin: undefined, priceMax: undefined });
    expect(normalisePriceRange(5000, 2000)).toEqual({});
    expect(normalisePriceRange(12.5, 'x')).toEqual({ priceMin: undefined, priceMax: undefined });
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

  describe('histogram bands under the slider', () => {
    it('cut the slider range at whole euros: the first band has no minimum, the last no maximum', () => {
      const bands = priceHistogramBands('booking');
      expect(bands).toHaveLength(PRICE_HISTOGRAM_BAND_COUNT);
      expect(bands[0]).toEqual({ min: 0, max: 1900 });
      expect(bands[1]).toEqual({ min: 1900, max: 2900 });
      expect(bands.at(-1)).toEqual({ min: 24000, max: null });
      for (const [index, band] of bands.entries()) {
        expect(band.min % 100).toBe(0);
        if (index > 0) expect(band.min).toBe(bands[index - 1].max);
      }
      expect(priceHistogramBands('activity')[0]).toEqual({ min: 0, max: 1100 });
      expect(priceHistogramBands('gifting')).toEqual(bands);
    });

    it('every price falls in the one band whose edges hold it', () => {
      fc.assert(
        fc.property(fc.constantFrom('booking' as const, 'activity' as const), fc.integer({ min: 0, max: 1_000_000 }), (flow, cents) => {
          const bands = priceHistogramBands(flow);
          const band = bands[priceBandIndex(bands, cents)];
          expect(band.min).toBeLessThanOrEqual(cents);
          if (band.max !== null) expect(cents).toBeLessThan(band.max);
        }),
      );
    });

    it('a band is selected when the handles let some of its prices through', () => {
      const bands = priceHistogramBands('booking');
      expect(bands.every((band) => isPriceBandSelected(band, { min: 9, max: 250 }))).toBe(true);
      const selected = bands.filter((band) => isPriceBandSelected(band, { min: 50, max: 100 }));
      expect(selected[0]).toEqual({ min: 4900, max: 5900 });
      expect(selected.at(-1)).toEqual({ min: 9900, max: 10900 });
      expect(isPriceBandSelected(bands.at(-1) ?? bands[0], { min: 200, max: 249 })).toBe(true);
      expect(isPriceBandSelected(bands.at(-1) ?? bands[0], { min: 20, max: 200 })).toBe(false);
      expect(isPriceBandSelected(bands[0], { min: 20, max: 200 })).toBe(false);
    });
  });
});
