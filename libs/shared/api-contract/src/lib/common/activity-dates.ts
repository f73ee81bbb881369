import * as v from 'valibot';
import { IdSchema } from './ids';
import { CALENDAR_DATE_PATTERN, IsoDateSchema } from './iso-date';

/** One chosen activity day in the selection form `activityId_yyyy-MM-dd` (a real calendar day). */
export const ActivitySelectionSchema = v.pipe(
  v.string('must be an activity day (activityId_yyyy-MM-dd)'),
  v.regex(new RegExp(String.raw`^[1-9]\d{0,8}_${CALENDAR_DATE_PATTERN.source.slice(1, -1)}$`), 'must be an activity day (activityId_yyyy-MM-dd)'),
);

/** One day an activity can be done: `value` is the selection form the quote takes, `date` the day. */
export const ActivityDateOptionSchema = v.object({ value: ActivitySelectionSchema, date: IsoDateSchema });

/**
 * An activity of the stay that the visitor does on a day of their choice (product-side.md, 'Activity
 * dates choice'): the activity, its title in the market's language, and the days of the chosen stay
 * on which it can be done, in order.
 */
export const ActivityDatesChoiceSchema = v.object({
  activityId: IdSchema,
  title: v.string(),
  dates: v.pipe(v.array(ActivityDateOptionSchema), v.minLength(2, 'must offer at least two days')),
});

/** An activity whose day the visitor chooses. */
export type ActivityDatesChoice = v.InferOutput<typeof ActivityDatesChoiceSchema>;
