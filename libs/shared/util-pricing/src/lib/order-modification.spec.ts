import fc from 'fast-check';
import { orderModificationAmount } from './order-modification';

describe('order modification amount to pay', () => {
  it('a new price within the upsell gift part pays nothing; the refund is min(gift, upsell) minus refundable', () => {
    expect(
      orderModificationAmount(20_000, {
        refundableAmount: 5_000,
        giftPayments: { gift: 15_000, upsell: 25_000 },
      }),
    ).toEqual({ amountToPay: 0, refund: 10_000 });
    // The refund is never negative.
    expect(
      orderModificationAmount(20_000, {
        refundableAmount: 30_000,
        giftPayments: { gift: 15_000, upsell: 25_000 },
      }),
    ).toEqual({ amountToPay: 0, refund: 0 });
  });

  it('a new price equal to the upsell gift part is within it: nothing to pay, min(gift, upsell) minus refundable refunded', () => {
    // 250.00 is exactly the upsell part: read as within it, not as a price above the 150.00 gift (which would pay 100.00).
    expect(
      orderModificationAmount(25_000, {
        refundableAmount: 5_000,
        giftPayments: { gift: 15_000, upsell: 25_000 },
      }),
    ).toEqual({ amountToPay: 0, refund: 10_000 });
    // One cent more is outside both parts: the price minus the larger of gift and refundable.
    expect(
      orderModificationAmount(25_001, {
        refundableAmount: 5_000,
        giftPayments: { gift: 15_000, upsell: 25_000 },
      }),
    ).toEqual({ amountToPay: 10_001, refund: 0 });
  });

  it('a new price within the gift amount pays nothing', () => {
    expect(
      orderModificationAmount(20_000, {
        refundableAmount: 5_000,
        giftPayments: { gift: 20_000, upsell: 10_000 },
      }),
    ).toEqual({ amountToPay: 0, refund: 0 });
    expect(
      orderModificationAmount(10_000, {
        refundableAmount: 0,
        giftPayments: { gift: 12_000 },
      }),
    ).toEqual({ amountToPay: 0, refund: 0 });
  });

  it('otherwise the amount to pay is the price minus the larger of gift and refundable', () => {
    expect(
      orderModificationAmount(30_000, {
        refundableAmount: 8_000,
        giftPayments: { gift: 12_000, upsell: 20_000 },
      }),
    ).toEqual({ amountToPay: 18_000, refund: 0 });
    expect(
      orderModificationAmount(30_000, {
        refundableAmount: 14_000,
        giftPayments: { gift: 12_000, upsell: null },
      }),
    ).toEqual({ amountToPay: 16_000, refund: 0 });
    expect(orderModificationAmount(30_000, { refundableAmount: 24_000 })).toEqual({
      amountToPay: 6_000,
      refund: 0,
    });
    expect(
      orderModificationAmount(30_000, {
        refundableAmount: 40_000,
        giftPayments: null,
      }),
    ).toEqual({ amountToPay: 0, refund: 0 });
  });

  it('a dearer new stay never costs less to modify into', () => {
    const cents = fc.integer({ min: 0, max: 500_000 });
    fc.assert(
      fc.property(cents, cents, cents, fc.option(cents), fc.option(cents), (price, more, refundableAmount, gift, upsell) => {
        const conditions = {
          refundableAmount,
          giftPayments: { gift, upsell },
        };
        const cheaper = orderModificationAmount(price, conditions);
        const dearer = orderModificationAmount(price + more, conditions);
        expect(dearer.amountToPay).toBeGreaterThanOrEqual(cheaper.amountToPay);
        expect(cheaper.amountToPay).toBeGreaterThanOrEqual(0);
        expect(cheaper.amountToPay).toBeLessThanOrEqual(price);
        expect(cheaper.refund).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
