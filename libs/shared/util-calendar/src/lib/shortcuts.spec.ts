import { currentWeekend, type DateRange, POPULAR_DATES, POPULAR_DATES_MARKETS, popularDateShortcuts } from './shortcuts';
import type { MarketCode } from '@escapade/util-market';
import { parseMarketDateTime } from '@escapade/util-market/clock';

const paris = (local: string) => parseMarketDateTime(local, 'fr_FR') as number;

describe("the 'current weekend' shortcut", () => {
  it("'current weekend' is hidden on Sundays", () => {
    expect(currentWeekend(paris('2025-01-19T10:00'), 'fr_FR')).toBeNull();
  });

  it("Sunday is read in the market's time zone (Saturday 23:30 UTC is Sunday in Paris)", () => {
    expect(currentWeekend(new Date('2025-01-18T23:30:00Z'), 'fr_FR')).toBeNull();
    // Still Saturday evening in New York, but Sunday in Paris: the market's clock decides.
    expect(currentWeekend(new Date('2025-01-18T18:30:00-05:00'), 'fr_FR')).toBeNull();
    expect(currentWeekend(new Date('2025-01-18T12:30:00-05:00'), 'fr_FR')).toEqual({
      checkIn: '2025-01-18',
      checkOut: '2025-01-19',
    });
  });

  it('on a weekday it is the coming Friday to Sunday', () => {
    expect(currentWeekend(paris('2025-01-13T09:00'), 'fr_FR')).toEqual({
      checkIn: '2025-01-17',
      checkOut: '2025-01-19',
    });
    expect(currentWeekend(paris('2025-01-17T10:00'), 'fr_FR')).toEqual({
      checkIn: '2025-01-17',
      checkOut: '2025-01-19',
    });
  });

  it('on Saturday it starts today', () => {
    expect(currentWeekend(paris('2025-01-18T10:00'), 'fr_FR')).toEqual({
      checkIn: '2025-01-18',
      checkOut: '2025-01-19',
    });
  });

  it('today is unselectable after 20:00, so the weekend then starts tomorrow or is over', () => {
    expect(currentWeekend(paris('2025-01-17T20:30'), 'fr_FR')).toEqual({
      checkIn: '2025-01-18',
      checkOut: '2025-01-19',
    });
    expect(currentWeekend(paris('2025-01-18T20:30'), 'fr_FR')).toBeNull();
  });

  it('the weekend of the spring DST change is read on the market clock', () => {
    // Saturday 29 March 2025, 20:30 in Madrid (CET): already too late to start on Saturday.
    expect(currentWeekend(new Date('2025-03-29T19:30:00Z'), 'es_ES')).toBeNull();
    expect(currentWeekend(new Date('2025-03-29T18:30:00Z'), 'es_ES')).toEqual({
      checkIn: '2025-03-29',
      checkOut: '2025-03-30',
    });
  });
});

describe('popular-date shortcuts', () => {
  const wednesdayBeforeMay = paris('2024-04-24T10:00');

  it('popular-date shortcuts are available in es_ES, fr_FR, fr_BE, nl_BE through the experiment variation', () => {
    expect(POPULAR_DATES_MARKETS).toEqual(['fr_FR', 'es_ES', 'fr_BE', 'nl_BE']);
    for (const market of POPULAR_DATES_MARKETS) {
      expect(
        popularDateShortcuts({
          now: wednesdayBeforeMay,
          market,
          variation: true,
        }),
      ).toHaveLength(4);
      expect(
        popularDateShortcuts({
          now: wednesdayBeforeMay,
          market,
          variation: false,
        }),
      ).toEqual([]);
    }
    for (const market of ['it_IT', 'nl_NL'] as MarketCode[]) {
      expect(
        popularDateShortcuts({
          now: wednesdayBeforeMay,
          market,
          variation: true,
        }),
      ).toEqual([]);
    }
  });

  it('popular dates come from data per market: the weekend, then the 2024 holidays 1-5 May, 8-12 May, 17-19 May', () => {
    expect(POPULAR_DATES.fr_FR).toEqual([
      { checkIn: '2024-05-01', checkOut: '2024-05-05' },
      { checkIn: '2024-05-08', checkOut: '2024-05-12' },
      { checkIn: '2024-05-17', checkOut: '2024-05-19' },
    ]);
    const shortcuts = popularDateShortcuts({
      now: wednesdayBeforeMay,
      market: 'fr_FR',
      variation: true,
    });
    expect(shortcuts.map(({ kind, checkIn, checkOut }) => [kind, checkIn, checkOut])).toEqual([
      ['current-weekend', '2024-04-26', '2024-04-28'],
      ['popular-dates', '2024-05-01', '2024-05-05'],
      ['popular-dates', '2024-05-08', '2024-05-12'],
      ['popular-dates', '2024-05-17', '2024-05-19'],
    ]);
    expect(shortcuts[0].label).toEqual({
      id: 'calendar.shortcut.currentWeekend',
      defaultMessage: 'Current weekend',
    });
    expect(shortcuts[1].label.id).toBe('calendar.shortcut.popularDates');
  });

  it('popular dates that can no longer be booked are not offered', () => {
    const shortcuts = popularDateShortcuts({
      now: paris('2024-05-08T20:15'),
      market: 'es_ES',
      variation: true,
    });
    expect(shortcuts.map(({ checkIn }) => checkIn)).toEqual(['2024-05-10', '2024-05-17']);
  });

  it('on Sundays only the popular dates remain', () => {
    const shortcuts = popularDateShortcuts({
      now: paris('2024-04-28T10:00'),
      market: 'nl_BE',
      variation: true,
    });
    expect(shortcuts.map(({ kind }) => kind)).toEqual(['popular-dates', 'popular-dates', 'popular-dates']);
  });

  it('popular dates from data are sorted, shown once, and need a check-out after the check-in', () => {
    const data: DateRange[] = [
      { checkIn: '2024-06-07', checkOut: '2024-06-09' },
      { checkIn: '2024-05-31', checkOut: '2024-06-02' },
      { checkIn: '2024-05-17', checkOut: '2024-05-19' },
      { checkIn: '2024-06-07', checkOut: '2024-06-09' },
      { checkIn: '2024-06-14', checkOut: '2024-06-14' },
    ];
    const popularDates = { ...POPULAR_DATES, fr_BE: data };
    const shortcuts = popularDateShortcuts({
      now: paris('2024-05-15T10:00'),
      market: 'fr_BE',
      variation: true,
      popularDates,
    });
    expect(shortcuts.map(({ kind, checkIn }) => [kind, checkIn])).toEqual([
      ['current-weekend', '2024-05-17'],
      ['popular-dates', '2024-05-31'],
      ['popular-dates', '2024-06-07'],
    ]);
    expect(data[0].checkIn).toBe('2024-06-07');
  });
});
