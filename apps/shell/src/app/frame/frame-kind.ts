import { isUnder, ownerOf, ROUTE_OWNERS, SHELL_PAGE_ROUTES, SIMPLIFIED_ROUTES, STAY_ROUTES } from '../remotes/route-ownership';

/**
 * The page frames rendered at build time, one of each per market: the home page, the frame of a
 * page a remote renders (header, footer and the skeleton of the main region), the frame of a stay's
 * page (its skeleton has the gallery's shape, and the server puts the stay's first picture in it),
 * and the simplified frame of checkout-like pages (back arrow and logo, no footer). Other pages (not
 * found) are rendered in the browser alone.
 */
export const FRAME_KINDS = ['home', 'remote', 'stay', 'simplified'] as const;
export type FrameKind = (typeof FRAME_KINDS)[number];

/** A router path (without the Belgian language prefix) each frame is rendered for. */
export const FRAME_PATHS: Readonly<Record<FrameKind, string>> = { home: '/', remote: '/search', stay: '/product/0', simplified: '/checkout' };

/**
 * The routes each frame serves, as the server reads them from the build (`frames/routes.json`): the
 * home at its exact path, the stay and simplified frames under their routes; the remote frame is the rest.
 */
export const FRAME_ROUTES: Readonly<Record<FrameKind, readonly string[]>> = { home: ['/'], remote: [], stay: STAY_ROUTES, simplified: SIMPLIFIED_ROUTES };

/**
 * The router paths that are pages of the site, as the server reads them from the build
 * (`frames/pages.json`): `/x` that path, `/x/:name` one segment below it, `/x/*` that path and all
 * below it. The home, every path a remote owns (the remote says itself when it has no such page) and
 * the shell's own pages; the server answers any other path 404, with the not-found page.
 */
export const PAGE_ROUTES: readonly string[] = ['/', ...Object.keys(ROUTE_OWNERS).map((segment) => `/${segment}/*`), ...SHELL_PAGE_ROUTES];

/** The frame that matches what the shell renders first at a router path, if any. */
export function frameKindOf(pathname: string): FrameKind | null {
  if (pathname === '/' || pathname === '') return 'home';
  if (isUnder(pathname, SIMPLIFIED_ROUTES)) return 'simplified';
  if (isUnder(pathname, STAY_ROUTES)) return 'stay';
  return ownerOf(pathname) ? 'remote' : null;
}

/** The router path of a page address: the market's path prefix (`/fr`, `/nl`) removed. */
export function routerPathOf(pathname: string, basePath: string): string {
  if (!basePath) return pathname;
  return pathname === basePath || pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) || '/' : pathname;
}
