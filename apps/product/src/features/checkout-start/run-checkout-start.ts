import type { QueryClient } from '@escapade/query';
import type { NavigateFunction } from '@escapade/app-providers/router';
import type { AnalyticsEvent } from '@escapade/app-providers/analytics';
import type { ProductDetail, ProductQuote } from '@escapade/api-contract';
import { postLog, productQuoteQueryOptions } from '@escapade/data-access-api';
import type { MarketCode } from '@escapade/util-market';
import { stayCheckoutUrl, type ProductPageState } from '@escapade/util-criteria';
import { pricingMessages, type MessageDescriptor } from '@escapade/util-pricing';
import { addToCartEvent } from './add-to-cart';
import { INIT_CHECKOUT_ERROR, INIT_CHECKOUT_LOG_LOCATION, initCheckoutReport, quoteFailure, stayQuoteQuery } from './checkout-start';

/** What a checkout start needs from the page it runs on. */
export interface CheckoutStartContext {
  readonly queryClient: QueryClient;
  readonly navigate: NavigateFunction;
  readonly track: (event: AnalyticsEvent, options: { beacon: boolean }) => void;
  readonly market: MarketCode;
  readonly product: Pick<ProductDetail, 'id' | 'label'>;
  readonly state: ProductPageState;
}

/**
 * Quotes the dated stay and starts the checkout, or reports why it cannot (product-side.md sections 4
 * and 8). Only a click on Book needs it, so it is its own chunk: the quote's schema and the client log
 * are not in the product page's first download. Resolves to the text to show, or null once on its way.
 */
export async function runCheckoutStart({ queryClient, navigate, track, market, product, state }: CheckoutStartContext): Promise<MessageDescriptor | null> {
  const query = stayQuoteQuery(state, market);
  if (query === undefined) return null;
  let quote: ProductQuote | undefined;
  let detail: string;
  try {
    quote = await queryClient.fetchQuery(productQuoteQueryOptions({ id: String(product.id) }, query));
    detail = quote.errors.map((error) => error.code).join(', ') || 'not bookable';
  } catch (error) {
    detail = error instanceof Error ? error.message : String(error);
  }
  const failure = quoteFailure(quote);
  if (failure === null && quote !== undefined) {
    track(addToCartEvent({ weekendId: product.id, label: product.label, quote }), { beacon: true });
    navigate(stayCheckoutUrl(product.id, state));
    return null;
  }
  console.error(INIT_CHECKOUT_ERROR, { weekendId: product.id, query, detail });
  postLog({ level: 'ERROR', locale: market, location: INIT_CHECKOUT_LOG_LOCATION, message: initCheckoutReport(product.id, detail) }).catch(() => undefined);
  return failure ?? pricingMessages.noMoreAvailabilities;
}
