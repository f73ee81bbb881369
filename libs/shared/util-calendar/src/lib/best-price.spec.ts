import type { Availability, AvailabilityDay } from './availability';
import { bestPriceOfMonth } from './best-price';

const stay = (amount: number, bestPriceOfTheMonth?: boolean): AvailabilityDay => ({
  price: `${amount / 100} €`,
  amount,
  minLos: 1,
  ...(bestPriceOfTheMonth === undefined ? {} : { bestPriceOfTheMonth }),
});

describe('best price of a month', () => {
  const availability: Availability = {
    '2025-03-03': stay(12900),
    '2025-03-10': stay(9900),
    '2025-03-17': null,
    '2025-03-24': stay(9900),
    '2025-03-30': stay(15900),
    '2025-04-01': stay(5900),
  };

  it('is the lowest amount among the available days of the month, with every day that has it', () => {
    expect(bestPriceOfMonth(availability, '2025-03')).toEqual({
      amount: 9900,
      price: '99 €',
      dates: ['2025-03-10', '2025-03-24'],
    });
  });

  it('counts only the days from a given day on', () => {
    expect(bestPriceOfMonth(availability, '2025-03', '2025-03-20')).toEqual({
      amount: 9900,
      price: '99 €',
      dates: ['2025-03-24'],
    });
    expect(bestPriceOfMonth(availability, '2025-03', '2025-03-25')).toEqual({
      amount: 15900,
      price: '159 €',
      dates: ['2025-03-30'],
    });
  });

  it("follows the feed's bestPriceOfTheMonth flags when there are any", () => {
    const flagged: Availability = {
      ...availability,
      '2025-03-30': stay(15900, true),
      '2025-03-03': stay(12900, false),
    };
    expect(bestPriceOfMonth(flagged, '2025-03')).toEqual({
      amount: 15900,
      price: '159 €',
      dates: ['2025-03-30'],
    });
  });

  it('is null when no day of the month is available', () => {
    expect(bestPriceOfMonth({ '2025-05-01': null }, '2025-05')).toBeNull();
    expect(bestPriceOfMonth(availability, '2025-03', '2025-04-01')).toBeNull();
  });
});
