import fc from 'fast-check';
import { addDays, type MarketCode } from '@escapade/util-market';
import {
  daysBeforeArrival,
  deferredPaymentDate,
  eligiblePayLaterTypes,
  instalmentSchedule,
  isInstalmentOptionShown,
  isPaypalPayLaterShown,
  isPayLaterEligible,
  type PayLaterType,
  payLaterEligibilityQuery,
  payLaterFee,
  payLaterOptions,
} from './pay-later';

/** Noon in Paris on Sunday 1 June 2025. */
const now = new Date('2025-06-01T10:00:00Z');
const ALL_TYPES: PayLaterType[] = ['deferred', '3x', '4x'];
const stay = (checkIn: string, amount: number, market: MarketCode = 'fr_FR') => ({
  market,
  amount,
  checkIn,
  now,
});

describe('pay later eligibility', () => {
  it('each method has its fee, in whole cents: deferred none, 3x 1.5 %, 4x 2 %', () => {
    expect(payLaterFee('deferred', 50_000)).toBe(0);
    expect(payLaterFee('3x', 50_000)).toBe(750);
    expect(payLaterFee('3x', 20_033)).toBe(300); // 300.495 rounds down
    expect(payLaterFee('4x', 25_025)).toBe(501); // 500.5 rounds up
  });

  it('deferred payment needs arrival at least 5 days away', () => {
    expect(isPayLaterEligible('deferred', stay('2025-06-06', 5_000))).toBe(true);
    expect(isPayLaterEligible('deferred', stay('2025-06-05', 5_000))).toBe(false);
  });

  it('3x needs at least 7 days and an amount of 200-2000 EUR', () => {
    expect(isPayLaterEligible('3x', stay('2025-06-08', 20_000))).toBe(true);
    expect(isPayLaterEligible('3x', stay('2025-06-08', 200_000))).toBe(true);
    expect(isPayLaterEligible('3x', stay('2025-06-07', 50_000))).toBe(false);
    expect(isPayLaterEligible('3x', stay('2025-06-08', 19_999))).toBe(false);
    expect(isPayLaterEligible('3x', stay('2025-06-08', 200_001))).toBe(false);
  });

  it('4x needs at least 7 days and an amount of 250-2000 EUR', () => {
    expect(isPayLaterEligible('4x', stay('2025-06-08', 25_000))).toBe(true);
    expect(isPayLaterEligible('4x', stay('2025-06-08', 200_000))).toBe(true);
    expect(isPayLaterEligible('4x', stay('2025-06-08', 24_999))).toBe(false);
    expect(isPayLaterEligible('4x', stay('2025-06-08', 200_001))).toBe(false);
    expect(isPayLaterEligible('4x', stay('2025-06-07', 50_000))).toBe(false);
  });

  it('the instalment provider is enabled for fr_FR, es_ES, fr_BE and nl_BE only', () => {
    const eligibleIn = (market: MarketCode) => isPayLaterEligible('deferred', stay('2025-06-20', 50_000, market));
    expect(eligibleIn('fr_FR')).toBe(true);
    expect(eligibleIn('es_ES')).toBe(true);
    expect(eligibleIn('fr_BE')).toBe(true);
    expect(eligibleIn('nl_BE')).toBe(true);
    expect(eligibleIn('it_IT')).toBe(false);
    expect(eligibleIn('nl_NL')).toBe(false);
  });

  it("days before arrival are counted on the market's calendar", () => {
    // 00:30 on 2 June in Paris is still 1 June in UTC.
    const lateEvening = new Date('2025-06-01T22:30:00Z');
    expect(daysBeforeArrival('2025-06-07', lateEvening, 'fr_FR')).toBe(5);
    expect(daysBeforeArrival('2025-06-07', now, 'fr_FR')).toBe(6);
    expect(daysBeforeArrival('2025-06-07', lateEvening.getTime(), 'es_ES')).toBe(5);
    expect(daysBeforeArrival('7 June', now, 'fr_FR')).toBeNull();
    expect(isPayLaterEligible('deferred', stay('7 June', 50_000))).toBe(false);
  });

  it('days before arrival are right on the night the clocks go back', () => {
    // Clocks go back on 26 October 2025 in Paris.
    expect(daysBeforeArrival('2025-10-31', new Date('2025-10-25T22:30:00Z'), 'fr_FR')).toBe(5);
    expect(daysBeforeArrival('2025-10-31', new Date('2025-10-25T21:30:00Z'), 'fr_FR')).toBe(6);
  });

  it('only enabled methods whose rule holds are eligible, in the order deferred, 3x, 4x', () => {
    expect(
      eligiblePayLaterTypes({
        ...stay('2025-06-10', 22_000),
        enabledTypes: ['4x', '3x', 'deferred'],
      }),
    ).toEqual(['deferred', '3x']);
    expect(
      eligiblePayLaterTypes({
        ...stay('2025-06-10', 30_000),
        enabledTypes: ['4x'],
      }),
    ).toEqual(['4x']);
  });

  it('a later arrival or a bigger amount within the range never loses a method', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 60 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.constantFrom(...ALL_TYPES),
        (days, moreDays, amount, type) => {
          const checkIn = (offset: number) => addDays('2025-06-01', offset);
          if (isPayLaterEligible(type, stay(checkIn(days), amount))) {
            expect(isPayLaterEligible(type, stay(checkIn(days + moreDays), amount))).toBe(true);
            const upTo = Math.min(200_000, amount + moreDays * 1_000);
            expect(isPayLaterEligible(type, stay(checkIn(days), upTo))).toBe(true);
          }
        },
      ),
    );
  });
});

