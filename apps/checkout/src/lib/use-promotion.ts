import { useQueryClient } from '@escapade/query';
import { promotionCodeQueryOptions, usePromotionCode } from '@escapade/data-access-api';
import type { Cents, MarketCode } from '@escapade/util-market';
import { promotionState, type PromotionState } from './promotion-code';

/** A code's answer is kept a minute: long enough for the page, short enough to notice an expiry. */
const PROMOTION_STALE_MS = 60_000;

/** The applied promotion code as the server prices it, and the look-up a typed code goes through before it is applied. */
export interface Promotion {
  readonly state: PromotionState;
  /** Asks the server what `code` takes off the amount (rejects when it cannot be used); the answer is kept for the applied code's state. */
  readonly lookUp: (code: string) => Promise<unknown>;
  /** Asks again for the applied code (an order found it no longer valid). */
  readonly recheck: () => void;
}

/**
 * The reduction of the applied code on `amount` (the stay's or the voucher's price, never the
 * insurance), asked of the server for each amount, so the page shows and sends what the order will
 * be priced at.
 */
export function usePromotion(code: string, amount: Cents, market: MarketCode): Promotion {
  const queryClient = useQueryClient();
  const query = { locale: market, amount };
  const applied = usePromotionCode({ code }, query, { enabled: code !== '' && amount > 0, retry: false, staleTime: PROMOTION_STALE_MS });
  return {
    state: promotionState(code, applied),
    lookUp: (typed) => queryClient.fetchQuery({ ...promotionCodeQueryOptions({ code: typed }, query), retry: false, staleTime: PROMOTION_STALE_MS }),
    recheck: () => void applied.refetch(),
  };
}
