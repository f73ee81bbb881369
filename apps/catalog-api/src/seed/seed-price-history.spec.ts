import { daysBetween } from '@escapade/util-market';
import { offerPriceHistory, voucherPriceHistory } from './seed-price-history';

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

describe('the seeded price history of an activity voucher', () => {
  const voucher = (productId: number, promoted = true) => ({
    productId,
    prices: [
      { participants: 1, sellPrice: promoted ? 4_000 : 5_000, refPrice: 5_000 },
      { participants: 2, sellPrice: promoted ? 7_000 : 9_000, refPrice: 9_000 },
    ],
  });

  it('is the same for the same voucher, and without a promo only says when today’s prices took effect', () => {
    expect(voucherPriceHistory(voucher(7), '2026-03-01')).toEqual(voucherPriceHistory(voucher(7), '2026-03-01'));
    const plain = voucherPriceHistory(voucher(3, false), '2026-03-01');
    expect([plain.rows, plain.promoFrom]).toEqual([[], null]);
    expect(daysBetween(plain.pricesFrom.slice(0, 10), '2026-03-01')).toBeGreaterThanOrEqual(20);
  });

  it('starts the promo 0 to 25 days before the first day, after earlier prices for every number of participants, each above the promo price and none above the reference', () => {
    let withRise = 0;
    for (let productId = 1; productId <= 200; productId++) {
      const { pricesFrom, promoFrom, rows } = voucherPriceHistory(voucher(productId), '2026-03-01');
      expect(promoFrom).toBe(pricesFrom);
      expect(daysBetween(pricesFrom.slice(0, 10), '2026-03-01')).toBeGreaterThanOrEqual(0);
      expect(daysBetween(pricesFrom.slice(0, 10), '2026-03-01')).toBeLessThanOrEqual(25);
      expect(rows.every((row) => String(row.effective_from) < pricesFrom)).toBe(true);
      for (const row of rows) {
        const price = voucher(productId).prices.find((entry) => entry.participants === row.participants);
        expect(row.sell_price).toBeGreaterThan(price?.sellPrice ?? Infinity);
        expect(row.sell_price).toBeLessThanOrEqual(price?.refPrice ?? 0);
      }
      if (rows.length === 4) withRise += 1;
    }
    expect(withRise).toBeGreaterThan(40);
    expect(withRise).toBeLessThan(120);
  });
});
