import { clearDraftsOfOrder, DRAFT_LIFETIME_MS, draftKey, orderKeyFor, paymentKeyFor, readDraft, writeDraft } from './checkout-draft';

describe('the checkout draft', () => {
  beforeEach(() => window.localStorage.clear());
  const body = { locale: 'fr_FR', expectedAmount: 31_800 } as never;
  let counter = 0;
  const newKey = () => `key-${(counter += 1)}`;

  it('keeps what was typed for a stay, for a day', () => {
    writeDraft(window.localStorage, '#id=1', { values: { email: 'jean@example.com' } }, 1_000);
    expect(readDraft(window.localStorage, '#id=1', 2_000)).toEqual({ values: { email: 'jean@example.com' } });
    expect(readDraft(window.localStorage, '#id=2', 2_000)).toBeUndefined();
    expect(readDraft(window.localStorage, '#id=1', 1_000 + DRAFT_LIFETIME_MS + 1)).toBeUndefined();
  });

  it('reads an unreadable draft as none', () => {
    window.localStorage.setItem(draftKey('#id=1'), '{not json');
    expect(readDraft(window.localStorage, '#id=1')).toBeUndefined();
  });

  it('reuses the order key for the same body, and makes a new one for another', () => {
    const first = orderKeyFor(undefined, body, newKey);
    expect(orderKeyFor({ values: {}, order: first }, body, newKey)).toEqual(first);
    expect(orderKeyFor({ values: {}, order: first }, { ...(body as object), expectedAmount: 33_200 } as never, newKey).key).not.toBe(first.key);
  });

  it('reuses the payment key for the same order and method only', () => {
    const draft = { values: {}, payment: { key: 'pay-1', orderUuid: 'order-1', method: 'card' } };
    expect(paymentKeyFor(draft, 'order-1', 'card', newKey)).toBe('pay-1');
    expect(paymentKeyFor(draft, 'order-1', '3x', newKey)).not.toBe('pay-1');
    expect(paymentKeyFor(draft, 'order-2', 'card', newKey)).not.toBe('pay-1');
  });

  it('forgets the drafts of a confirmed order, and only those', () => {
    writeDraft(window.localStorage, '#id=1', { values: {}, order: { key: 'k1', body: '{}', orderUuid: 'order-1' } });
    writeDraft(window.localStorage, '#id=2', { values: {}, order: { key: 'k2', body: '{}', orderUuid: 'order-2' } });
    window.localStorage.setItem('another.key', 'kept');
    clearDraftsOfOrder(window.localStorage, 'order-1');
    expect(readDraft(window.localStorage, '#id=1')).toBeUndefined();
    expect(readDraft(window.localStorage, '#id=2')).toBeDefined();
    expect(window.localStorage.getItem('another.key')).toBe('kept');
  });
});