describe('pay later eligibility call', () => {
  const policy = {
    type: 'FLEXIBLE',
    cancellable: true,
    cancellableUntil: '2025-06-20T22:00:00Z',
  };

  it('sends the amount in cents, the policy, the check-in and the lower-case market', () => {
    expect(
      payLaterEligibilityQuery({
        enabledTypes: ['3x'],
        amount: 45_000,
        checkIn: '2025-06-27',
        policy,
        market: 'fr_BE',
      }),
    ).toEqual({
      amount: 45_000,
      cancellationPolicyType: 'FLEXIBLE',
      cancellableUntil: '2025-06-20T22:00:00Z',
      checkinDate: '2025-06-27',
      pointOfSale: 'fr_be',
    });
    expect(
      payLaterEligibilityQuery({
        enabledTypes: ['deferred'],
        amount: 45_000,
        checkIn: '2025-06-27',
        policy: { type: 'NCNR' },
        market: 'es_ES',
      }),
    ).toEqual({
      amount: 45_000,
      cancellationPolicyType: 'NCNR',
      checkinDate: '2025-06-27',
      pointOfSale: 'es_es',
    });
  });

  it('is called only when a method is enabled and amount, check-in date and policy type exist', () => {
    const context = {
      enabledTypes: ['deferred'] as PayLaterType[],
      amount: 45_000,
      checkIn: '2025-06-27',
      policy,
      market: 'fr_FR' as const,
    };
    expect(payLaterEligibilityQuery({ ...context, enabledTypes: [] })).toBeNull();
    expect(payLaterEligibilityQuery({ ...context, amount: 0 })).toBeNull();
    expect(payLaterEligibilityQuery({ ...context, checkIn: null })).toBeNull();
    expect(payLaterEligibilityQuery({ ...context, policy: { cancellable: true } })).toBeNull();
    expect(payLaterEligibilityQuery({ ...context, policy: undefined })).toBeNull();
  });
});

describe('instalments', () => {
  it('3 or 4 monthly instalments with the fees added to the first', () => {
    expect(
      instalmentSchedule({
        total: 100_000,
        count: 3,
        fee: 1_500,
        firstDate: '2025-01-31',
      }),
    ).toEqual([
      { amount: 33_334 + 1_500, date: '2025-01-31' },
      { amount: 33_333, date: '2025-02-28' },
      { amount: 33_333, date: '2025-03-31' },
    ]);
    expect(
      instalmentSchedule({
        total: 40_000,
        count: 4,
        fee: 0,
        firstDate: '2025-06-01',
      }),
    ).toEqual([
      { amount: 10_000, date: '2025-06-01' },
      { amount: 10_000, date: '2025-07-01' },
      { amount: 10_000, date: '2025-08-01' },
      { amount: 10_000, date: '2025-09-01' },
    ]);
  });

  it('instalments always add up to the total plus fees, in whole cents, a month apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), fc.constantFrom(1, 3, 4), fc.integer({ min: 0, max: 10_000 }), (total, count, fee) => {
        const schedule = instalmentSchedule({
          total,
          count,
          fee,
          firstDate: '2025-01-31',
        });
        expect(schedule).toHaveLength(count);
        expect(schedule.reduce((sum, { amount }) => sum + amount, 0)).toBe(total + fee);
        const [first, ...rest] = schedule;
        for (const { amount } of rest) {
          expect(amount).toBe(Math.floor(total / count));
        }
        expect(first.amount - fee - Math.floor(total / count)).toBeLessThan(count);
        expect(schedule.map(({ date }) => date.slice(0, 7))).toEqual(['2025-01', '2025-02', '2025-03', '2025-04'].slice(0, count));
      }),
    );
  });

  it('the deferred payment date defaults to the cancellation deadline', () => {
    expect(
      deferredPaymentDate({
        policy: { cancellationDeadline: '2025-06-20T22:30:00Z' },
        checkIn: '2025-06-27',
        market: 'fr_FR',
      }),
    ).toBe('2025-06-21');
  });

  it('without a deadline, the deferred payment date is two days before check-in', () => {
    expect(
      deferredPaymentDate({
        policy: { type: 'NCNR' },
        checkIn: '2025-07-01',
        market: 'it_IT',
      }),
    ).toBe('2025-06-29');
    expect(
      deferredPaymentDate({
        policy: null,
        checkIn: '2025-07-01',
        market: 'fr_FR',
      }),
    ).toBe('2025-06-29');
  });
});

