import type { OfferCard as OfferCardData } from '@escapade/api-contract';
import { useWishlistToggle } from '@escapade/app-providers/wishlist';
import { OfferCard, offerCardProps, type OfferCardContext, useWishlistShown } from '@escapade/ui-travel';

export interface ResultOfferCardProps {
  readonly card: OfferCardData;
  readonly context: OfferCardContext;
  readonly onSelect?: () => void;
  /** In the first screen: the card's pictures load at once. */
  readonly priority?: boolean;
}

/**
 * A stay result card with its wishlist heart where the market and screen show one. The card reads
 * the wishlist itself, so a toggle redraws this card only, not the memoised grid.
 */
export function ResultOfferCard({ card, context, onSelect, priority }: ResultOfferCardProps) {
  const shown = useWishlistShown();
  const wishlist = useWishlistToggle('STAY', card);
  return <OfferCard {...offerCardProps(card, context)} {...(shown ? wishlist : {})} onSelect={onSelect} priority={priority} />;
}
