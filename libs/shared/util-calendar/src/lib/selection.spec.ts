import type { Availability } from './availability';
import type { CalendarRules } from './day-state';
import {
  initialSelection,
  isValidateDisabled,
  nightsOf,
  normaliseSelection,
  possibleNightsOf,
  possibleNightsToFetch,
  type SelectionAction,
  selectionReducer,
  type SelectionState,
} from './selection';

/** Wednesday 15 January 2025, 10:00 in Paris, no availability feed. */
const rules: CalendarRules = {
  market: 'fr_FR',
  now: new Date('2025-01-15T10:00:00+01:00'),
};

function run(state: SelectionState, ...actions: SelectionAction[]): SelectionState {
  return actions.reduce(selectionReducer, state);
}

const click = (date: string, calendar: CalendarRules = rules): SelectionAction => ({ type: 'click', date, rules: calendar });

const booked = initialSelection({
  checkIn: '2025-01-20',
  checkOut: '2025-01-22',
});

describe('date selection', () => {
  it('with no date, a click sets the check-in', () => {
    const state = run(initialSelection(), { type: 'open' }, click('2025-01-20'));
    expect(state).toMatchObject({
      checkIn: '2025-01-20',
      checkOut: null,
      open: true,
    });
  });

  it('a check-in triggers a lookup of possible checkout nights', () => {
    const state = run(initialSelection(), click('2025-01-20'));
    expect(possibleNightsToFetch(state)).toBe('2025-01-20');
    expect(possibleNightsOf(state)).toBeNull();
  });

  it('a later date sets the check-out and writes both dates and the nights', () => {
    const state = run(initialSelection(), click('2025-01-20'), click('2025-01-23'));
    expect(state).toMatchObject({
      checkIn: '2025-01-20',
      checkOut: '2025-01-23',
    });
    expect(state.committed).toEqual({
      checkIn: '2025-01-20',
      checkOut: '2025-01-23',
    });
    expect(nightsOf(state)).toBe(3);
    expect(possibleNightsToFetch(state)).toBeNull();
  });

  it('a date before the check-in restarts with that date as check-in', () => {
    const state = run(initialSelection(), click('2025-01-20'), click('2025-01-18'));
    expect(state).toMatchObject({ checkIn: '2025-01-18', checkOut: null });
    expect(possibleNightsToFetch(state)).toBe('2025-01-18');
  });

  it('a click on the check-in day keeps that day as the only date', () => {
    const once = run(initialSelection(), click('2025-01-20'));
    expect(selectionReducer(once, click('2025-01-20'))).toBe(once);
  });

  it('with both dates set, a click starts a new selection without touching the hash yet', () => {
    const state = run(booked, { type: 'open' }, click('2025-02-01'));
    expect(state).toMatchObject({ checkIn: '2025-02-01', checkOut: null });
    expect(state.committed).toEqual({
      checkIn: '2025-01-20',
      checkOut: '2025-01-22',
    });
  });

  it('a click on an unselectable day changes nothing', () => {
    const start = run(initialSelection(), { type: 'open' });
    expect(selectionReducer(start, click('2025-01-14'))).toBe(start);
    const feed: Availability = { '2025-01-20': null };
    expect(selectionReducer(start, click('2025-01-20', { ...rules, availability: feed }))).toBe(start);
    const withCheckIn = run(start, click('2025-01-20'));
    expect(selectionReducer(withCheckIn, click('2025-02-10'))).toBe(withCheckIn);
  });

  it('once the checkout nights are known, only those nights can end the stay', () => {
    const state = run(initialSelection(), click('2025-01-20'), {
      type: 'possible-nights-loaded',
      checkIn: '2025-01-20',
      nightCounts: [2],
    });
    expect(possibleNightsOf(state)).toEqual({ start: 2, end: 2, nights: [2] });
    expect(possibleNightsToFetch(state)).toBeNull();
    expect(selectionReducer(state, click('2025-01-21'))).toBe(state);
    expect(selectionReducer(state, click('2025-01-22')).checkOut).toBe('2025-01-22');
  });

  it('an answer for an earlier check-in is ignored', () => {
    const state = run(initialSelection(), click('2025-01-20'), click('2025-01-18'));
    const late = selectionReducer(state, {
      type: 'possible-nights-failed',
      checkIn: '2025-01-20',
    });
    expect(late).toBe(state);
    expect(
      selectionReducer(booked, {
        type: 'possible-nights-loaded',
        checkIn: '2025-01-20',
        nightCounts: [1],
      }),
    ).toBe(booked);
  });

  it('a failed checkout-nights lookup silently clears selectable nights (20-day rule)', () => {
    const state = run(initialSelection(), click('2025-01-20'), {
      type: 'possible-nights-failed',
      checkIn: '2025-01-20',
    });
    expect(state.possibleNightsLookup).toEqual({
      status: 'settled',
      checkIn: '2025-01-20',
      possibleNights: null,
    });
    expect(possibleNightsOf(state)).toBeNull();
    expect(possibleNightsToFetch(state)).toBeNull();
    expect(selectionReducer(state, click('2025-02-09')).checkOut).toBe('2025-02-09');
    expect(selectionReducer(state, click('2025-02-10'))).toBe(state);
  });

  it('closing with only a check-in restores the previous dates', () => {
    const state = run(booked, { type: 'open' }, click('2025-02-01'), {
      type: 'close',
    });
    expect(state).toMatchObject({
      open: false,
      checkIn: '2025-01-20',
      checkOut: '2025-01-22',
    });
    expect(possibleNightsToFetch(state)).toBeNull();
  });

  it('closing with a complete selection keeps it', () => {
    const state = run(booked, { type: 'open' }, click('2025-02-01'), click('2025-02-03'), { type: 'close' });
    expect(state).toMatchObject({
      open: false,
      checkIn: '2025-02-01',
      checkOut: '2025-02-03',
    });
  });

  it('clear resets both dates, also in the hash', () => {
    const state = run(booked, { type: 'open' }, click('2025-02-01'), {
      type: 'clear',
    });
    expect(state).toMatchObject({ open: true, checkIn: null, checkOut: null });
    expect(state.committed).toEqual({ checkIn: null, checkOut: null });
    expect(possibleNightsToFetch(state)).toBeNull();
    expect(run(state, { type: 'close' })).toMatchObject({
      open: false,
      checkIn: null,
      checkOut: null,
    });
  });

  it('the validate button is disabled while check-in has no check-out', () => {
    const lone = run(initialSelection(), { type: 'open' }, click('2025-01-20'));
    expect(isValidateDisabled(lone)).toBe(true);
    expect(selectionReducer(lone, { type: 'validate' })).toBe(lone);
    const complete = run(lone, click('2025-01-22'));
    expect(isValidateDisabled(complete)).toBe(false);
    expect(run(complete, { type: 'validate' }).open).toBe(false);
    expect(isValidateDisabled(initialSelection())).toBe(false);
  });

  it('opening starts from the dates in the hash', () => {
    const state = run(booked, { type: 'open' }, click('2025-02-01'), { type: 'close' }, { type: 'open' });
    expect(state).toMatchObject({
      open: true,
      checkIn: '2025-01-20',
      checkOut: '2025-01-22',
    });
  });

  it('the checkout nights of a check-in are looked up once, even when the calendar reopens', () => {
    const fromHash = initialSelection({
      checkIn: '2025-03-01',
      checkOut: null,
    });
    const answered = run(fromHash, {
      type: 'possible-nights-loaded',
      checkIn: '2025-03-01',
      nightCounts: [1, 2],
    });
    const reopened = run(answered, { type: 'open' }, { type: 'close' }, { type: 'open' });
    expect(possibleNightsToFetch(reopened)).toBeNull();
    expect(possibleNightsOf(reopened)).toEqual({
      start: 1,
      end: 2,
      nights: [1, 2],
    });
    const otherCheckIn = run(answered, {
      type: 'sync',
      selection: { checkIn: '2025-03-08', checkOut: null },
    });
    expect(possibleNightsToFetch(otherCheckIn)).toBe('2025-03-08');
  });

  it('nights are known only for a complete selection', () => {
    expect(nightsOf({ checkIn: '2025-03-29', checkOut: '2025-03-31' })).toBe(2);
    expect(nightsOf({ checkIn: '2025-03-29', checkOut: null })).toBeNull();
    expect(nightsOf({ checkIn: null, checkOut: null })).toBeNull();
  });
});