describe('pay later options', () => {
  const base = {
    ...stay('2025-06-20', 30_000),
    enabledTypes: ALL_TYPES,
    policy: {
      type: 'FLEXIBLE',
      cancellable: true,
      cancellationDeadline: '2025-06-15',
    },
  };

  it('instalments are shown only for eligible types returned by the eligibility call', () => {
    const options = payLaterOptions({
      ...base,
      paymentMethods: [
        { type: '3x', paymentFee: 450 },
        { type: 'deferred', paymentFee: null },
        { type: 'unknown', paymentFee: 0 },
      ],
    });
    expect(options).toEqual([
      {
        type: '3x',
        fee: 450,
        schedule: [
          { amount: 10_450, date: '2025-06-01' },
          { amount: 10_000, date: '2025-07-01' },
          { amount: 10_000, date: '2025-08-01' },
        ],
      },
      {
        type: 'deferred',
        fee: 0,
        schedule: [{ amount: 30_000, date: '2025-06-15' }],
      },
    ]);
  });

  it('deferred is not offered once its payment day, a cancellation deadline, is over; due today it still is', () => {
    const withDeadline = (cancellationDeadline: string) =>
      payLaterOptions({ ...base, policy: { ...base.policy, cancellationDeadline }, paymentMethods: [{ type: 'deferred' }, { type: '3x', paymentFee: 450 }] }).map(
        (option) => option.type,
      );
    expect(withDeadline('2025-05-31')).toEqual(['3x']);
    expect(withDeadline('2025-06-01')).toEqual(['deferred', '3x']);
  });

  it('a type the call returns is dropped when the local rule does not hold', () => {
    expect(
      payLaterOptions({
        ...base,
        amount: 24_000,
        paymentMethods: [{ type: '4x', paymentFee: 100 }],
      }),
    ).toEqual([]);
    expect(
      payLaterOptions({
        ...base,
        enabledTypes: ['3x'],
        paymentMethods: [{ type: 'deferred' }],
      }),
    ).toEqual([]);
  });

  it('PayPal pay later appears only for a total of 30-2000 in es_ES or it_IT with the variation', () => {
    const shown = (total: number, market: MarketCode, variationAssigned = true) => isPaypalPayLaterShown({ total, market, variationAssigned });
    expect(shown(3_000, 'es_ES')).toBe(true);
    expect(shown(200_000, 'it_IT')).toBe(true);
    expect(shown(2_999, 'es_ES')).toBe(false);
    expect(shown(200_001, 'it_IT')).toBe(false);
    expect(shown(50_000, 'fr_FR')).toBe(false);
    expect(shown(50_000, 'es_ES', false)).toBe(false);
  });

  it('the instalment option shows only when enabled, the offer is cancellable and a final price exists', () => {
    const policy = { cancellable: true };
    expect(isInstalmentOptionShown({ enabled: true, policy, hasFinalPrice: true })).toBe(true);
    expect(isInstalmentOptionShown({ enabled: false, policy, hasFinalPrice: true })).toBe(false);
    expect(
      isInstalmentOptionShown({
        enabled: true,
        policy: { type: 'NCNR' },
        hasFinalPrice: true,
      }),
    ).toBe(false);
    expect(isInstalmentOptionShown({ enabled: true, policy, hasFinalPrice: false })).toBe(false);
  });
});
