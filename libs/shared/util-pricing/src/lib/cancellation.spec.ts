import fc from 'fast-check';
import { cancellationDeadlineOf, cancellationDisplay, isCancellable, partialRefund, stayCancellation, stayChangeSettlement } from './cancellation';

const cancellable = {
  type: 'FLEXIBLE',
  cancellable: true,
  cancellationDeadline: '2025-06-10T21:59:00Z',
};

describe('cancellation display', () => {
  it('no dates gives a prompt to add dates', () => {
    expect(
      cancellationDisplay({
        hasDates: false,
        policy: cancellable,
        market: 'fr_FR',
      }),
    ).toEqual({
      kind: 'addDates',
      tone: 'info',
      message: {
        id: 'pricing.cancellation.addDates',
        defaultMessage: 'Add your dates to see the cancellation conditions',
      },
    });
  });

  it('dates and a cancellable policy with a deadline: modifiable / partly refundable until the deadline, green badge', () => {
    expect(
      cancellationDisplay({
        hasDates: true,
        policy: cancellable,
        market: 'fr_FR',
      }),
    ).toEqual({
      kind: 'cancellable',
      tone: 'success',
      deadline: '2025-06-10',
      message: {
        id: 'pricing.cancellation.cancellable',
        defaultMessage: 'Modifiable and partly refundable until {deadline}',
        values: { deadline: '10 juin 2025' },
      },
    });
  });

  it("the deadline's day is read in the market's time zone and the given locale", () => {
    const lateDeadline = {
      cancellable: true,
      cancellableUntil: '2025-06-10T22:30:00Z',
    };
    // 00:30 on 11 June in Paris, still 10 June in UTC.
    const display = cancellationDisplay({
      hasDates: true,
      policy: lateDeadline,
      market: 'nl_BE',
      locale: 'fr-BE',
    });
    expect(display.deadline).toBe('2025-06-11');
    expect(display.message.values).toEqual({ deadline: '11 juin 2025' });
    expect(
      cancellationDisplay({
        hasDates: true,
        policy: lateDeadline,
        market: 'es_ES',
      }).message.values,
    ).toEqual({ deadline: '11 de junio de 2025' });
  });

  it('a cancellable policy without a deadline is partly refundable until check-in, as the refund rule says', () => {
    const untilCheckIn = {
      kind: 'cancellable',
      tone: 'success',
      message: { id: 'pricing.cancellation.cancellableUntilCheckIn', defaultMessage: 'Modifiable and partly refundable until check-in' },
    };
    expect(cancellationDisplay({ hasDates: true, policy: { cancellable: true }, market: 'fr_FR' })).toEqual(untilCheckIn);
    expect(cancellationDisplay({ hasDates: true, policy: { isCancellable: true, cancellationDeadline: null }, market: 'nl_BE' })).toEqual(untilCheckIn);
  });

  it('otherwise non-exchangeable and non-refundable', () => {
    const nonRefundable = {
      kind: 'nonRefundable',
      tone: 'info',
      message: {
        id: 'pricing.cancellation.nonRefundable',
        defaultMessage: 'Non-exchangeable and non-refundable',
      },
    };
    // A deadline but not cancellable.
    expect(
      cancellationDisplay({
        hasDates: true,
        policy: { ...cancellable, cancellable: false },
        market: 'fr_FR',
      }),
    ).toEqual(nonRefundable);
    // An unreadable deadline.
    expect(
      cancellationDisplay({
        hasDates: true,
        policy: { ...cancellable, cancellationDeadline: 'soon' },
        market: 'fr_FR',
      }),
    ).toEqual(nonRefundable);
    expect(cancellationDisplay({ hasDates: true, policy: null, market: 'it_IT' })).toEqual(nonRefundable);
  });

  it('type NCNR means non-cancellable, whatever the flag', () => {
    expect(isCancellable({ ...cancellable, type: 'NCNR' })).toBe(false);
    expect(
      cancellationDisplay({
        hasDates: true,
        policy: { ...cancellable, type: 'NCNR' },
        market: 'fr_FR',
      }).kind,
    ).toBe('nonRefundable');
  });

  it('the cancellable flag is read from cancellable or isCancellable', () => {
    expect(isCancellable({ isCancellable: true })).toBe(true);
    expect(isCancellable({ cancellable: false, isCancellable: true })).toBe(false);
    expect(isCancellable({})).toBe(false);
    expect(isCancellable(undefined)).toBe(false);
  });

  it('a bare deadline day lasts until the end of that day in the market', () => {
    expect(cancellationDeadlineOf({ cancellationDeadline: '2025-06-10' }, 'fr_FR')).toBe(Date.parse('2025-06-10T23:59:59.999+02:00'));
    expect(cancellationDeadlineOf({}, 'fr_FR')).toBeUndefined();
  });
});

