import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import * as v from 'valibot';
import { ENDPOINTS, type ActivityDetail, type PurchaseOrder, type PurchaseOrderBody } from '@escapade/api-contract';
import { addDays, addMonthsToDate, type MarketCode } from '@escapade/util-market';
import { marketToday } from '@escapade/util-market/clock';
import { promotionCodeReduction } from '@escapade/util-pricing';
import { buildApp } from '../../app';
import { loadCatalogSnapshot } from '../../catalog/load-catalog-snapshot';
import { openSeededTestDatabase } from '../../seed/testing/open-seeded-test-database';
import { SEEDED_NOW } from '../../testing/seeded-app';

const SECRET = Buffer.from('a-test-secret-of-at-least-32-characters', 'utf8');
const RETURN_PATH = '/checkout/payment';

describe('an activity voucher for oneself: POST /api/purchase/orders, its payment and GET /api/purchase/orders/{orderUuid} (seeded catalog in PGlite)', () => {
  let app: FastifyInstance;
  let keys = 0;
  const newKey = () => `test-voucher-${process.pid}-${(keys += 1)}-${randomUUID()}`;

  beforeAll(async () => {
    const database = await openSeededTestDatabase();
    const snapshot = await loadCatalogSnapshot(database.db);
    app = await buildApp({ database, catalog: async () => snapshot, rateLimit: false, apiReference: false, now: () => SEEDED_NOW, paymentWebhookSecret: SECRET });
    await app.ready();
  }, 120_000);
  afterAll(() => app?.close());

  const get = (url: string) => app.inject({ method: 'GET', url });
  const postJson = (url: string, body: unknown, key: string | null = newKey()) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'idempotency-key': key }) }, payload: JSON.stringify(body) });
  const postForm = (url: string, fields: Record<string, string>) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

  /** A published activity voucher sold in the market, as its page shows it. */
  const voucherPage = async (market: MarketCode, skip = 0): Promise<ActivityDetail> => {
    const rows = await app.db.selectFrom('activity_only_products').select(['id', 'markets']).where('published', '=', true).orderBy('id').execute();
    const [row] = rows.filter((candidate) => candidate.markets.includes(market)).slice(skip);
    if (!row) throw new Error(`the seed has a published activity voucher in ${market}`);
    const reply = await get(`/api/activity-only/weekend/${row.id}/detail.json?locale=${market}`);
    expect(reply.statusCode).toBe(200);
    return reply.json() as ActivityDetail;
  };

  const orderOf = (page: Pick<ActivityDetail, 'id' | 'prices'>, changes: { market?: MarketCode; participants?: number; expectedAmount?: number; items?: object } = {}) => {
    const participants = changes.participants ?? Number(Object.keys(page.prices)[0]);
    return {
      locale: changes.market ?? 'fr_FR',
      currency: 'EUR',
      expectedAmount: changes.expectedAmount ?? page.prices[String(participants)]?.sellPrice ?? 0,
      buyer: { email: 'claire.martin@example.fr', civility: 'MRS', firstName: 'Claire', lastName: 'Martin', phoneNumber: '+33 6 12 34 56 78' },
      items: changes.items ?? { activityVoucherItem: { activityProductId: page.id, participants } },
      specialRequest: null,
    } as PurchaseOrderBody;
  };
  const readOrder = async (orderUuid: string) => (await get(`/api/purchase/orders/${orderUuid}`)).json() as PurchaseOrder;
  const outboxOf = async (orderUuid: string) =>
    (
      await sql<{
        topic: string;
        payload: unknown;
      }>`select outbox.topic, outbox.payload from outbox join orders on orders.id = outbox.order_id where orders.order_uuid = ${orderUuid}`.execute(app.db)
    ).rows;

  it('prices the voucher from its product’s prices for the participants, valid 12 months, and reads it back', async () => {
    const page = await voucherPage('fr_FR');
    const participants = Number(Object.keys(page.prices).at(-1));
    const price = page.prices[String(participants)];
    const stored = await app.db
      .selectFrom('activity_only_prices')
      .select('sell_price')
      .where('product_id', '=', page.id)
      .where('participants', '=', participants)
      .executeTakeFirstOrThrow();
    expect(price?.sellPrice).toBe(stored.sell_price);

    const reply = await postJson('/api/purchase/orders', orderOf(page, { participants }));
    expect(reply.statusCode).toBe(201);
    const order = v.parse(ENDPOINTS.createPurchaseOrder.reply, reply.json());
    expect(order).toMatchObject({ state: 'created', amount: stored.sell_price, localTaxTotalAmount: 0, payment: null });
    expect(order.items).toEqual([
      {
        kind: 'activityVoucher',
        amount: stored.sell_price,
        activityProductId: page.id,
        participants,
        label: page.label,
        activityCenterLabel: page.activityCenter.label,
        validUntil: addMonthsToDate(marketToday(SEEDED_NOW, 'fr_FR'), 12),
      },
    ]);
    expect(await readOrder(order.orderUuid)).toEqual(order);
    const items = await app.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .selectAll('order_items')
      .where('orders.order_uuid', '=', order.orderUuid)
      .execute();
    expect(items).toMatchObject([{ kind: 'activity_voucher', activity_only_product_id: page.id, participants, offer_id: null, insurance_choice: null }]);
  }, 60_000);

  it('answers 409 PRICE_CHANGED with the fresh amount for another expected amount, and keeps no order', async () => {
    const page = await voucherPage('fr_FR');
    const before = await app.db
      .selectFrom('orders')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    const fresh = Object.values(page.prices)[0]?.sellPrice ?? 0;
    const reply = await postJson('/api/purchase/orders', orderOf(page, { expectedAmount: fresh + 100 }));
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ code: 'PRICE_CHANGED', details: [{ field: 'body.expectedAmount', amount: fresh, expectedAmount: fresh + 100 }] });
    expect(
      await app.db
        .selectFrom('orders')
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
  });

  it('takes a promotion code off the voucher', async () => {
    const page = await voucherPage('fr_FR');
    const today = marketToday(SEEDED_NOW, 'fr_FR');
    const valid = { code: 'ACTIVITE10', percent: 10 };
    await app.db
      .insertInto('promotion_codes')
      .values({ ...valid, markets: ['fr_FR'], valid_from: addDays(today, -10), valid_until: addDays(today, 10) })
      .execute();
    const amount = Object.values(page.prices)[0]?.sellPrice ?? 0;
    const expected = amount - promotionCodeReduction(amount, valid.percent);
    const body = orderOf(page, { expectedAmount: expected });
    const reply = await postJson('/api/purchase/orders', { ...body, items: { ...body.items, promotionCodeItem: { code: valid.code } } });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({
      amount: expected,
      items: [
        { kind: 'activityVoucher', amount },
        { kind: 'promotionCode', code: valid.code },
      ],
    });
  });

  it('replays the same key and body (one order), and refuses the key with another body (422)', async () => {
    const page = await voucherPage('fr_FR');
    const key = newKey();
    const first = await postJson('/api/purchase/orders', orderOf(page), key);
    const again = await postJson('/api/purchase/orders', orderOf(page), key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    const participants = Object.keys(page.prices).map(Number);
    const other = await postJson('/api/purchase/orders', orderOf(page, { participants: participants.at(-1) }), key);
    if (participants.length > 1) expect(other).toMatchObject({ statusCode: 422 });
    const other2 = await postJson('/api/purchase/orders', { ...orderOf(page), specialRequest: 'Another body' }, key);
    expect(other2.statusCode).toBe(422);
    expect(other2.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('refuses an unknown product (404), an unpublished one (409 PRODUCT_NOT_PUBLISHED) and participants without a price (409 PARTICIPANTS_NOT_PRICED)', async () => {
    const page = await voucherPage('fr_FR', 1);
    const unknown = await postJson('/api/purchase/orders', orderOf({ id: 99_999_999, prices: page.prices }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ details: [{ field: 'body.items.activityVoucherItem.activityProductId' }] });

    const priced = Object.keys(page.prices).map(Number);
    const missing = Array.from({ length: 99 }, (_, index) => index + 1).find((count) => !priced.includes(count)) ?? 99;
    const noPrice = await postJson('/api/purchase/orders', orderOf(page, { participants: missing, expectedAmount: 1000 }));
    expect(noPrice.statusCode).toBe(409);
    expect(noPrice.json()).toMatchObject({ code: 'PARTICIPANTS_NOT_PRICED', details: [{ field: 'body.items.activityVoucherItem.participants' }] });

    await app.db.updateTable('activity_only_products').set({ published: false }).where('id', '=', page.id).execute();
    try {
      const unpublished = await postJson('/api/purchase/orders', orderOf(page));
      expect(unpublished.statusCode).toBe(409);
      expect(unpublished.json()).toMatchObject({ code: 'PRODUCT_NOT_PUBLISHED' });
    } finally {
      await app.db.updateTable('activity_only_products').set({ published: true }).where('id', '=', page.id).execute();
    }
  });

  it('refuses a cancellation choice with a voucher, and a voucher with a stay, with a 400 naming the item', async () => {
    const page = await voucherPage('fr_FR');
    const withInsurance = await postJson(
      '/api/purchase/orders',
      orderOf(page, { items: { activityVoucherItem: { activityProductId: page.id, participants: 2 }, insuranceItem: { choice: 'flexible' } } }),
    );
    expect(withInsurance.statusCode).toBe(400);
    expect(withInsurance.json().message).toMatch(/body\.items\.insuranceItem: must not be given with an activityVoucherItem/);
    const nothing = await postJson('/api/purchase/orders', orderOf(page, { items: {} }));
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toMatch(/body\.items\.shortStayItem: must hold exactly one of shortStayItem, activityVoucherItem or giftItem/);
  });

  it('is paid by card on the sandbox’s page, ends confirmed with one outbox e-mail; pay later is refused (422)', async () => {
    const page = await voucherPage('fr_FR');
    const order = (await postJson('/api/purchase/orders', orderOf(page))).json() as PurchaseOrder;
    for (const method of ['deferred', '3x', '4x']) {
      const refused = await postJson(`/api/purchase/orders/${order.orderUuid}/payments`, { method, returnPath: RETURN_PATH });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'PAY_LATER_NOT_ELIGIBLE', details: [{ field: 'body.method', message: 'an activity voucher is paid by card only' }] });
    }
    expect(await readOrder(order.orderUuid)).toMatchObject({ state: 'created', payment: null });

    const started = await postJson(`/api/purchase/orders/${order.orderUuid}/payments`, { method: 'card', returnPath: RETURN_PATH });
    expect(started.statusCode).toBe(201);
    const payment = v.parse(ENDPOINTS.createOrderPayment.reply, started.json());
    const hosted = await get(payment.redirectUrl);
    expect(hosted.statusCode).toBe(200);
    expect(hosted.body).toContain(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(order.amount / 100));
    const paid = await postForm(payment.redirectUrl, { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/confirmation/${order.orderUuid}?status=success`);
    expect(await readOrder(order.orderUuid)).toMatchObject({
      state: 'confirmed',
      items: [{ kind: 'activityVoucher' }],
      payment: { method: 'card', state: 'captured', paidAmount: order.amount, dueAmount: 0 },
    });
    expect(await outboxOf(order.orderUuid)).toEqual([{ topic: 'email.order_confirmation', payload: { orderUuid: order.orderUuid } }]);
  });
});
