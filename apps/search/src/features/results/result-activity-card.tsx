import type { ActivityOnlyMatch } from '@escapade/api-contract';
import { useWishlistToggle } from '@escapade/app-providers/wishlist';
import { ActivityCard, useWishlistShown } from '@escapade/ui-travel';
import { activityCardProps, type ActivityCardContext } from './activity-card-props';

export interface ResultActivityCardProps {
  readonly match: ActivityOnlyMatch;
  readonly context: ActivityCardContext;
  readonly onSelect?: () => void;
  /** In the first screen: the card's pictures load at once. */
  readonly priority?: boolean;
}

/** An activity-only result card with its wishlist heart (the ACTIVITY list); nothing for a voucher without a price. */
export function ResultActivityCard({ match, context, onSelect, priority }: ResultActivityCardProps) {
  const shown = useWishlistShown();
  const wishlist = useWishlistToggle('ACTIVITY', match);
  const props = activityCardProps(match, context);
  return props ? <ActivityCard {...props} {...(shown ? wishlist : {})} onSelect={onSelect} priority={priority} /> : null;
}
