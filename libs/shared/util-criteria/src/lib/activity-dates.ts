import { type IsoDate, isIsoDate } from '@escapade/util-market';

/** The day chosen for one activity of a stay. */
export interface ActivityDate {
  readonly activityId: string;
  readonly date: IsoDate;
}

const ACTIVITY_ID = /^[A-Za-z0-9]+$/;
const SELECTED = /^([A-Za-z0-9]+)_(\d{4}-\d{2}-\d{2})$/;
const PAIR = /(?:^|-)([A-Za-z0-9]+)_(\d{4}-\d{2}-\d{2})(?=-|$)/g;

function asActivityDate(activityId: string, date: string): ActivityDate | undefined {
  return isIsoDate(date) ? { activityId, date } : undefined;
}

/** One activity per entry: a later date for the same activity replaces the earlier one. */
function oneDatePerActivity(dates: readonly ActivityDate[]): ActivityDate[] {
  const byActivity = new Map<string, ActivityDate>();
  for (const entry of dates) byActivity.set(entry.activityId, entry);
  return [...byActivity.values()];
}

/** The selection string 'activityId_date' the product page keeps per chosen activity date. */
export function formatSelectedActivityDate(entry: ActivityDate): string {
  return `${entry.activityId}_${entry.date}`;
}

/** Reads an 'activityId_date' selection string; anything else gives undefined. */
export function parseSelectedActivityDate(value: string): ActivityDate | undefined {
  const match = SELECTED.exec(value);
  return match === null ? undefined : asActivityDate(match[1], match[2]);
}

function isActivityDate(value: unknown): value is ActivityDate {
  if (typeof value !== 'object' || value === null) return false;
  const { activityId, date } = value as Record<string, unknown>;
  return typeof activityId === 'string' && ACTIVITY_ID.test(activityId) && isIsoDate(date);
}

/** Reads activity dates from any input: entries that are not an id and a real day are dropped, one per activity. */
export function asActivityDates(value: unknown): ActivityDate[] {
  return Array.isArray(value) ? oneDatePerActivity(value.filter(isActivityDate)) : [];
}

/** The criteria form: 'id_day' pairs joined by '-' (e.g. '12_2024-05-01-40_2024-05-02'). */
export function formatActivityDates(dates: readonly ActivityDate[]): string {
  return asActivityDates(dates).map(formatSelectedActivityDate).join('-');
}

/** Reads the criteria form; pairs that are not an id and a real day are skipped. Never throws. */
export function parseActivityDates(value: string): ActivityDate[] {
  const dates = [...value.matchAll(PAIR)].map((match) => asActivityDate(match[1], match[2])).filter((entry): entry is ActivityDate => entry !== undefined);
  return oneDatePerActivity(dates);
}

/** Choosing a date for an activity: it replaces that activity's earlier date, if any. */
export function chooseActivityDate(dates: readonly ActivityDate[], activityId: string, date: IsoDate): ActivityDate[] {
  return oneDatePerActivity([...dates, { activityId, date }]);
}

/**
 * Activities with choosable dates that still have none; checkout needs this list empty, else
 * 'Please choose your activity dates.'
 */
export function missingActivityDates(activityIdsWithDates: readonly string[], dates: readonly ActivityDate[]): string[] {
  return activityIdsWithDates.filter((activityId) => !dates.some((entry) => entry.activityId === activityId));
}
