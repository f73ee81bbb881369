import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { StaticRouter } from 'react-router-dom/server';
import { createQueryClient, loadSharedMessages, ROUTER_FUTURE } from '@escapade/app-providers';
import { storefrontMarket, type Market, type Messages } from '@escapade/i18n';
import { MARKET_CODES, type MarketCode } from '@escapade/util-market';
import { HomeSeo, homeDescription, homeTitle } from '../../features/seo/home-seo';
import { PUBLIC_SITE_LOCATION } from '../footer/country-sites';
import { loadShellMessages } from '../messages';
import { ShellPage } from '../shell-page';
import { FRAME_KINDS, FRAME_PATHS, FRAME_ROUTES, type FrameKind } from './frame-kind';
import { FRAME_PICTURE_PLACEHOLDER } from './frame-picture';

/** Which remote renders which first path segment, for the server's hints of a remote page's code (`frames/remote-pages.json`). */
export { ROUTE_OWNERS } from '../remotes/route-ownership';
/** The router paths that are pages of the site, for the server's 404 (`frames/pages.json`). */
export { PAGE_ROUTES } from './frame-kind';
/** The query parameter of a tab that previews another build of a remote, which the server's hints leave to it. */
export { OVERRIDE_PARAM } from '../remotes/remote-overrides';

/** A page frame: the shell's HTML for one market and kind of page, before any script runs. */
export interface RenderedFrame {
  readonly market: MarketCode;
  readonly kind: FrameKind;
  /** The `lang` of the page (the market's locale). */
  readonly lang: string;
  readonly language: string;
  /** The page's title and description in the market's language, for the document head. */
  readonly title: string;
  readonly description: string;
  /** More of the head: the home's canonical and alternate links, social tags and structured data. */
  readonly head: string;
  /** The router paths this kind of frame serves (see `FRAME_ROUTES`). */
  readonly routes: readonly string[];
  readonly html: string;
}

/**
 * One frame: the shell's page of `market` at the router path of `kind`, as HTML. A stay's frame
 * holds its first picture's element, whose address the server sets for the stay visited.
 */
export function renderFrame(market: Market, messages: Messages, kind: FrameKind): string {
  return renderToString(
    <ShellPage
      market={market}
      messages={messages}
      queryClient={createQueryClient()}
      framePicture={kind === 'stay' ? { path: FRAME_PATHS.stay, src: FRAME_PICTURE_PLACEHOLDER } : null}
      router={(app) => (
        <StaticRouter location={`${market.basePath}${FRAME_PATHS[kind]}`} basename={market.basePath || undefined} future={ROUTER_FUTURE}>
          {app}
        </StaticRouter>
      )}
    />,
  );
}

/**
 * Renders every market's frames with react-dom/server, at build time: header, footer, the home
 * page's heading or a remote page's skeleton, in the market's language. The browser hydrates them
 * (see bootstrap.tsx); remotes render in the browser only.
 */
export async function renderFrames(): Promise<RenderedFrame[]> {
  const frames: RenderedFrame[] = [];
  for (const code of MARKET_CODES) {
    const market = storefrontMarket(code);
    const [shared, shell] = await Promise.all([loadSharedMessages(market.language), loadShellMessages(market.language)]);
    const messages = { ...shared, ...shell };
    const intl = createIntl({ locale: market.locale, defaultLocale: 'en', messages });
    const title = homeTitle(intl);
    const description = homeDescription(intl);
    for (const kind of FRAME_KINDS) {
      const html = renderFrame(market, messages, kind);
      // A remote page's frame serves many addresses: its page says its own canonical address once it renders.
      const head = kind === 'home' ? renderToStaticMarkup(<HomeSeo market={market} location={PUBLIC_SITE_LOCATION} title={title} description={description} frame />) : '';
      frames.push({ market: code, kind, lang: market.locale, language: market.language, title, description, head, routes: FRAME_ROUTES[kind], html });
    }
  }
  return frames;
}
