/** The remotes the shell composes; each exposes `./Routes`. */
export const REMOTE_NAMES = ['search', 'product', 'gifting', 'checkout', 'account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * Route ownership: the first path segment picks the remote that renders the page. Everything not
 * listed here is the shell's own (home, ideas, static pages, landing pages `/landing/{slug}`,
 * partner mini-sites `/partner/{minisiteUrl}`, 404).
 */
export const ROUTE_OWNERS: Readonly<Record<string, RemoteName>> = {
  search: 'search',
  product: 'product',
  hotel: 'product',
  activity: 'product',
  gift: 'gifting',
  giftcard: 'gifting',
  checkout: 'checkout',
  confirmation: 'checkout',
  account: 'account',
  beneficiary: 'account',
  contact: 'account',
};

/** The remote owning a router pathname (already without the Belgian language prefix), if any. */
export function ownerOf(pathname: string): RemoteName | null {
  const firstSegment = pathname.split('/')[1] ?? '';
  return Object.hasOwn(ROUTE_OWNERS, firstSegment) ? ROUTE_OWNERS[firstSegment] : null;
}

/**
 * The shell's own pages besides home (see shell-pages.tsx), as router patterns: a path, or a path
 * and one segment below it (`:name`). Any other path the shell renders is its not-found page.
 */
export const SHELL_PAGE_ROUTES: readonly string[] = ['/ideas', '/page/:pageId', '/landing/:slug', '/partner/:minisiteUrl'];

/** Type guard for names read from the manifest. */
export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** Checkout-like routes (product-side.md, header): the simplified header (back arrow and logo) and no footer. */
export const SIMPLIFIED_ROUTES: readonly string[] = ['/checkout', '/confirmation'];

/** A stay's page (`/product/{id}`): its skeleton is the gallery's shape, first picture included when the page was sent with it. */
export const STAY_ROUTES: readonly string[] = ['/product'];

/** The simplified routes whose back arrow goes home: the order is placed, there is no purchase to return to. */
export const HOME_BACK_ROUTES: readonly string[] = ['/confirmation'];

/** Whether a router pathname is one of `routes` or below one of them. */
export function isUnder(pathname: string, routes: readonly string[]): boolean {
  return routes.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}
