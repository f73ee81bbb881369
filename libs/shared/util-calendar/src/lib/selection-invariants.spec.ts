import fc from 'fast-check';
import { MARKET_CODES, type MarketCode, MARKETS } from '@escapade/util-market';
import type { Availability, AvailabilityDay } from './availability';
import type { CalendarRules } from './day-state';
import { type DateSelection, initialSelection, possibleNightsOf, type SelectionAction, selectionReducer, type SelectionState } from './selection';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The market's wall clock read through Intl, independently of the clock under test. */
function localClock(now: Date, market: MarketCode): { today: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: MARKETS[market].timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value as string;
  return {
    today: `${part('year')}-${part('month')}-${part('day')}`,
    hour: Number(part('hour')),
  };
}

/** Day arithmetic on UTC midnights, independently of util-market's. */
const shift = (date: string, days: number) => new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);
const nightsFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** Instants in the last week of March or October (clock changes), 2024-2030, at any minute. */
const dstWeekInstants = fc
  .record({
    year: fc.integer({ min: 2024, max: 2030 }),
    month: fc.constantFrom(2, 9),
    day: fc.integer({ min: 22, max: 31 }),
    minute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
  })
  .map(({ year, month, day, minute }) => new Date(Date.UTC(year, month, day, 0, minute)));

const anyInstants = fc.date({
  min: new Date('2024-01-01T00:00:00Z'),
  max: new Date('2030-12-31T23:59:59Z'),
  noInvalidDate: true,
});

/** Days are drawn as offsets from the market's today, so past days, today and far days all occur. */
const offsets = fc.integer({ min: -4, max: 40 });

type Step =
  | { kind: 'click'; offset: number }
  | { kind: 'pick-range'; offset: number; nights: number }
  | { kind: 'loaded'; nightCounts: number[] }
  | { kind: 'failed' }
  | { kind: 'sync'; checkIn: string | null; checkOut: string | null }
  | { kind: 'open' | 'close' | 'clear' | 'validate' };

const steps: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: offsets.map((offset): Step => ({ kind: 'click', offset })),
  },
  {
    weight: 1,
    arbitrary: fc.record({ offset: offsets, nights: fc.integer({ min: -2, max: 25 }) }).map((s): Step => ({ kind: 'pick-range', ...s })),
  },
  {
    weight: 2,
    arbitrary: fc.array(fc.integer({ min: -1, max: 25 }), { maxLength: 6 }).map((nightCounts): Step => ({ kind: 'loaded', nightCounts })),
  },
  { weight: 1, arbitrary: fc.constant<Step>({ kind: 'failed' }) },
  {
    weight: 1,
    arbitrary: fc
      .record({
        checkIn: fc.option(fc.string({ maxLength: 10 })),
        checkOut: fc.option(fc.string({ maxLength: 10 })),
      })
      .map((s): Step => ({ kind: 'sync', ...s })),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom<Step>({ kind: 'open' }, { kind: 'close' }, { kind: 'clear' }, { kind: 'validate' }),
  },
);

/** A feed over the drawn days: each day priced, explicitly null or absent; or no feed at all. */
const feeds: fc.Arbitrary<(today: string) => Availability | undefined> = fc
  .option(fc.array(fc.constantFrom<'priced' | 'null' | 'absent'>('priced', 'priced', 'null', 'absent'), { minLength: 45, maxLength: 45 }))
  .map((kinds) => (today: string) => {
    if (kinds === null) return undefined;
    const feed: Record<string, AvailabilityDay | null> = {};
    kinds.forEach((kind, index) => {
      const date = shift(today, index - 4);
      if (kind === 'priced') feed[date] = { price: '99 €', amount: 9900 + index, minLos: 1 };
      if (kind === 'null') feed[date] = null;
    });
    return feed;
  });

/** Past days, and today from 20:00 on the market's clock, are over. */
function isOver(date: string, now: Date, market: MarketCode): boolean {
  const { today, hour } = localClock(now, market);
  return date < today || (date === today && hour >= 20);
}

/** A stay may start on a day that is not over and, with a feed, has an entry. */
function canStartOn(date: string, now: Date, market: MarketCode, feed: Availability | undefined): boolean {
  return !isOver(date, now, market) && (feed === undefined || (feed[date] !== undefined && feed[date] !== null));
}

