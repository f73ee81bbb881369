export { default as WishlistDrawer, type WishlistDrawerProps } from './wishlist-drawer';
export { WishlistPage } from './wishlist-page';
