import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient, loadSharedMessages, ROUTER_FUTURE } from '@escapade/app-providers';
import { storefrontMarket } from '@escapade/i18n';
import type { MarketCode } from '@escapade/util-market';
import { loadShellMessages } from '../messages';
import { ShellPage } from '../shell-page';
import { frameKindOf } from './frame-kind';
import { FRAME_PICTURE_ATTRIBUTE } from '@escapade/api-contract';
import { FRAME_PICTURE_PLACEHOLDER, readFramePicture } from './frame-picture';
import { renderFrame } from './render-frames';
import { startFrameHydration } from './use-hydrated';

// Remotes never arrive here: the main region keeps its skeleton in both renders compared.
jest.mock('../remotes/federation', () => ({ ...jest.requireActual('../remotes/federation'), loadRemoteModule: () => new Promise(() => undefined) }));
// Nor does the API answer (the header's session call): both renders show the frame's sign-in link.
const realFetch = global.fetch;
beforeAll(() => {
  global.fetch = () => new Promise<Response>(() => undefined);
});
afterAll(() => {
  global.fetch = realFetch;
});

/**
 * What a visitor gets from a DOM tree: elements with their attributes in any order, and text.
 * Comments (React's markers) are left out, and `useId` values, which differ in form between a
 * hydrated and a fresh render, are replaced by one placeholder.
 */
function visible(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes].map(({ name, value }) => `${name}="${value.replace(/_[rR]_[0-9a-z]+_/g, '_id_')}"`).sort();
  return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}>${[...node.childNodes].map(visible).join('')}</${node.tagName.toLowerCase()}>`;
}

async function pageOf(code: MarketCode) {
  const market = storefrontMarket(code);
  const messages = { ...(await loadSharedMessages(market.language)), ...(await loadShellMessages(market.language)) };
  return { market, messages };
}

describe('a page frame hydrates into what the browser renders on its own', () => {
  // One frame serves every page of its kind: the browser's address differs from the frame's.
  // A stay's frame comes with the picture the server writes in, or without it (an unknown stay).
  const visits: [MarketCode, string, string | null][] = [
    ['fr_FR', '/', null],
    ['fr_FR', '/?flow=gifting', null],
    ['fr_FR', '/search?flow=booking#city=paris', null],
    ['es_ES', '/product/42', '/api/images/9457/640_360.svg'],
    ['fr_BE', '/product/999999/unknown', null],
    ['nl_BE', '/hotel/7?checkin=2026-12-05#offers', null],
    ['fr_BE', '/account', null],
  ];
  it.each(visits)('%s %s: no hydration error, and the same HTML as a render without frame', async (code, route, served) => {
    const { market, messages } = await pageOf(code);
    const kind = frameKindOf(new URL(route, 'http://x').pathname);
    if (!kind) throw new Error(`${route} has no frame`);
    // The build renders the frame without a browser (here jsdom's window is there): as for the
    // hydration that follows, the start-up says a frame is being rendered.
    startFrameHydration();
    const slot = new RegExp(`<img [^>]*${FRAME_PICTURE_ATTRIBUTE}[^>]*>`);
    const frame = renderFrame(market, messages, kind).replace(slot, (tag) => (served ? tag.replace(`src="${FRAME_PICTURE_PLACEHOLDER}"`, `src="${served}"`) : ''));
    const hydrated = document.createElement('div');
    hydrated.innerHTML = frame;
    const path = new URL(route, 'http://x').pathname;
    const picture = readFramePicture(hydrated, path);
    expect(picture?.src ?? null).toBe(served);
    const inBrowser = (
      <ShellPage
        market={market}
        messages={messages}
        queryClient={createQueryClient()}
        framePicture={picture}
        router={(app) => (
          <MemoryRouter initialEntries={[`${market.basePath}${route}`]} basename={market.basePath || undefined} future={ROUTER_FUTURE}>
            {app}
          </MemoryRouter>
        )}
      />
    );
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(hydrated, inBrowser, { onRecoverableError: (error) => errors.push(error) });
    });
    const fresh = document.createElement('div');
    await act(async () => {
      createRoot(fresh).render(inBrowser);
    });
    expect(errors).toEqual([]);
    expect(hydrated.querySelector('header a[href="#main"]')).not.toBeNull();
    expect(hydrated.querySelector('main [aria-busy="true"]')).not.toBeNull();
    // React leaves attributes it did not expect as the server wrote them: compare the whole page.
    expect(visible(hydrated)).toBe(visible(fresh));
  });
});
