import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@escapade/app-providers/router';
import { useTrack } from '@escapade/app-providers/analytics';
import type { PurchaseOrderBody } from '@escapade/api-contract';
import type { MarketCode } from '@escapade/util-market';
import { confirmationLocation, readWalletFlags, withoutWalletFlags, withWalletError, withWalletLoading } from '@escapade/util-criteria';
import type { WalletMethod } from './wallet';

// The call and its report come with their own code, asked for when the wallet's sheet opens.
const loadWalletPayment = () => import('./wallet-payment');

/** What the fast wallet checkout needs from its page. */
export interface WalletPaymentContext {
  readonly method: WalletMethod;
  readonly market: MarketCode;
  readonly newKey?: () => string;
}

/**
 * The fast wallet checkout's states (product-side.md, Fast wallet checkout), kept in the address's
 * hash: closed; the wallet's sheet opened by the button (the error flag removed); the payment ongoing
 * (`isLoading=1`) while `POST /purchase/zeppto` records and pays the order; then the confirmation, or
 * the hash with `;error=1` after any failure (a declined wallet, a refused order, a missing
 * orderUUID), reported to the logs and tracked.
 */
export function useWalletPayment({ method, market, newKey = () => crypto.randomUUID() }: WalletPaymentContext) {
  const location = useLocation();
  const navigate = useNavigate();
  const track = useTrack('checkout');
  const flags = readWalletFlags(location.hash);
  const [order, setOrder] = useState<PurchaseOrderBody | null>(null);
  const paying = useRef(false);
  const base = { search: location.search, hash: withoutWalletFlags(location.hash) };

  // A page opened (or reloaded) with the payment marked ongoing and no payment running here: closed again.
  useEffect(() => {
    if (flags.isLoading && !paying.current) navigate({ search: base.search, hash: base.hash }, { replace: true });
    // Only the address the page opened with: later flags are this hook's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const fail = (reason: unknown) => {
    paying.current = false;
    navigate({ search: base.search, hash: withWalletError(base.hash) }, { replace: true });
    track({ name: 'wallet_payment_failed', params: { payment_type: method } });
    loadWalletPayment()
      .then(({ reportWalletFailure }) => reportWalletFailure(method, market, reason))
      .catch(() => undefined);
  };

  /** Opens the wallet's sheet for this order (the parent form checked first); a failure shown before is cleared. */
  const open = (body: PurchaseOrderBody) => {
    if (flags.error) navigate({ search: base.search, hash: base.hash }, { replace: true });
    void loadWalletPayment();
    setOrder(body);
  };

  /** The sheet's answer: the intent it authorised (or declined) is sent with the order; the provider decides. */
  const answer = async (outcome: 'ok' | 'declined') => {
    const body = order;
    setOrder(null);
    if (body === null) return;
    paying.current = true;
    navigate({ search: base.search, hash: withWalletLoading(base.hash) }, { replace: true });
    try {
      const { payWithWallet } = await loadWalletPayment();
      const orderUuid = await payWithWallet({ body, outcome, method, newKey });
      paying.current = false;
      navigate(confirmationLocation(orderUuid, ''));
    } catch (error) {
      fail(error);
    }
  };

  return { flags, sheetOpen: order !== null, open, answer, cancel: () => setOrder(null) };
}
