import { daysBetween } from '@escapade/util-market';
import { offerPriceHistory } from './seed-price-history';

const calendar = (offerId: number) => ({ offerId, promo: 20, start: '2026-03-01', prices: [10_000, null, 12_400, 9_900] });

describe('the seeded price history of a promo', () => {
  it('is the same for the same offer', () => {
    expect(offerPriceHistory(calendar(7))).toEqual(offerPriceHistory(calendar(7)));
  });

  it('without a promo, only says when today’s prices took effect', () => {
    const { pricesFrom, promoFrom, rows } = offerPriceHistory({ ...calendar(3), promo: 0 });
    expect(rows).toEqual([]);
    expect(promoFrom).toBeNull();
    expect(daysBetween(pricesFrom.slice(0, 10), '2026-03-01')).toBeGreaterThanOrEqual(20);
  });

  it('starts the promo 0 to 25 days before the calendars, after every earlier list, whose nightly prices are all above the promo’s', () => {
    let withRise = 0;
    let shorterThanTheRule = 0;
    for (let offerId = 1; offerId <= 300; offerId++) {
      const { pricesFrom, promoFrom, rows } = offerPriceHistory(calendar(offerId));
      expect(promoFrom).toBe(pricesFrom);
      const promoStart = pricesFrom.slice(0, 10);
      expect(daysBetween(promoStart, '2026-03-01')).toBeGreaterThanOrEqual(0);
      expect(daysBetween(promoStart, '2026-03-01')).toBeLessThanOrEqual(25);
      const froms = rows.map((row) => String(row.effective_from));
      expect([...froms].sort()).toEqual(froms);
      expect(froms.every((from) => from < pricesFrom)).toBe(true);
      for (const row of rows) {
        expect(row.prices[1]).toBeNull();
        row.prices.forEach((price, day) => {
          if (price !== null) expect(price).toBeGreaterThan(calendar(offerId).prices[day] as number);
        });
      }
      if (rows.length === 2) withRise += 1;
      if (daysBetween(froms[0].slice(0, 10), promoStart) < 30) shorterThanTheRule += 1;
    }
    // Some promos follow a rise inside the 30 days, some offers were on sale for less than 30 days.
    expect(withRise).toBeGreaterThan(60);
    expect(shorterThanTheRule).toBeGreaterThan(5);
  });
});
