import { addDays, type IsoDate, MARKET_CODES, MARKET_TOGGLES, type MarketCode, weekdayOf } from '@escapade/util-market';
import { type Instant, marketToday } from '@escapade/util-market/clock';
import { isDayOver } from './day-state';
import { calendarMessages, type MessageDescriptor } from './messages';

/** A stay the visitor can pick in one click: check-in and check-out. */
export interface DateRange {
  readonly checkIn: IsoDate;
  readonly checkOut: IsoDate;
}

/** A shortcut button of the calendars: its label and the dates it picks. */
export interface CalendarShortcut extends DateRange {
  readonly kind: 'current-weekend' | 'popular-dates';
  /** `popularDates` takes the two dates, formatted by the UI, as `checkIn` and `checkOut` values. */
  readonly label: MessageDescriptor;
}

/** Markets where the popular-date shortcuts run, behind their experiment variation (the markets' toggle). */
export const POPULAR_DATES_MARKETS: readonly MarketCode[] = MARKET_CODES.filter((market) => MARKET_TOGGLES[market].popularDateShortcuts);

const MAY_2024_HOLIDAYS: readonly DateRange[] = [
  { checkIn: '2024-05-01', checkOut: '2024-05-05' },
  { checkIn: '2024-05-08', checkOut: '2024-05-12' },
  { checkIn: '2024-05-17', checkOut: '2024-05-19' },
];

/** Popular dates per market: the 2024 holidays of the spec (1-5 May, 8-12 May, 17-19 May). */
export const POPULAR_DATES: Readonly<Record<MarketCode, readonly DateRange[]>> = {
  es_ES: MAY_2024_HOLIDAYS,
  fr_FR: MAY_2024_HOLIDAYS,
  fr_BE: MAY_2024_HOLIDAYS,
  nl_BE: MAY_2024_HOLIDAYS,
  it_IT: [],
  nl_NL: [],
};

function rangeKey(range: DateRange): string {
  return `${range.checkIn}/${range.checkOut}`;
}

const FRIDAY = 5;
const SUNDAY = 7;

/**
 * This weekend as a stay from Friday (or today, on Saturday) to Sunday, read on the market's clock.
 * `null` on Sundays, when the shortcut is hidden, and once no night of the weekend can still be
 * booked (a check-in today after 20:00 moves to tomorrow).
 */
export function currentWeekend(now: Instant, market: MarketCode): DateRange | null {
  const today = marketToday(now, market);
  const weekday = weekdayOf(today);
  if (weekday === SUNDAY) return null;
  const checkOut = addDays(today, SUNDAY - weekday);
  const friday = addDays(today, FRIDAY - weekday);
  const earliest = friday > today ? friday : today;
  const checkIn = isDayOver(earliest, now, market) ? addDays(earliest, 1) : earliest;
  return checkIn < checkOut ? { checkIn, checkOut } : null;
}

/** Options of the popular-date shortcuts; `popularDates` defaults to the spec's data. */
export interface PopularDateShortcutsOptions {
  readonly now: Instant;
  readonly market: MarketCode;
  /** Whether the visitor is in the experiment variation that shows the shortcuts. */
  readonly variation: boolean;
  readonly popularDates?: Readonly<Record<MarketCode, readonly DateRange[]>>;
}

/**
 * The shortcuts of the calendars: the current weekend, then the market's popular dates that can still
 * be booked, in date order. Shown only in es_ES, fr_FR, fr_BE and nl_BE, in the experiment variation.
 */
export function popularDateShortcuts(options: PopularDateShortcutsOptions): CalendarShortcut[] {
  const { now, market, variation, popularDates = POPULAR_DATES } = options;
  if (!variation || !POPULAR_DATES_MARKETS.includes(market)) return [];
  const weekend = currentWeekend(now, market);
  const shortcuts: CalendarShortcut[] =
    weekend === null
      ? []
      : [
          {
            kind: 'current-weekend',
            label: calendarMessages.currentWeekend,
            ...weekend,
          },
        ];
  const seen = new Set(shortcuts.map(rangeKey));
  const upcoming = popularDates[market]
    .filter((range) => range.checkOut > range.checkIn && !isDayOver(range.checkIn, now, market))
    .sort((a, b) => rangeKey(a).localeCompare(rangeKey(b)));
  for (const range of upcoming) {
    if (seen.has(rangeKey(range))) continue;
    seen.add(rangeKey(range));
    shortcuts.push({
      kind: 'popular-dates',
      label: calendarMessages.popularDates,
      ...range,
    });
  }
  return shortcuts;
}