function expectWellOrdered(selection: DateSelection): void {
  if (selection.checkOut !== null) {
    expect(selection.checkIn).not.toBeNull();
    expect(selection.checkOut > (selection.checkIn as string)).toBe(true);
  }
}

function toAction(step: Step, state: SelectionState, today: string, rules: CalendarRules): SelectionAction {
  switch (step.kind) {
    case 'click':
      return { type: 'click', date: shift(today, step.offset), rules };
    case 'pick-range': {
      const checkIn = shift(today, step.offset);
      return {
        type: 'pick-range',
        checkIn,
        checkOut: shift(checkIn, step.nights),
        rules,
      };
    }
    case 'loaded':
      return {
        type: 'possible-nights-loaded',
        checkIn: state.checkIn ?? today,
        nightCounts: step.nightCounts,
      };
    case 'failed':
      return {
        type: 'possible-nights-failed',
        checkIn: state.checkIn ?? today,
      };
    case 'sync':
      return {
        type: 'sync',
        selection: { checkIn: step.checkIn, checkOut: step.checkOut },
      };
    default:
      return { type: step.kind };
  }
}

/**
 * What a click on `date` must do, restated from the spec: `check-out` after a lone check-in within
 * the possible nights (else 20 days), `check-in` on any other day where a stay can start, `ignored`
 * on the check-in itself or an unselectable day.
 */
function expectedClick(before: SelectionState, date: string, rules: CalendarRules & { now: Date }): 'check-in' | 'check-out' | 'ignored' {
  const { checkIn, checkOut } = before;
  if (date === checkIn) return 'ignored';
  if (checkIn !== null && checkOut === null && date > checkIn) {
    const nights = nightsFrom(checkIn, date);
    const known = possibleNightsOf(before);
    const inWindow = known === null ? nights >= 1 && nights <= 20 : known.nights.includes(nights);
    return inWindow && !isOver(date, rules.now, rules.market) ? 'check-out' : 'ignored';
  }
  return canStartOn(date, rules.now, rules.market, rules.availability) ? 'check-in' : 'ignored';
}

describe('selection reducer invariants over random dates, DST weeks included', () => {
  it('check-out is always after check-in, and never is an unselectable day selected', () => {
    const seen = { 'check-in': 0, 'check-out': 0, ignored: 0, ranges: 0 };
    fc.assert(
      fc.property(
        fc.oneof(dstWeekInstants, anyInstants),
        fc.constantFrom(...MARKET_CODES),
        feeds,
        fc.array(steps, { minLength: 1, maxLength: 30 }),
        (now, market, feedFor, drawn) => {
          const { today } = localClock(now, market);
          const rules = { market, now, availability: feedFor(today) };
          let state = initialSelection();
          for (const step of drawn) {
            const before = state;
            const action = toAction(step, before, today, rules);
            state = selectionReducer(before, action);
            expectWellOrdered(state);
            expectWellOrdered(state.committed);
            if (action.type === 'click') {
              const expected = expectedClick(before, action.date, rules);
              seen[expected] += 1;
              if (expected === 'ignored') expect(state).toBe(before);
              if (expected === 'check-in')
                expect(state).toMatchObject({
                  checkIn: action.date,
                  checkOut: null,
                });
              if (expected === 'check-out')
                expect(state).toMatchObject({
                  checkIn: before.checkIn,
                  checkOut: action.date,
                });
            }
            if (action.type === 'pick-range' && state !== before) {
              seen.ranges += 1;
              expect(canStartOn(action.checkIn, now, market, rules.availability)).toBe(true);
              const nights = nightsFrom(action.checkIn, action.checkOut);
              expect(nights >= 1 && nights <= 20).toBe(true);
              expect(state).toMatchObject({
                checkIn: action.checkIn,
                checkOut: action.checkOut,
              });
            }
          }
        },
      ),
      { numRuns: 600 },
    );
    // The property is not vacuous: every kind of click and some shortcut ranges did occur.
    expect(seen['check-in']).toBeGreaterThan(0);
    expect(seen['check-out']).toBeGreaterThan(0);
    expect(seen.ignored).toBeGreaterThan(0);
    expect(seen.ranges).toBeGreaterThan(0);
  });
});