describe('cancellation conditions', () => {
  const nights = [10_000, 12_345];
  const policy = {
    type: 'FLEXIBLE',
    cancellable: true,
    cancellationDeadline: '2025-06-10',
  };
  const refundAt = (cancelledAt: string, overrides = {}) =>
    partialRefund({
      nightAmounts: nights,
      policy,
      checkIn: '2025-06-14',
      cancelledAt: new Date(cancelledAt),
      market: 'fr_FR',
      ...overrides,
    });

  it("cancelling up to the deadline gives a partial refund of 80% of each night's amount", () => {
    // 80% of 100.00 is 80.00; 80% of 123.45 is 98.76.
    expect(refundAt('2025-06-01T10:00:00Z')).toBe(8_000 + 9_876);
    // 23:30 on the deadline day in Paris is still within the deadline.
    expect(refundAt('2025-06-10T21:30:00Z')).toBe(17_876);
  });

  it('each night refunds 80% rounded down to the cent, never more', () => {
    // 80% of 10.01 is 8.008: 8.00, not 8.01.
    expect(refundAt('2025-06-01T10:00:00Z', { nightAmounts: [1_001] })).toBe(800);
  });

  it('cancelling exactly at the deadline (its last millisecond on the market clock) still refunds; one millisecond later nothing', () => {
    // The bare deadline day 10 June ends at 23:59:59.999 in Paris, 21:59:59.999Z in summer.
    expect(refundAt('2025-06-10T21:59:59.999Z')).toBe(17_876);
    expect(refundAt('2025-06-10T22:00:00.000Z')).toBe(0);
    // A deadline given as an instant is the same: at it, refunded; after it, not.
    const atInstant = { ...policy, cancellationDeadline: '2025-06-10T12:00:00Z' };
    expect(refundAt('2025-06-10T12:00:00.000Z', { policy: atInstant })).toBe(17_876);
    expect(refundAt('2025-06-10T12:00:00.001Z', { policy: atInstant })).toBe(0);
  });

  it('cancelling at check-in 00:00 on the market clock refunds nothing, even with a deadline after check-in', () => {
    const lateDeadline = { policy: { ...policy, cancellationDeadline: '2025-06-20' } };
    // 14 June 00:00 in Paris is 13 June 22:00Z: the check-in date has begun, the no-refund date wins over the deadline.
    expect(refundAt('2025-06-13T22:00:00.000Z', lateDeadline)).toBe(0);
    // The last millisecond before check-in still refunds.
    expect(refundAt('2025-06-13T21:59:59.999Z', lateDeadline)).toBe(17_876);
  });

  it('after the deadline there is no refund', () => {
    // 00:30 on 11 June in Paris.
    expect(refundAt('2025-06-10T22:30:00Z')).toBe(0);
  });

  it('after the no-refund date (the check-in date) there is no refund', () => {
    expect(
      refundAt('2025-06-14T08:00:00Z', {
        policy: { ...policy, cancellationDeadline: '2025-06-20' },
      }),
    ).toBe(0);
    expect(refundAt('2025-06-01T10:00:00Z', { checkIn: 'not a date' })).toBe(0);
  });

  it('a non-cancellable or deadline-less policy refunds nothing', () => {
    expect(refundAt('2025-06-01T10:00:00Z', { policy: { ...policy, type: 'NCNR' } })).toBe(0);
    expect(refundAt('2025-06-01T10:00:00Z', { policy: { cancellable: true } })).toBe(0);
  });

  it('the refund is 80% of the stay, never more, less at most a cent per night', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 14 }), (amounts) => {
        const refund = refundAt('2025-06-01T10:00:00Z', {
          nightAmounts: amounts,
        });
        const total = amounts.reduce((sum, amount) => sum + amount, 0);
        expect(refund * 100).toBeLessThanOrEqual(total * 80);
        // Rounding down loses under a cent per night.
        expect((refund + amounts.length) * 100).toBeGreaterThanOrEqual(total * 80);
      }),
    );
  });

  it('modifying: a cheaper new stay refunds the difference, a dearer one is paid', () => {
    expect(stayChangeSettlement(30_000, 25_000)).toEqual({
      refund: 5_000,
      toPay: 0,
    });
    expect(stayChangeSettlement(30_000, 32_000)).toEqual({
      refund: 0,
      toPay: 2_000,
    });
    expect(stayChangeSettlement(30_000, 30_000)).toEqual({
      refund: 0,
      toPay: 0,
    });
  });
});

