export * from './wishlist';
export * from './wishlist-store';
