import { ownerOf } from '../remotes/route-ownership';

/**
 * The page frames rendered at build time, one of each per market: the home page, and the frame of
 * a page a remote renders (header, footer and the skeleton of the main region, the same for every
 * remote). Other pages (not found) are rendered in the browser alone.
 */
export const FRAME_KINDS = ['home', 'remote'] as const;
export type FrameKind = (typeof FRAME_KINDS)[number];

/** A router path (without the Belgian language prefix) each frame is rendered for. */
export const FRAME_PATHS: Readonly<Record<FrameKind, string>> = { home: '/', remote: '/search' };

/** The frame that matches what the shell renders first at a router path, if any. */
export function frameKindOf(pathname: string): FrameKind | null {
  if (pathname === '/' || pathname === '') return 'home';
  return ownerOf(pathname) ? 'remote' : null;
}

/** The router path of a page address: the market's path prefix (`/fr`, `/nl`) removed. */
export function routerPathOf(pathname: string, basePath: string): string {
  if (!basePath) return pathname;
  return pathname === basePath || pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) || '/' : pathname;
}
