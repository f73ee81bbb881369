import { useWishlistToggle, type WishlistItem, type WishlistType } from '@escapade/app-providers/wishlist';
import { useWishlistShown, WishlistToggle } from '@escapade/ui-travel';

export interface WishlistButtonProps {
  readonly type: WishlistType;
  readonly item: WishlistItem;
  readonly className?: string;
}

/** The page's wishlist heart (the same toggle as the cards'), where the market and screen show one. */
export function WishlistButton({ type, item, className }: WishlistButtonProps) {
  const shown = useWishlistShown();
  const { wishlisted, onWishlistChange } = useWishlistToggle(type, item);
  return shown ? <WishlistToggle label={item.label} pressed={wishlisted} onChange={onWishlistChange} className={className} /> : null;
}
