import { createWalletOrder, postLog } from '@escapade/data-access-api';
import { MAX_LOG_MESSAGE, type PurchaseOrderBody } from '@escapade/api-contract';
import type { MarketCode } from '@escapade/util-market';
import { WALLET_NAMES, type WalletMethod } from './wallet';

/** Where the wallet errors are reported (`POST /logs`). */
export const WALLET_LOG_LOCATION = 'checkout.wallet.error';

/** A wallet error as the log takes it: what failed and why, cut to the first 256 characters. */
export function walletLogMessage(method: WalletMethod, reason: unknown): string {
  const why = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
  return `${WALLET_NAMES[method]} payment failed: ${why}`.slice(0, MAX_LOG_MESSAGE);
}

/** A wallet intent of the sandbox provider (docs/payments.md): `pi_sandbox_ok_…` is authorised, `pi_sandbox_declined_…` declined. */
export function sandboxWalletIntent(outcome: 'ok' | 'declined', id: string): string {
  return `pi_sandbox_${outcome}_${id.replace(/[^A-Za-z0-9]/g, '')}`;
}

/**
 * Places and pays the order with the wallet's answer in one call (`POST /purchase/zeppto`, a new
 * idempotency key per answer) and gives the order's UUID to confirm; throws on any failure, a missing
 * orderUUID included. Its own chunk: loaded with the wallet's sheet.
 */
export async function payWithWallet(context: {
  readonly body: PurchaseOrderBody;
  readonly outcome: 'ok' | 'declined';
  readonly method: WalletMethod;
  readonly newKey: () => string;
}): Promise<string> {
  const { body, outcome, method, newKey } = context;
  const reply = await createWalletOrder({
    idempotencyKey: newKey(),
    body: { ...body, pspAuthorization: { paymentIntentId: sandboxWalletIntent(outcome, newKey()), paymentMethod: method } },
  });
  const orderUuid = reply.booking.orderUUID;
  if (!orderUuid) throw new Error('the wallet order has no orderUUID');
  return orderUuid;
}

/** Reports a wallet failure to the logs; a failed report changes nothing for the visitor. */
export function reportWalletFailure(method: WalletMethod, market: MarketCode, reason: unknown): void {
  postLog({ level: 'ERROR', locale: market, location: WALLET_LOG_LOCATION, message: walletLogMessage(method, reason) }).catch(() => undefined);
}
