import type { ActivityDatesChoice } from '@escapade/api-contract';
import { formatSelectedActivityDate } from '@escapade/util-criteria';
import { addDays, type IsoDate } from '@escapade/util-market';
import type { StoredProgramLine } from '../../catalog/product-pages';

/**
 * The activities of a dated stay whose day the visitor chooses, each with the stay's days from the
 * check-in to the last night. A one-night stay has a single day, so nothing to choose; an activity
 * listed twice is offered once. The product page shows these choices and the quote accepts only them.
 */
export function activityDateChoices(lines: readonly StoredProgramLine[], stay: { checkin: IsoDate; nights: number }): ActivityDatesChoice[] {
  if (stay.nights < 2) return [];
  const days = Array.from({ length: stay.nights }, (_, night) => addDays(stay.checkin, night));
  const choices = new Map<number, ActivityDatesChoice>();
  for (const line of lines) {
    if (line.type !== 'ACTIVITY' || !line.anyDay || line.activityId === null || choices.has(line.activityId)) continue;
    const activityId = String(line.activityId);
    choices.set(line.activityId, {
      activityId: line.activityId,
      title: line.title,
      dates: days.map((date) => ({ value: formatSelectedActivityDate({ activityId, date }), date })),
    });
  }
  return [...choices.values()];
}
