import fc from 'fast-check';
import { autoDiscountText, boxDiscount, keptPromo, moneySaved, PROMO_MINIMUM_PERCENT, promoOf, promoPercentage, promotionCodeReduction, referencePrice } from './promo';

describe('promos', () => {
  it('offer promo kept only if the rounded percentage is at least 10, else 0', () => {
    expect(keptPromo(9.49, 'offer')).toBe(0);
    expect(keptPromo(9.5, 'offer')).toBe(10);
    expect(keptPromo(10, 'offer')).toBe(10);
    expect(keptPromo(23.6, 'offer')).toBe(24);
  });

  it('activity-only promo kept only if the rounded percentage is at least 5, else 0', () => {
    expect(keptPromo(4.49, 'activity-only')).toBe(0);
    expect(keptPromo(4.5, 'activity-only')).toBe(5);
    expect(keptPromo(7, 'activity-only')).toBe(7);
    expect(PROMO_MINIMUM_PERCENT).toEqual({ offer: 10, 'activity-only': 5 });
  });

  it('the promo rule is monotone: a bigger discount never loses its badge, and a kept promo is at least 10 (offers) or 5 (activity-only)', () => {
    const minimum = { offer: 10, 'activity-only': 5 };
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.constantFrom('offer' as const, 'activity-only' as const),
        (a, b, kind) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(keptPromo(low, kind)).toBeLessThanOrEqual(keptPromo(high, kind));
          const kept = keptPromo(high, kind);
          expect(kept === 0 || kept >= minimum[kind]).toBe(true);
        },
      ),
    );
  });

  it('promo percentage is the discount of the sell price on the reference price', () => {
    expect(promoPercentage(8_000, 10_000)).toBe(20);
    expect(promoPercentage(10_000, 10_000)).toBe(0);
    expect(promoPercentage(12_000, 10_000)).toBe(0);
    expect(promoPercentage(0, 0)).toBe(0);
  });

  it('moneySaved is the reference price minus the sell price, never negative', () => {
    expect(moneySaved(8_000, 10_000)).toBe(2_000);
    expect(moneySaved(12_000, 10_000)).toBe(0);
  });

  it('money saved is shown only with a kept promo', () => {
    expect(promoOf({ sellPrice: 8_000, refPrice: 10_000 }, 'offer')).toEqual({
      promo: 20,
      moneySaved: 2_000,
    });
    // 8% off: no badge on an offer, so no "you save" either...
    expect(promoOf({ sellPrice: 9_200, refPrice: 10_000 }, 'offer')).toEqual({
      promo: 0,
      moneySaved: 0,
    });
    // ...but an activity-only voucher keeps it.
    expect(promoOf({ sellPrice: 9_200, refPrice: 10_000 }, 'activity-only')).toEqual({
      promo: 8,
      moneySaved: 800,
    });
  });

  it("the API's promo percentage wins over the computed one", () => {
    expect(promoOf({ sellPrice: 8_000, refPrice: 10_000, promo: 25.4 }, 'offer')).toEqual({ promo: 25, moneySaved: 2_000 });
    expect(promoOf({ sellPrice: 8_000, promo: 30 }, 'offer')).toEqual({
      promo: 30,
      moneySaved: 0,
    });
    expect(promoOf({ sellPrice: 8_000, refPrice: null }, 'offer')).toEqual({
      promo: 0,
      moneySaved: 0,
    });
  });

  it('box discount = ceil(100 - 100 x promoPrice / price)', () => {
    expect(boxDiscount(10_000, 8_000)).toBe(20);
    expect(boxDiscount(9_990, 7_990)).toBe(21); // 20.02 rounds up
    // In euros, 100 - 100 x 0.57 / 1 is 43.00000000000001 and would round up to 44: cents keep it 43.
    expect(boxDiscount(100, 57)).toBe(43);
    expect(boxDiscount(10_000, 0)).toBe(100);
  });

  it('no box discount without a lower promo price', () => {
    expect(boxDiscount(10_000, undefined)).toBe(0);
    expect(boxDiscount(10_000, null)).toBe(0);
    expect(boxDiscount(10_000, 10_000)).toBe(0);
    expect(boxDiscount(10_000, 12_000)).toBe(0);
    expect(boxDiscount(0, 0)).toBe(0);
  });

  it('box discount matches the formula on whole-cent prices and grows as the promo price falls', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (price, a, b) => {
        const [low, high] = [Math.min(a, b) % price, Math.max(a, b) % price];
        const [lower, higher] = low <= high ? [low, high] : [high, low];
        expect(boxDiscount(price, lower)).toBeGreaterThanOrEqual(boxDiscount(price, higher));
        // Exact rational check: the result d is the least integer with d >= 100 (p - pp) / p.
        const d = boxDiscount(price, higher);
        expect(d * price).toBeGreaterThanOrEqual(100 * (price - higher));
        expect((d - 1) * price).toBeLessThan(100 * (price - higher));
      }),
    );
  });

  describe('auto-discount', () => {
    const autoDiscount = { code: 'EXTRA10', value: 10 };

    it("shows 'Promo: Save {discount}% extra' with the variation, a code and a flow other than gifting", () => {
      expect(
        autoDiscountText({
          variationAssigned: true,
          autoDiscount,
          flow: 'booking',
        }),
      ).toEqual({
        id: 'pricing.promo.autoDiscount',
        defaultMessage: 'Promo: Save {discount}% extra',
        values: { discount: 10 },
      });
    });

    it('is hidden without the variation, without a code, or in the gifting flow', () => {
      expect(
        autoDiscountText({
          variationAssigned: false,
          autoDiscount,
          flow: 'booking',
        }),
      ).toBeNull();
      expect(
        autoDiscountText({
          variationAssigned: true,
          autoDiscount: { code: '', value: 10 },
          flow: 'booking',
        }),
      ).toBeNull();
      expect(
        autoDiscountText({
          variationAssigned: true,
          autoDiscount: null,
          flow: 'hotel',
        }),
      ).toBeNull();
      expect(
        autoDiscountText({
          variationAssigned: true,
          autoDiscount,
          flow: 'gifting',
        }),
      ).toBeNull();
    });
  });
});

describe('reference price', () => {
  it('the sell price is 100 - promo percent of the reference price, rounded up to the cent', () => {
    expect(referencePrice(8_000, 20)).toBe(10_000);
    expect(referencePrice(10_000, 30)).toBe(14_286);
    expect(referencePrice(10_000, 0)).toBeNull();
    expect(referencePrice(10_000, 100)).toBeNull();
  });

  it('the promo read back from the two prices is the promo announced', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 2_000_000 }), fc.integer({ min: 1, max: 90 }), (sellPrice, promo) => {
        const refPrice = referencePrice(sellPrice, promo) as number;
        expect(Math.round(promoPercentage(sellPrice, refPrice))).toBe(promo);
      }),
    );
  });
});

describe('promotion codes', () => {
  it('take their percentage off the amount, rounded to the nearest cent', () => {
    expect(promotionCodeReduction(24_990, 10)).toBe(2_499);
    expect(promotionCodeReduction(12_345, 15)).toBe(1_852);
  });

  it('take nothing off a free amount or with no percentage', () => {
    expect(promotionCodeReduction(0, 10)).toBe(0);
    expect(promotionCodeReduction(10_000, 0)).toBe(0);
  });

  it('never take off more than the amount, whatever the percentage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 200 }), (amount, percent) => {
        const reduction = promotionCodeReduction(amount, percent);
        expect(reduction).toBeGreaterThanOrEqual(0);
        expect(reduction).toBeLessThanOrEqual(amount);
      }),
    );
  });
});