describe('dates from the hash', () => {
  it('keeps real days only, and a check-out only after its check-in', () => {
    expect(normaliseSelection({ checkIn: '2025-01-20', checkOut: '2025-01-22' })).toEqual({
      checkIn: '2025-01-20',
      checkOut: '2025-01-22',
    });
    expect(normaliseSelection({ checkIn: 'tomorrow', checkOut: '2025-01-22' })).toEqual({ checkIn: null, checkOut: null });
    expect(normaliseSelection({ checkIn: null, checkOut: '2025-01-22' })).toEqual({ checkIn: null, checkOut: null });
    expect(normaliseSelection({ checkIn: '2025-01-20', checkOut: '2025-01-20' })).toEqual({
      checkIn: '2025-01-20',
      checkOut: null,
    });
    expect(normaliseSelection({ checkIn: '2025-01-20', checkOut: '2025-13-01' })).toEqual({
      checkIn: '2025-01-20',
      checkOut: null,
    });
    expect(normaliseSelection({ checkIn: '2025-01-20', checkOut: null })).toEqual({ checkIn: '2025-01-20', checkOut: null });
  });

  it('starts closed with no dates by default', () => {
    expect(initialSelection()).toEqual({
      open: false,
      checkIn: null,
      checkOut: null,
      committed: { checkIn: null, checkOut: null },
      possibleNightsLookup: { status: 'idle' },
    });
  });

  it('a hash change is adopted, and a lone check-in from the hash triggers a lookup', () => {
    const state = selectionReducer(booked, {
      type: 'sync',
      selection: { checkIn: '2025-03-01', checkOut: null },
    });
    expect(state).toMatchObject({
      checkIn: '2025-03-01',
      checkOut: null,
      committed: { checkIn: '2025-03-01', checkOut: null },
    });
    expect(possibleNightsToFetch(state)).toBe('2025-03-01');
    expect(possibleNightsToFetch(initialSelection({ checkIn: '2025-03-01', checkOut: null }))).toBe('2025-03-01');
  });
});

describe('shortcut ranges', () => {
  const pick = (checkIn: string, checkOut: string, calendar: CalendarRules = rules): SelectionAction => ({
    type: 'pick-range',
    checkIn,
    checkOut,
    rules: calendar,
  });

  it('a shortcut picks both dates at once when each would be selectable', () => {
    const state = run(initialSelection(), { type: 'open' }, pick('2025-01-17', '2025-01-19'));
    expect(state).toMatchObject({
      checkIn: '2025-01-17',
      checkOut: '2025-01-19',
      committed: { checkIn: '2025-01-17' },
    });
    expect(possibleNightsToFetch(state)).toBeNull();
  });

  it('a shortcut is ignored when its check-in or check-out is unselectable', () => {
    const start = initialSelection();
    expect(selectionReducer(start, pick('2025-01-14', '2025-01-16'))).toBe(start);
    expect(selectionReducer(start, pick('2025-01-20', '2025-02-10'))).toBe(start);
    expect(selectionReducer(start, pick('2025-01-20', '2025-01-18'))).toBe(start);
    expect(selectionReducer(start, pick('2025-01-20', '2025-01-22', { ...rules, availability: {} }))).toBe(start);
  });
});
