import type { OfferCard as OfferCardData } from '@escapade/api-contract';
import { useWishlistToggle } from '@escapade/app-providers/wishlist';
import { OfferCard, offerCardProps, type OfferCardContext, useWishlistShown } from '@escapade/ui-travel';

export interface RecommendedOfferCardProps {
  readonly card: OfferCardData;
  readonly context: OfferCardContext;
  readonly onSelect: () => void;
}

/** A recommended offer as a results card, with the same wishlist heart where the market and screen show one. */
export function RecommendedOfferCard({ card, context, onSelect }: RecommendedOfferCardProps) {
  const shown = useWishlistShown();
  const wishlist = useWishlistToggle('STAY', card);
  return <OfferCard {...offerCardProps(card, context)} {...(shown ? wishlist : {})} headingLevel={3} onSelect={onSelect} />;
}
