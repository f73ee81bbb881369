import { isDayOver, TODAY_CUTOFF_HOUR } from '@escapade/util-calendar';
import { MARKETS, type IsoDate, type MarketCode } from '@escapade/util-market';
import { marketToday } from '@escapade/util-market/clock';
import { ClientError } from '../../plugins/contract-routes';

/** Where and when a day is judged: the market whose clock counts, the moment of the request, and the field it came in. */
export interface DayCheck {
  readonly market: MarketCode;
  readonly now: Date;
  readonly field: string;
}

/** Why a day that is over is refused: before today, or today past the cut-off hour, on the market's clock. */
function overMessage(day: IsoDate, { market, now }: DayCheck): string {
  const today = marketToday(now, market);
  if (day < today) return `must not be before today (${today} in ${MARKETS[market].timeZone})`;
  return `must be after today: from ${TODAY_CUTOFF_HOUR}:00 in ${MARKETS[market].timeZone} today can no longer be booked`;
}

/**
 * Refuses a check-in that can no longer be sold with a 400 naming its field, by the calendar's own
 * rule (util-calendar's `isDayOver`: a past day, or today from its cut-off hour on the market's clock).
 */
export function refuseDayOver(day: IsoDate | undefined, check: DayCheck): void {
  if (day === undefined || !isDayOver(day, check.now, check.market)) return;
  const message = overMessage(day, check);
  throw new ClientError(400, 'BAD_REQUEST', `${check.field}: ${message}`, [{ field: check.field, message }]);
}
