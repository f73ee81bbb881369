import type { PagePrefetch } from '@escapade/app-providers';
import { matchPath } from '@escapade/app-providers/router';
import { productDetailQueryOptions } from '@escapade/data-access-api';
import { productDetailQuery } from '@escapade/util-criteria';
import { pathIdOf, retryServerErrors } from '../../app/page-states';
import { productStateAt } from './use-product-location';

/** The stay or gift page's route: the weekend's id, then an optional slug. */
export const PRODUCT_PAGE_PATH = '/product/:id/:slug?';

/**
 * Starts the stay page's detail call from its address alone, as the shell starts: the same call,
 * under the same key, as the page's own, which then finds it on its way. An address with dates asks
 * for their price, which the server cannot preload (the dates are in the hash).
 */
export function prefetchProductPage({ queryClient, market, page }: PagePrefetch): void {
  const weekendId = pathIdOf(matchPath(PRODUCT_PAGE_PATH, page.path)?.params.id);
  if (weekendId === null) return;
  const query = productDetailQuery(productStateAt(page, market), market);
  void queryClient.prefetchQuery({ ...productDetailQueryOptions({ weekendId: String(weekendId) }, query), retry: retryServerErrors });
}
