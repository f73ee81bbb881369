import type { Cents } from '@escapade/util-market';

/** What an authorisation asks the provider for: one intent for an amount, made once per idempotency key. */
export interface AuthoriseRequest {
  /** Our payment's UUID, which the provider gives back in its notifications. */
  readonly paymentId: string;
  readonly orderUuid: string;
  readonly amount: Cents;
  readonly currency: 'EUR';
  /** `card` or a pay-later method (hosted page), or `wallet` (already authorised on the device). */
  readonly method: string;
  /** A wallet's intent, as the wallet sheet gave it; absent for a hosted-page payment. */
  readonly walletIntentId?: string;
}

/**
 * The provider's answer to an authorisation: an intent that needs the buyer on the provider's page
 * (`requires_action`, with the page's address), or, for a wallet, authorised or declined at once.
 */
export type AuthoriseResult =
  | { readonly state: 'requires_action'; readonly reference: string; readonly redirectUrl: string }
  | { readonly state: 'authorised'; readonly reference: string }
  | { readonly state: 'failed'; readonly reference: string; readonly reason: string };

/** A capture or refund as the provider reports it. */
export interface OperationResult {
  readonly state: 'captured' | 'refunded' | 'partially_refunded' | 'failed';
  readonly amount: Cents;
}

/**
 * A payment provider, as the purchase path sees one: every operation takes its own idempotency key
 * (the `payments` table's `authorise_key`, `capture_key`, `refund_key`), so a retry never charges
 * twice. The outcome of a hosted page comes later, as a signed notification to
 * `POST /api/purchase/payments/notifications`. A real provider plugs in as an adapter of this
 * interface (docs/payments.md); the embedded sandbox is the one the API ships with.
 */
export interface PaymentProvider {
  /** The name stored with each payment (`payments.provider`). */
  readonly name: string;
  authorise(request: AuthoriseRequest, idempotencyKey: string): Promise<AuthoriseResult>;
  capture(reference: string, amount: Cents, idempotencyKey: string): Promise<OperationResult>;
  refund(reference: string, amount: Cents, idempotencyKey: string): Promise<OperationResult>;
}
