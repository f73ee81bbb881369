import { randomUUID } from 'node:crypto';
import { API_BASE } from '@escapade/api-contract';
import type { Cents } from '@escapade/util-market';
import type { AuthoriseRequest, AuthoriseResult, OperationResult, PaymentProvider } from './payment-provider';

/** What a test card does on the sandbox's hosted page. */
export type TestCardOutcome = 'succeeds' | 'declined' | 'challenge';

/**
 * The sandbox's test cards, as test modes of real providers have them (docs/payments.md lists them):
 * any future expiry and any 3-digit CVC. Any other number is declined, so no real card is ever taken.
 */
export const TEST_CARDS: Readonly<Record<string, TestCardOutcome>> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000003220': 'challenge',
};

/** Wallet intents the sandbox accepts or declines, by the prefix of their id (docs/payments.md). */
export const WALLET_TEST_INTENTS = { succeeds: 'pi_sandbox_ok_', declined: 'pi_sandbox_declined_' } as const;

/** The sandbox's hosted card page of a payment, served by the API itself. */
export const sandboxPagePath = (paymentId: string) => `${API_BASE}/purchase/sandbox/pay/${paymentId}`;

/** What a test card number does: its outcome, or declined for any other number. */
export function testCardOutcome(cardNumber: string): TestCardOutcome {
  return TEST_CARDS[cardNumber] ?? 'declined';
}

/** An intent as the sandbox keeps it. */
interface SandboxIntent {
  readonly amount: Cents;
  state: 'requires_action' | 'authorised' | 'captured' | 'failed' | 'refunded' | 'partially_refunded';
  captured: Cents;
  refunded: Cents;
}

/**
 * The payment provider the API ships with, which behaves like a real one in test mode and never
 * moves money: intents for a card or pay later need the buyer on its hosted page (served by the API,
 * see `sandbox-pages.ts`), wallets are authorised or declined by their test intent id, and every
 * operation answers the same for the same idempotency key. It keeps its intents in memory, as a
 * provider's test account would keep them on its side.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly intents = new Map<string, SandboxIntent>();
  private readonly answers = new Map<string, AuthoriseResult | OperationResult>();

  /** The same answer for the same key, as a provider's idempotency keys give. */
  private once<T extends AuthoriseResult | OperationResult>(key: string, operation: () => T): T {
    const earlier = this.answers.get(key);
    if (earlier !== undefined) return earlier as T;
    const answer = operation();
    this.answers.set(key, answer);
    return answer;
  }

  async authorise(request: AuthoriseRequest, idempotencyKey: string): Promise<AuthoriseResult> {
    return this.once(`authorise:${idempotencyKey}`, () => {
      const reference = `sbx_${randomUUID()}`;
      if (request.walletIntentId === undefined) {
        this.intents.set(reference, { amount: request.amount, state: 'requires_action', captured: 0, refunded: 0 });
        return { state: 'requires_action', reference, redirectUrl: sandboxPagePath(request.paymentId) };
      }
      if (request.walletIntentId.startsWith(WALLET_TEST_INTENTS.succeeds)) {
        this.intents.set(reference, { amount: request.amount, state: 'authorised', captured: 0, refunded: 0 });
        return { state: 'authorised', reference };
      }
      return { state: 'failed', reference, reason: `the wallet declined the payment (sandbox intents starting ${WALLET_TEST_INTENTS.succeeds} succeed)` };
    });
  }

  /** The hosted page's outcome: the buyer's card authorised the intent, or not. */
  completeHostedPayment(reference: string, authorised: boolean): void {
    const intent = this.intents.get(reference);
    if (intent?.state === 'requires_action') intent.state = authorised ? 'authorised' : 'failed';
  }

  async capture(reference: string, amount: Cents, idempotencyKey: string): Promise<OperationResult> {
    return this.once(`capture:${idempotencyKey}`, () => {
      const intent = this.intents.get(reference);
      if (intent?.state !== 'authorised' || amount > intent.amount) return { state: 'failed', amount: 0 };
      intent.state = 'captured';
      intent.captured = amount;
      return { state: 'captured', amount };
    });
  }

  async refund(reference: string, amount: Cents, idempotencyKey: string): Promise<OperationResult> {
    return this.once(`refund:${idempotencyKey}`, () => {
      const intent = this.intents.get(reference);
      if (intent === undefined || (intent.state !== 'captured' && intent.state !== 'partially_refunded') || intent.refunded + amount > intent.captured) {
        return { state: 'failed', amount: 0 };
      }
      intent.refunded += amount;
      intent.state = intent.refunded === intent.captured ? 'refunded' : 'partially_refunded';
      return { state: intent.state, amount };
    });
  }
}