describe('cancellation deadline of a dated stay', () => {
  const stay = { type: 'FREE', daysBeforeCheckIn: 7, checkIn: '2026-04-02', market: 'fr_FR' } as const;

  it('ends the deadline day at midnight on the market clock, not in UTC (23:59:59 Paris is 21:59:59Z in summer)', () => {
    const terms = stayCancellation({ ...stay, now: new Date('2026-03-20T12:00:00Z') });
    expect(terms.cancellable).toBe(true);
    expect(terms.until).toBe('2026-03-26');
    expect(terms.deadline).toBe(Date.parse('2026-03-26T22:59:59.999Z'));
    expect(stayCancellation({ ...stay, checkIn: '2026-04-08', now: new Date('2026-03-20T12:00:00Z') }).deadline).toBe(Date.parse('2026-04-01T21:59:59.999Z'));
  });

  it('a deadline already passed is not cancellable (check-in in two days, a week of notice)', () => {
    expect(stayCancellation({ ...stay, now: new Date('2026-03-31T09:00:00Z') })).toEqual({ type: 'FREE', cancellable: false });
    expect(stayCancellation({ ...stay, now: new Date('2026-03-26T22:59:59.999Z') }).cancellable).toBe(true);
    expect(stayCancellation({ ...stay, now: new Date('2026-03-26T23:00:00Z') }).cancellable).toBe(false);
  });

  it('at the very deadline millisecond the terms and the display still read cancellable', () => {
    const deadline = Date.parse('2026-03-26T22:59:59.999Z');
    expect(stayCancellation({ ...stay, now: deadline })).toEqual({ type: 'FREE', cancellable: true, deadline, until: '2026-03-26' });
    const policy = { type: 'FREE', cancellable: true, cancellationDeadline: '2026-03-26' };
    expect(cancellationDisplay({ hasDates: true, policy, market: 'fr_FR', now: deadline }).kind).toBe('cancellable');
    expect(cancellationDisplay({ hasDates: true, policy, market: 'fr_FR', now: deadline + 1 }).kind).toBe('nonRefundable');
  });

  it('NCNR is never cancellable', () => {
    expect(stayCancellation({ ...stay, type: 'NCNR', now: new Date('2026-01-01T00:00:00Z') })).toEqual({ type: 'NCNR', cancellable: false });
  });

  it('shows a passed deadline as non-exchangeable and non-refundable', () => {
    const policy = { type: 'FREE', cancellable: true, cancellationDeadline: '2026-03-26T22:59:59.999Z' };
    expect(cancellationDisplay({ hasDates: true, policy, market: 'fr_FR', now: new Date('2026-03-27T08:00:00Z') }).kind).toBe('nonRefundable');
    expect(cancellationDisplay({ hasDates: true, policy, market: 'fr_FR', now: new Date('2026-03-26T08:00:00Z') }).kind).toBe('cancellable');
  });
});
