import { GALLERY_TILE_SIZE } from '@escapade/api-contract';
import type { MarketCode } from '@escapade/util-market';
import { imageUrl } from '../routes/search/search-mapping';
import type { CatalogSearch } from '../search/catalog-search';

/** A stay's or a hotel's page: `/product/{id}` or `/hotel/{id}`, with or without a slug after. */
const PICTURED_PAGE = /^\/(product|hotel)\/([1-9]\d{0,9})(?:\/[^/]*)?$/;

/**
 * The address of the picture a stay's or a hotel's page paints largest: its gallery's first tile,
 * the first picture its detail lists (a stay's own pictures come before its hotel's). The page's
 * `Link` header has the browser fetch it with the page's code, instead of once the code has run and
 * the detail has come (HTML → code → detail → picture). None for another page, an id the catalog
 * does not know, or a stay the market does not sell (its page says it has expired).
 */
export function pagePicture(catalog: CatalogSearch, market: MarketCode, routerPath: string): string | undefined {
  const page = PICTURED_PAGE.exec(routerPath);
  if (!page) return undefined;
  const id = Number(page[2]);
  let pictureId: number | undefined;
  if (page[1] === 'hotel') pictureId = catalog.offers.getHotel(id)?.imageIds[0];
  else {
    const offer = catalog.offers.getOffer(id);
    if (!offer?.markets.includes(market)) return undefined;
    pictureId = offer.imageIds[0] ?? catalog.offers.getHotel(offer.hotelId)?.imageIds[0];
  }
  return pictureId === undefined ? undefined : imageUrl(pictureId, GALLERY_TILE_SIZE);
}
