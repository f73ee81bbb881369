import type { Availability, AvailabilityDay } from './availability';
import { dayLabelParts } from './day-label';
import type { DayContext } from './day-state';

const stay = (amount: number): AvailabilityDay => ({
  price: `${amount / 100} €`,
  amount,
  minLos: 1,
});

const availability: Availability = {
  '2025-01-10': stay(5000),
  '2025-01-20': stay(12000),
  '2025-01-21': stay(9000),
  '2025-01-22': null,
  '2025-01-24': stay(9000),
};

function context(overrides: Partial<DayContext> = {}): DayContext {
  return {
    market: 'fr_FR',
    now: new Date('2025-01-15T10:00:00+01:00'),
    checkIn: '2025-01-20',
    checkOut: '2025-01-23',
    availability,
    ...overrides,
  };
}

describe('accessible label parts of a day', () => {
  it('the check-in day is announced as check-in with its price, and is not clickable', () => {
    expect(dayLabelParts('2025-01-20', context())).toEqual({
      date: '2025-01-20',
      state: 'check-in',
      clickable: false,
      stateLabel: { id: 'calendar.day.checkIn', defaultMessage: 'Check-in' },
      price: '120 €',
      bestPriceLabel: null,
    });
  });

  it('a day within range with the best price of the month says so, and can start a new stay', () => {
    const parts = dayLabelParts('2025-01-21', context());
    expect(parts).toMatchObject({
      state: 'in-range',
      clickable: true,
      price: '90 €',
    });
    expect(parts.stateLabel.defaultMessage).toBe('Within range');
    expect(parts.bestPriceLabel).toEqual({
      id: 'calendar.day.bestPriceOfTheMonth',
      defaultMessage: 'Best price of the month',
    });
  });

  it('the best price of the month ignores days that are already past', () => {
    expect(dayLabelParts('2025-01-10', context()).bestPriceLabel).toBeNull();
    expect(dayLabelParts('2025-01-10', context()).stateLabel.defaultMessage).toBe('Unselectable');
  });

  it('a day without availability has no price', () => {
    expect(dayLabelParts('2025-01-22', context())).toMatchObject({
      state: 'in-range',
      clickable: false,
      price: null,
      bestPriceLabel: null,
    });
    expect(dayLabelParts('2025-01-23', context())).toMatchObject({
      state: 'check-out',
      price: null,
    });
    expect(dayLabelParts('2025-01-23', context()).stateLabel.defaultMessage).toBe('Check-out');
  });

  it('without an availability feed, days are announced by state alone', () => {
    const parts = dayLabelParts('2025-01-28', context({ availability: undefined, checkIn: null, checkOut: null }));
    expect(parts).toMatchObject({
      state: 'selectable',
      clickable: true,
      price: null,
      bestPriceLabel: null,
    });
    expect(parts.stateLabel.defaultMessage).toBe('Selectable');
  });

  it('a past day whose month has no bookable day left gets no best-price mention', () => {
    const parts = dayLabelParts(
      '2025-01-10',
      context({
        now: new Date('2025-01-31T21:00:00+01:00'),
      }),
    );
    expect(parts).toMatchObject({ price: '50 €', bestPriceLabel: null });
  });
});
