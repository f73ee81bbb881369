export * from './wishlist';
export * from './wishlist-store';
export * from './wishlist-visibility';
