import fc from 'fast-check';
import { addDays } from '@escapade/util-market';
import { lowestPriorPrice, lowestPriorPriceText, PRIOR_PRICE_DAYS, type PriceChange } from './prior-price';

const PROMO_START = '2026-03-20';
/** The market day `days` before the promo started. */
const before = (days: number) => addDays(PROMO_START, -days);

describe('lowest price of the 30 days before a promo (EU price-indication rule)', () => {
  it('looks back 30 days', () => {
    expect(PRIOR_PRICE_DAYS).toBe(30);
  });

  it('is the price before the promo when it held the whole window', () => {
    const history: PriceChange[] = [
      { from: before(90), price: 25_000 },
      { from: PROMO_START, price: 20_000 },
    ];
    expect(lowestPriorPrice(history, PROMO_START)).toBe(25_000);
  });

  it('has nothing to show without a history', () => {
    expect(lowestPriorPrice([], PROMO_START)).toBeNull();
  });

  it('has nothing to show when the only prices start with the promo or later', () => {
    expect(lowestPriorPrice([{ from: PROMO_START, price: 20_000 }], PROMO_START)).toBeNull();
    expect(lowestPriorPrice([{ from: addDays(PROMO_START, 3), price: 19_000 }], PROMO_START)).toBeNull();
  });

  it('with a history shorter than 30 days, is the lowest of the days the item was sold', () => {
    const history: PriceChange[] = [
      { from: before(10), price: 24_000 },
      { from: before(4), price: 26_000 },
      { from: PROMO_START, price: 20_000 },
    ];
    expect(lowestPriorPrice(history, PROMO_START)).toBe(24_000);
  });

  it('keeps the lower price of before a rise inside the window', () => {
    const history: PriceChange[] = [
      { from: before(60), price: 22_000 },
      { from: before(12), price: 25_000 },
      { from: PROMO_START, price: 20_000 },
    ];
    expect(lowestPriorPrice(history, PROMO_START)).toBe(22_000);
  });

  it('forgets a lower price that ended before the window, even on the window’s first day', () => {
    const history: PriceChange[] = [
      { from: before(60), price: 18_000 },
      { from: before(PRIOR_PRICE_DAYS), price: 25_000 },
      { from: PROMO_START, price: 20_000 },
    ];
    expect(lowestPriorPrice(history, PROMO_START)).toBe(25_000);
    // One day later, the lower price held on the window's first day and counts.
    expect(lowestPriorPrice([{ ...history[0] }, { ...history[1], from: before(PRIOR_PRICE_DAYS - 1) }, history[2]], PROMO_START)).toBe(18_000);
  });

  it('for a promo started today, looks at the 30 days before today', () => {
    const today = '2026-04-01';
    const history: PriceChange[] = [
      { from: addDays(today, -45), price: 30_000 },
      { from: addDays(today, -1), price: 27_000 },
      { from: today, price: 21_000 },
    ];
    expect(lowestPriorPrice(history, today)).toBe(27_000);
  });

  it('ignores a price superseded the day it was set, days not on sale, and later changes', () => {
    const history: PriceChange[] = [
      { from: before(20), price: 26_000 },
      { from: before(8), price: 15_000 },
      { from: before(8), price: 24_000 },
      { from: before(5), price: null },
      { from: PROMO_START, price: 20_000 },
      { from: addDays(PROMO_START, 2), price: 10_000 },
    ];
    expect(lowestPriorPrice(history, PROMO_START)).toBe(24_000);
    expect(lowestPriorPrice([{ from: before(40), price: null }], PROMO_START)).toBeNull();
  });

  it('reads the history in any order', () => {
    const history: PriceChange[] = [
      { from: PROMO_START, price: 20_000 },
      { from: before(12), price: 25_000 },
      { from: before(60), price: 22_000 },
    ];
    expect(lowestPriorPrice(history, PROMO_START)).toBe(22_000);
  });

  it('is always one of the prices in force on a day of the window (brute force over the days)', () => {
    const change = fc.record({ from: fc.integer({ min: -70, max: 5 }).map((offset) => addDays(PROMO_START, offset)), price: fc.option(fc.integer({ min: 0, max: 100_000 })) });
    fc.assert(
      fc.property(fc.array(change, { maxLength: 8 }), (history) => {
        const sorted = [...history].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
        const dayPrices: number[] = [];
        for (let day = PRIOR_PRICE_DAYS; day >= 1; day--) {
          const date = before(day);
          const inForce = sorted.filter((entry) => entry.from <= date).at(-1);
          if (inForce && inForce.price !== null) dayPrices.push(inForce.price);
        }
        expect(lowestPriorPrice(history, PROMO_START)).toBe(dayPrices.length === 0 ? null : Math.min(...dayPrices));
      }),
    );
  });

  it("is shown in the market's format next to a shown promo price only", () => {
    const promoPrice = { sellPrice: 20_000, refPrice: 25_000, promo: 20, lowestPriorPrice: 24_050 };
    expect(lowestPriorPriceText(promoPrice, 'fr-FR')).toEqual({
      id: 'pricing.promo.lowestPriorPrice',
      defaultMessage: 'Lowest price in the last 30 days: {price}',
      values: { price: '241\u00a0€' },
    });
    expect(lowestPriorPriceText(promoPrice, 'nl-NL')?.values).toEqual({ price: '€\u00a0241' });
    expect(lowestPriorPriceText({ ...promoPrice, lowestPriorPrice: null }, 'fr-FR')).toBeNull();
    expect(lowestPriorPriceText({ sellPrice: 20_000, refPrice: 25_000, promo: 20 }, 'fr-FR')).toBeNull();
    // No promo shown (none, or below the offers' 10% minimum): no prior price either.
    expect(lowestPriorPriceText({ ...promoPrice, refPrice: null, promo: 0 }, 'fr-FR')).toBeNull();
    expect(lowestPriorPriceText({ ...promoPrice, refPrice: 21_000, promo: 5 }, 'fr-FR')).toBeNull();
    expect(lowestPriorPriceText({ ...promoPrice, refPrice: 21_000, promo: 5 }, 'fr-FR', 'activity-only')).not.toBeNull();
  });
});
