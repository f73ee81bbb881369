import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, MAX_TOP_SEARCH_RESULTS, servedSeo, type CmsBlock, type CmsHomePage, type CmsHomepageReply, type OfferCard } from '@escapade/api-contract';
import { type MarketCode as Locale } from '@escapade/util-market';
import type { StoredCmsBlock, StoredHomePage, TopSearch } from '../../content/content-documents';
import { contractRoute, notFound } from '../../plugins/contract-routes';
import { NO_FILTERS, type OfferSearchQuery } from '../../search/search-query';
import { languageOf, offerCard } from '../search/search-mapping';

/** The market's most popular offers in a place, read from the live catalog (none when the API serves no catalog). */
function topSearchCards(app: FastifyInstance, locale: Locale, search: TopSearch): OfferCard[] {
  if (!app.hasDecorator('catalog')) return [];
  const place = app.catalog.place(search.placeId);
  if (!place) return [];
  const query: OfferSearchQuery = {
    market: locale,
    language: languageOf(locale),
    flowType: search.flowType,
    destination: { kind: 'place', placeId: place.id },
    origin: { latitude: place.latitude, longitude: place.longitude },
    themeId: null,
    checkin: null,
    nights: 1,
    party: { adults: 2, children: 0, babies: 0 },
    giftNights: null,
    filters: NO_FILTERS,
    orderBy: search.flowType === 'gift' ? 'priceQuality' : 'popularity',
    page: 0,
    limit: MAX_TOP_SEARCH_RESULTS,
    numberOfPackagesPerHotel: 1,
  };
  const context = { now: app.now(), texts: app.pricingTexts };
  return app.catalog.offers.search(query).hits.map((hit) => offerCard(app.catalog, hit, query, context));
}

/** Stored blocks with their top searches run: a top search that finds nothing is left out. */
function servedBlocks(app: FastifyInstance, locale: Locale, stored: readonly StoredCmsBlock[]): CmsBlock[] {
  return stored.flatMap((block: StoredCmsBlock): CmsBlock[] => {
    if (block.type !== 'topSearchResults') return [block];
    const offers = topSearchCards(app, locale, block.search);
    return offers.length === 0
      ? []
      : [
          {
            type: 'topSearchResults',
            title: block.title,
            searchUrl: block.searchUrl,
            offers,
          },
        ];
  });
}

/** A stored home with its top searches run, noindex where indexing is off. */
function homePage(app: FastifyInstance, locale: Locale, stored: StoredHomePage): CmsHomePage {
  return { ...stored, seo: servedSeo(stored.seo, app.indexing), blocks: servedBlocks(app, locale, stored.blocks) };
}

/** The CMS home by flow, the block-built landing pages and the announcement banners of every kind of page. */
export default async function cmsHomeRoutes(app: FastifyInstance) {
  contractRoute(app, ENDPOINTS.cmsHomepage, async ({ query }) => {
    const booking = app.content.homePage(query.locale, 'booking');
    if (!booking) throw notFound('query.locale', query.locale, 'home page');
    const reply: CmsHomepageReply = {
      booking: homePage(app, query.locale, booking),
    };
    for (const flow of ['gifting', 'activity'] as const) {
      const stored = app.content.homePage(query.locale, flow);
      if (stored) reply[flow] = homePage(app, query.locale, stored);
    }
    return reply;
  });

  contractRoute(app, ENDPOINTS.landingPage, async ({ params, query }) => {
    const stored = app.content.landingPage(query.locale, params.slug);
    if (!stored) throw notFound('params.slug', params.slug, 'landing page');
    return { ...stored, blocks: servedBlocks(app, query.locale, stored.blocks) };
  });

  contractRoute(app, ENDPOINTS.announcementBanner, async ({ query }, _request, reply) => {
    // The spec fetches announcement banners with no-cache: a new banner must show at once.
    reply.header('cache-control', 'no-cache');
    return { data: app.content.announcementBanners(query.locale) };
  });
}
