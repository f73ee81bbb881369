import type { ActivityOnlyMatch } from '@escapade/api-contract';
import type { ActivityCardProps } from '@escapade/ui-travel';
import { activityUrlFor } from '@escapade/util-criteria';

/** What an activity card needs from the page: how many take part, and how links are written. */
export interface ActivityCardContext {
  /** Participants the search asked for; the card shows the price for them, per person. */
  readonly participants: number;
  readonly hrefOf: (path: string) => string;
}

/** The voucher's price for the participants, or for its smallest party when it is not sold for that many; none without prices. */
function priceFor(match: ActivityOnlyMatch, participants: number) {
  const { prices, minParticipants } = match.activityOnlyVoucher;
  const asked = prices[String(participants)];
  if (asked) return { participants, price: asked };
  const fallback = prices[String(minParticipants)] ?? Object.values(prices)[0];
  return fallback ? { participants: fallback.paxComposition.adults, price: fallback } : undefined;
}

/**
 * The one adapter from the contract's activity-only result to ui-travel's `ActivityCard` props: the
 * price of the participants' voucher, shown per person, and the activity page link keeping them;
 * null for a voucher without any price, which is not shown rather than shown as free.
 */
export function activityCardProps(match: ActivityOnlyMatch, context: ActivityCardContext): ActivityCardProps | null {
  const priced = priceFor(match, context.participants);
  if (!priced) return null;
  const { participants, price } = priced;
  return {
    label: match.label,
    href: context.hrefOf(activityUrlFor(match.uri, participants)),
    images: match.images,
    centerName: match.hotel.label,
    locationLabel: match.hotel.location.label,
    review: match.hotel.review,
    sellPrice: price.sellPrice,
    barPrice: price.barPrice ?? price.refPrice,
    promo: price.promo,
    lowestPriorPrice: price.lowestPriorPrice,
    participants,
  };
}
