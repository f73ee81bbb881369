import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTrack } from '@escapade/app-providers/analytics';
import type { ProductDetail, ProductQuote } from '@escapade/api-contract';
import { postLog, productQuoteQueryOptions } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { daysBetween } from '@escapade/util-market';
import { formatSelectedActivityDate, stayCheckoutUrl, type ProductPageState } from '@escapade/util-criteria';
import { pricingMessages, type MessageDescriptor } from '@escapade/util-pricing';
import { addToCartEvent } from './add-to-cart';
import { INIT_CHECKOUT_ERROR, INIT_CHECKOUT_LOG_LOCATION, initCheckoutReport, quoteFailure } from './checkout-start';

/** Where a checkout start is: nothing asked yet, the quote on its way, or refused with the text to show. */
export type CheckoutStartStatus = { readonly kind: 'idle' } | { readonly kind: 'quoting' } | { readonly kind: 'failed'; readonly message: MessageDescriptor };

/** A checkout start of the product page and how to run it. */
export interface CheckoutStart {
  readonly status: CheckoutStartStatus;
  /** Quotes the dated stay, then starts the checkout or says why not; the caller checked dates and activity days first. */
  readonly start: () => Promise<void>;
  /** Forgets a failure (new dates or party). */
  readonly reset: () => void;
}

/**
 * Checkout start (product-side.md section 4): the quote is asked of the server; on error the checkout
 * aborts with the error report 'Availabilities or quote error during the init checkout'; otherwise an
 * add-to-cart event is sent and the checkout starts with the product and its criteria in the URL.
 */
export function useCheckoutStart(product: ProductDetail, state: ProductPageState): CheckoutStart {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const market = useMarket();
  const track = useTrack('product');
  const [status, setStatus] = useState<CheckoutStartStatus>({ kind: 'idle' });

  const start = useCallback(async () => {
    if (state.checkin === undefined || state.checkout === undefined) return;
    setStatus({ kind: 'quoting' });
    const query = {
      checkin: state.checkin,
      nights: daysBetween(state.checkin, state.checkout),
      adult: state.adult,
      child: state.child,
      baby: state.baby,
      activitySelectionList: state.activityDates.map(formatSelectedActivityDate),
      locale: market.code,
    };
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
      setStatus({ kind: 'idle' });
      track(addToCartEvent({ weekendId: product.id, label: product.label, quote }), { beacon: true });
      navigate(stayCheckoutUrl(product.id, state));
      return;
    }
    console.error(INIT_CHECKOUT_ERROR, { weekendId: product.id, query, detail });
    postLog({ level: 'ERROR', locale: market.code, location: INIT_CHECKOUT_LOG_LOCATION, message: initCheckoutReport(product.id, detail) }).catch(() => undefined);
    setStatus({ kind: 'failed', message: failure ?? pricingMessages.noMoreAvailabilities });
  }, [state, market.code, queryClient, product.id, product.label, navigate, track]);

  const reset = useCallback(() => setStatus({ kind: 'idle' }), []);
  return { status, start, reset };
}
