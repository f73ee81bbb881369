import { apiUrl, fillPath, GALLERY_TILE_SIZE, getAnnouncementBannerEndpoint, getHotelDetailEndpoint, getProductDetailEndpoint } from '@escapade/api-contract';
import { announcedPage, parseProductLocation, productDetailQuery } from '@escapade/util-criteria';
import type { CatalogSearch } from '../search/catalog-search';
import { imageUrl } from '../routes/images/image-url';
import type { MarketCode } from '@escapade/util-market';

/** A visited page as the server sees it: its market, router path (language prefix removed), query string without its `?`, and site. */
export interface PreloadedPage {
  readonly market: MarketCode;
  readonly routerPath: string;
  readonly search: string;
  /** On the customer-care site (its host prefix), which shows staff no announcement on search and product pages. */
  readonly customerCare: boolean;
}

/** A stay's or a hotel's page: `/product/{id}` or `/hotel/{id}`, with or without a slug after. */
const DETAILED_PAGE = /^\/(product|hotel)\/([1-9]\d{0,9})(?:\/[^/]*)?$/;

/** A call the page makes with `fetch`, as a preload hint. */
function fetchPreload(call: string): string {
  // `crossorigin`: the page's `fetch` is a CORS request without credentials, which the preload must be to be reused.
  return `<${call}>; rel=preload; as=fetch; crossorigin`;
}

/**
 * What a page needs first and the browser can fetch with the page's code, as `Link` header values:
 * the detail call and largest picture of a stay's or a hotel's page, and the announcement banners on
 * a page that shows one (the shell shows it with the page's first content, so only if it has come by
 * then; not on the customer-care site, which does not show it).
 */
export function pagePreloads(catalog: CatalogSearch, page: PreloadedPage): string[] {
  const announced = !page.customerCare && announcedPage(page.routerPath, page.search) !== null;
  // The banners after what the page paints largest.
  return [...detailPreloads(catalog, page), ...(announced ? [fetchPreload(apiUrl(getAnnouncementBannerEndpoint.path, { locale: page.market }))] : [])];
}

/** What a stay's or a hotel's page needs first: the page's detail call and the picture it paints largest. */
interface DetailPage {
  readonly kind: 'product' | 'hotel';
  readonly call: string;
  readonly picture: string | undefined;
}

/**
 * The detail call and largest picture (its gallery's first tile: a stay's own first picture, else
 * its hotel's) of a stay's or a hotel's page.
 *
 * The detail call is the one the page makes (the same functions write it) for what the server sees
 * of its address: the hash, where a stay's dates and party live, never reaches the server, so a
 * visit with other dates or party than the default ones makes its own call. Nothing for another
 * page, an id the catalog does not know, or a stay the market does not sell (its page says it has
 * expired).
 */
function detailPage(catalog: CatalogSearch, { market, routerPath, search }: PreloadedPage): DetailPage | undefined {
  const page = DETAILED_PAGE.exec(routerPath);
  if (!page) return undefined;
  const id = Number(page[2]);
  const picture = (imageId: number | undefined) => (imageId === undefined ? undefined : imageUrl(imageId, GALLERY_TILE_SIZE));
  if (page[1] === 'hotel') {
    const hotel = catalog.offers.getHotel(id);
    if (!hotel) return undefined;
    return { kind: 'hotel', call: apiUrl(fillPath(getHotelDetailEndpoint.path, { hotelId: id }), { locale: market }), picture: picture(hotel.imageIds[0]) };
  }
  const offer = catalog.offers.getOffer(id);
  if (!offer?.markets.includes(market)) return undefined;
  return {
    kind: 'product',
    call: apiUrl(fillPath(getProductDetailEndpoint.path, { weekendId: id }), productDetailQuery(parseProductLocation({ search, hash: '' }), market)),
    picture: picture(offer.imageIds[0] ?? catalog.offers.getHotel(offer.hotelId)?.imageIds[0]),
  };
}

/**
 * What a stay's or a hotel's page needs first and the browser can fetch with the page's code, as
 * `Link` header values: the page's detail call, and the picture it paints largest. Without them the
 * browser finds each only once the one before has come (HTML → code → detail → picture).
 */
function detailPreloads(catalog: CatalogSearch, page: PreloadedPage): string[] {
  const detail = detailPage(catalog, page);
  if (!detail) return [];
  return [fetchPreload(detail.call), ...(detail.picture === undefined ? [] : [`<${detail.picture}>; rel=preload; as=image; fetchpriority=high`])];
}

/**
 * The picture a stay's page frame shows before any script runs, in its gallery's first tile (see
 * `FRAME_PICTURE_ATTRIBUTE`): the one the page then shows there, already fetched by its preload.
 * Nothing for another page, or a stay the page will say is unknown or expired.
 */
export function framePicture(catalog: CatalogSearch, page: PreloadedPage): string | undefined {
  const detail = detailPage(catalog, page);
  return detail?.kind === 'product' ? detail.picture : undefined;
}
