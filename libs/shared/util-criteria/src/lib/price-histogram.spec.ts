import fc from 'fast-check';
import { isPriceBandSelected, PRICE_HISTOGRAM_BAND_COUNT, priceBandIndex, priceHistogramBands } from './price-histogram';

describe('histogram bands under the price slider', () => {
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

  it("in the activity flow a minimum of a few euros keeps the first band's bar lit and the last unlit below 250", () => {
    const bands = priceHistogramBands('activity');
    expect(bands.every((band) => isPriceBandSelected(band, { min: 1, max: 250 }))).toBe(true);
    expect(isPriceBandSelected(bands[0], { min: 5, max: 40 })).toBe(true);
    expect(isPriceBandSelected(bands.at(-1) ?? bands[0], { min: 5, max: 40 })).toBe(false);
  });
});
