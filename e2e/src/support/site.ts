import type { Page, Request } from '@playwright/test';

/** One route of each remote, and the heading it shows in French (the default market). */
export const REMOTE_ROUTES = {
  search: { path: '/search?flow=booking', heading: 'Résultats de recherche' },
  product: { path: '/hotel/not-a-hotel', heading: 'Oups !' },
  gifting: { path: '/giftcard', heading: 'Cartes cadeaux' },
  checkout: { path: '/checkout', heading: 'Votre réservation' },
  // Trips are a placeholder page for now; `/account` itself asks a visitor to sign in first.
  account: { path: '/account/trips', heading: 'Mon compte' },
} as const;

export type RemoteName = keyof typeof REMOTE_ROUTES;
export const REMOTES = Object.keys(REMOTE_ROUTES) as RemoteName[];

export const REMOTE_ERROR_TITLE = "Cette partie de la page n'a pas pu être chargée";

/** Records console errors, uncaught exceptions and the JavaScript a page fetches. */
export function watchPage(page: Page) {
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return {
    errors,
    scripts,
    remoteFilesOf: (name: RemoteName) => scripts.filter((path) => path.startsWith(`/remotes/${name}/`)),
    anyRemoteFiles: () => scripts.filter((path) => path.startsWith('/remotes/')),
  };
}

/**
 * Makes a remote throw while rendering, without any test hook in the product: its route tree
 * renders `<div data-remote="name">`, and the served JavaScript is rewritten so evaluating that
 * prop throws.
 */
export async function makeRemoteThrowOnRender(page: Page, name: RemoteName): Promise<void> {
  await page.route(new RegExp(`/remotes/${name}/(?!remoteEntry\\.js).+\\.js$`), async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(`"data-remote":"${name}"`, `"data-remote":(()=>{throw new Error("${name} failed while rendering")})()`);
    await route.fulfill({ response, body });
  });
}
