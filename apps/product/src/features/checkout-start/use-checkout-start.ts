import { useCallback, useState } from 'react';
import { useQueryClient } from '@escapade/query';
import { useNavigate } from '@escapade/app-providers/router';
import { useTrack } from '@escapade/app-providers/analytics';
import type { ProductDetail } from '@escapade/api-contract';
import { useMarket } from '@escapade/i18n';
import type { ProductPageState } from '@escapade/util-criteria';
import { pricingMessages, type MessageDescriptor } from '@escapade/util-pricing';

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
 * The code that does it loads on the first Book; a chunk that cannot load reads 'No more availabilities…'.
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
    let failure: MessageDescriptor | null;
    try {
      const { runCheckoutStart } = await import('./run-checkout-start');
      failure = await runCheckoutStart({ queryClient, navigate, track, market: market.code, product, state });
    } catch {
      failure = pricingMessages.noMoreAvailabilities;
    }
    setStatus(failure === null ? { kind: 'idle' } : { kind: 'failed', message: failure });
  }, [state, market.code, queryClient, product, navigate, track]);

  const reset = useCallback(() => setStatus({ kind: 'idle' }), []);
  return { status, start, reset };
}
