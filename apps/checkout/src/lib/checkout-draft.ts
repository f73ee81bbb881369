import type { PurchaseOrderBody } from '@escapade/api-contract';

/**
 * What the checkout keeps in the browser for one stay (its address's hash), so leaving, a reload or a
 * declined card loses nothing typed, and a retried or repeated Pay never orders twice: the form as
 * typed (the terms box excepted, ticked again each time), and the idempotency keys of the order and
 * of its current payment attempt with what they were made for.
 */
export interface CheckoutDraft {
  /** The text fields and choices as typed (never the terms box: it is ticked again each time). */
  readonly values: Readonly<Record<string, string>>;
  /** The key of the order last sent, and the body it was sent with: the same body reuses it. */
  readonly order?: { readonly key: string; readonly body: string; readonly orderUuid?: string };
  /** The key of the payment attempt under way, for its order; a declined attempt drops it. */
  readonly payment?: { readonly key: string; readonly orderUuid: string; readonly method: string };
}

const STORAGE_PREFIX = 'escapade.checkout.';

/** A draft is kept a day: long enough to come back to it, short enough not to keep a buyer's details. */
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The storage key of a stay's draft. */
export function draftKey(stayKey: string): string {
  return `${STORAGE_PREFIX}${stayKey}`;
}

/** A stay's draft, or undefined when none is kept (or it is older than a day, or unreadable). */
export function readDraft(storage: Storage, stayKey: string, now = Date.now()): CheckoutDraft | undefined {
  try {
    const stored = JSON.parse(storage.getItem(draftKey(stayKey)) ?? 'null') as { savedAt?: number; draft?: CheckoutDraft } | null;
    if (stored?.draft === undefined || typeof stored.savedAt !== 'number' || now - stored.savedAt > DRAFT_LIFETIME_MS) return undefined;
    return stored.draft;
  } catch {
    return undefined;
  }
}

/** Keeps a stay's draft; a full or refused storage only loses the draft, never the checkout. */
export function writeDraft(storage: Storage, stayKey: string, draft: CheckoutDraft, now = Date.now()): void {
  try {
    storage.setItem(draftKey(stayKey), JSON.stringify({ savedAt: now, draft }));
  } catch {
    // Private browsing or a full storage: the checkout goes on without its draft.
  }
}

/** Forgets a stay's draft (its order is confirmed). */
export function clearDraft(storage: Storage, stayKey: string): void {
  try {
    storage.removeItem(draftKey(stayKey));
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** The order's idempotency key: the draft's when it was made for the same body, else a new one. */
export function orderKeyFor(draft: CheckoutDraft | undefined, body: PurchaseOrderBody, newKey: () => string): { key: string; body: string } {
  const serialised = JSON.stringify(body);
  return draft?.order !== undefined && draft.order.body === serialised ? { key: draft.order.key, body: serialised } : { key: newKey(), body: serialised };
}

/** The payment attempt's idempotency key: the draft's for the same order and method, else a new one. */
export function paymentKeyFor(draft: CheckoutDraft | undefined, orderUuid: string, method: string, newKey: () => string): string {
  return draft?.payment !== undefined && draft.payment.orderUuid === orderUuid && draft.payment.method === method ? draft.payment.key : newKey();
}

/** Forgets every draft whose order is `orderUuid` (the confirmation page, once the order is paid). */
export function clearDraftsOfOrder(storage: Storage, orderUuid: string): void {
  try {
    for (const key of Object.keys(storage)) {
      if (!key.startsWith(STORAGE_PREFIX)) continue;
      const stored = JSON.parse(storage.getItem(key) ?? 'null') as { draft?: CheckoutDraft } | null;
      if (stored?.draft?.order?.orderUuid === orderUuid) storage.removeItem(key);
    }
  } catch {
    // Nothing readable kept: nothing to forget.
  }
}

const LAST_CHECKOUT_KEY = `${STORAGE_PREFIX}last`;

/** The address of the checkout whose payment page the browser is sent to (its query and hash). */
export interface CheckoutAddress {
  readonly search: string;
  readonly hash: string;
}

/**
 * Remembers the checkout being paid: the provider sends the browser back to a bare path (no query, no
 * hash, as a return path must be), and the checkout finds its stay again from this.
 */
export function writeLastCheckout(storage: Storage, address: CheckoutAddress): void {
  try {
    storage.setItem(LAST_CHECKOUT_KEY, JSON.stringify({ search: address.search, hash: address.hash }));
  } catch {
    // Without it, a declined payment comes back to the checkout without its stay.
  }
}

/**
 * The checkout to come back to after a declined payment: the remembered address with the provider's
 * answer (`status`, `error`) in its query, or null when none is remembered.
 */
export function lastCheckoutAfterDecline(storage: Storage, answer: string): string | null {
  try {
    const stored = JSON.parse(storage.getItem(LAST_CHECKOUT_KEY) ?? 'null') as Partial<CheckoutAddress> | null;
    if (typeof stored?.hash !== 'string' || stored.hash === '' || typeof stored.search !== 'string') return null;
    const query = new URLSearchParams(stored.search);
    for (const [name, value] of new URLSearchParams(answer)) query.set(name, value);
    return `?${query.toString()}${stored.hash}`;
  } catch {
    return null;
  }
}
