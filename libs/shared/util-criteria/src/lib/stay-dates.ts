import { daysBetween, type IsoDate, isIsoDate } from '@escapade/util-market';

/**
 * A check-in / check-out pair is kept only whole: both valid days with check-out after check-in.
 * A half or inverted pair means no dates, as after 'Clear'.
 */
export function asStayDates(checkin: unknown, checkout: unknown): { checkin?: IsoDate; checkout?: IsoDate } {
  if (isIsoDate(checkin) && isIsoDate(checkout) && daysBetween(checkin, checkout) >= 1) return { checkin, checkout };
  return {};
}
