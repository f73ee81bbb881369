import type { ActivityDatesChoice } from '@escapade/api-contract';
import type { ActivityDate } from '@escapade/util-criteria';

/** The activities whose day the visitor chooses, by the id the page's hash names them with. */
export function choosableActivityIds(choices: readonly ActivityDatesChoice[]): string[] {
  return choices.map((choice) => String(choice.activityId));
}

/**
 * The chosen days that are among the stay's choices: a day kept in the address from other dates, or
 * for an activity whose day is not to choose, counts as not chosen and is not sent to the quote.
 */
export function chosenActivityDates(choices: readonly ActivityDatesChoice[], dates: readonly ActivityDate[]): ActivityDate[] {
  return dates.filter((entry) => choices.some((choice) => String(choice.activityId) === entry.activityId && choice.dates.some((option) => option.date === entry.date)));
}
