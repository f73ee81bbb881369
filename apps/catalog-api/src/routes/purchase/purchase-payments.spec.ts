import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import * as v from 'valibot';
import { ENDPOINTS, type ProductDetail, type ProductQuote, type PurchaseOrder, type PurchaseOrderBody } from '@escapade/api-contract';
import { addDays } from '@escapade/util-market';
import { marketToday } from '@escapade/util-market/clock';
import { insurancePrice, payLaterFee } from '@escapade/util-pricing';
import { buildApp } from '../../app';
import type { CatalogSnapshot, Offer } from '../../catalog/catalog-snapshot';
import { loadCatalogSnapshot } from '../../catalog/load-catalog-snapshot';
import { signNotification, SIGNATURE_HEADER, SIGNATURE_TOLERANCE_SECONDS } from '../../payments/notification-signature';
import { stayBasePrice } from '../../search/stay-price';
import { openSeededTestDatabase } from '../../seed/testing/open-seeded-test-database';
import { SEEDED_NOW } from '../../testing/seeded-app';

const TODAY = marketToday(SEEDED_NOW, 'fr_FR');
const SECRET = Buffer.from('a-test-secret-of-at-least-32-characters', 'utf8');
const RETURN_PATH = '/checkout/payment';

/** A dated French stay the product page would let a visitor book, with its quote. */
interface Bookable {
  offer: Offer;
  checkin: string;
  activityDaySelections: { activityId: number; date: string }[];
  quote: ProductQuote;
}

describe('the payment step (seeded catalog in PGlite)', () => {
  let app: FastifyInstance;
  let snapshot: CatalogSnapshot;
  let keys = 0;
  const newKey = () => `test-payment-${process.pid}-${(keys += 1)}-${randomUUID()}`;

  beforeAll(async () => {
    const database = await openSeededTestDatabase();
    snapshot = await loadCatalogSnapshot(database.db);
    app = await buildApp({ database, catalog: async () => snapshot, rateLimit: false, apiReference: false, now: () => SEEDED_NOW, paymentWebhookSecret: SECRET });
    await app.ready();
  }, 120_000);
  afterAll(() => app?.close());

  const get = (url: string) => app.inject({ method: 'GET', url });
  const postJson = (url: string, body: unknown, key: string | null = newKey()) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'idempotency-key': key }) }, payload: JSON.stringify(body) });
  const postForm = (url: string, fields: Record<string, string>) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

  const used = new Set<string>();
  /** A bookable French stay whose check-in is at least `minDays` away (at most `maxDays`), not used by another test. */
  const bookable = async (options: { minDays?: number; maxDays?: number; minAmount?: number } = {}): Promise<Bookable> => {
    for (const offer of snapshot.offers.filter((candidate) => candidate.markets.includes('fr_FR'))) {
      for (let day = addDays(TODAY, options.minDays ?? 2); day <= addDays(TODAY, options.maxDays ?? 200); day = addDays(day, 1)) {
        if (stayBasePrice(offer.calendar, day, offer.nights) === null || used.has(`${offer.id}|${day}`)) continue;
        const detail = (await get(`/api/weekend/${offer.id}/detail.json?locale=fr_FR&checkin=${day}&night=${offer.nights}`)).json() as ProductDetail;
        const activityDaySelections = detail.activityDates.map((choice) => ({ activityId: choice.activityId, date: choice.dates[0].date }));
        const selection = activityDaySelections.map((chosen) => `${chosen.activityId}_${chosen.date}`).join(',');
        const quote = (
          await get(`/api/product/${offer.id}/quote?locale=fr_FR&checkin=${day}&nights=${offer.nights}&adult=2&child=1&baby=0&activitySelectionList=${selection}`)
        ).json() as ProductQuote;
        if (!quote.bookable || (quote.priceInfo?.sellPrice ?? 0) < (options.minAmount ?? 0)) break;
        used.add(`${offer.id}|${day}`);
        return { offer, checkin: day, activityDaySelections, quote };
      }
    }
    throw new Error('the seed has no such bookable French stay');
  };

  const orderOf = (stay: Bookable, changes: { choice?: string; expectedAmount?: number } = {}): PurchaseOrderBody =>
    ({
      locale: 'fr_FR',
      currency: 'EUR',
      expectedAmount: changes.expectedAmount ?? stay.quote.priceInfo?.sellPrice ?? 0,
      buyer: { email: 'claire.martin@example.fr', civility: 'MRS', firstName: 'Claire', lastName: 'Martin', phoneNumber: '+33 6 12 34 56 78' },
      items: {
        shortStayItem: {
          reservationCriteria: {
            offerId: stay.offer.id,
            travelPeriod: { checkinDate: stay.checkin, checkoutDate: addDays(stay.checkin, stay.offer.nights) },
            pax: { numberOfAdults: 2, numberOfChildren: 1, numberOfBabies: 0 },
            activityDaySelections: stay.activityDaySelections,
            minisiteId: null,
          },
        },
        insuranceItem: { choice: (changes.choice ?? (stay.quote.cancellationPolicy?.cancellable ? 'flexible' : 'withoutInsurance')) as 'flexible' },
      },
      specialRequest: null,
    }) as PurchaseOrderBody;

  const placeOrder = async (stay?: Bookable): Promise<PurchaseOrder> => {
    const reply = await postJson('/api/purchase/orders', orderOf(stay ?? (await bookable())));
    expect(reply.statusCode).toBe(201);
    return reply.json() as PurchaseOrder;
  };
  const startPayment = (orderUuid: string, body: Record<string, unknown> = { method: 'card', returnPath: RETURN_PATH }, key: string | null = newKey()) =>
    postJson(`/api/purchase/orders/${orderUuid}/payments`, body, key);
  const readOrder = async (orderUuid: string) => (await get(`/api/purchase/orders/${orderUuid}`)).json() as PurchaseOrder;
  const outboxOf = async (orderUuid: string) =>
    (
      await sql<{
        topic: string;
        payload: unknown;
      }>`select outbox.topic, outbox.payload from outbox join orders on orders.id = outbox.order_id where orders.order_uuid = ${orderUuid}`.execute(app.db)
    ).rows;
  const paymentRow = async (paymentId: string) => app.db.selectFrom('payments').selectAll().where('payment_uuid', '=', paymentId).executeTakeFirstOrThrow();
  const payWithCard = (paymentId: string, cardNumber: string) => postForm(`/api/purchase/sandbox/pay/${paymentId}`, { cardNumber, expiry: '12/30', cvc: '123' });

  /** A notification signed as the provider signs it (or with the given signature header). */
  const notify = (event: unknown, signature?: string) => {
    const raw = JSON.stringify(event);
    return app.inject({
      method: 'POST',
      url: '/api/purchase/payments/notifications',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature ?? signNotification(SECRET, raw, SEEDED_NOW) },
      payload: raw,
    });
  };

  describe('GET /api/purchase/insurance/price', () => {
    it('prices the insurance at 4.5 % of the order amount, at least 9.00 EUR, where the market offers it', async () => {
      expect((await get('/api/purchase/insurance/price?cancellationType=FREE&orderAmount=40000&locale=fr_FR')).json()).toEqual({ amount: 1_800, hasInsurance: true, error: null });
      expect((await get('/api/purchase/insurance/price?cancellationType=NCNR&orderAmount=10000&locale=es_ES')).json()).toEqual({ amount: 900, hasInsurance: true, error: null });
      expect((await get('/api/purchase/insurance/price?cancellationType=FREE&orderAmount=40000&locale=nl_NL')).json()).toEqual({
        amount: 0,
        hasInsurance: false,
        error: 'INSURANCE_NOT_OFFERED',
      });
      expect((await get('/api/purchase/insurance/price?cancellationType=FREE&orderAmount=400.5&locale=fr_FR')).statusCode).toBe(400);
    });

    it('lets an order take the insurance at that price, its amount including it (409 PRICE_CHANGED without it)', async () => {
      const stay = await bookable();
      const sellPrice = stay.quote.priceInfo?.sellPrice ?? 0;
      const refused = await postJson('/api/purchase/orders', orderOf(stay, { choice: 'insurance' }));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'PRICE_CHANGED', details: [{ amount: sellPrice + insurancePrice(sellPrice) }] });
      const reply = await postJson('/api/purchase/orders', orderOf(stay, { choice: 'insurance', expectedAmount: sellPrice + insurancePrice(sellPrice) }));
      expect(reply.statusCode).toBe(201);
      const order = reply.json() as PurchaseOrder;
      expect(order.amount).toBe(sellPrice + insurancePrice(sellPrice));
      expect(order.items[1]).toEqual({ kind: 'insurance', choice: 'insurance', amount: insurancePrice(sellPrice) });
      expect(order.payment).toBeNull();
    });
  });

  describe('GET /api/purchase/alma/eligibility', () => {
    const eligible = async (amount: number, days: number, pointOfSale = 'fr_fr') => {
      const reply = await get(`/api/purchase/alma/eligibility?amount=${amount}&cancellationPolicyType=FREE&checkinDate=${addDays(TODAY, days)}&pointOfSale=${pointOfSale}`);
      expect(reply.statusCode).toBe(200);
      return (reply.json() as { paymentMethods: { type: string; paymentFee: number }[] }).paymentMethods;
    };
    const types = async (amount: number, days: number, pointOfSale?: string) => (await eligible(amount, days, pointOfSale)).map((method) => method.type);

    it('offers deferred from 5 days before arrival, 3x and 4x from 7', async () => {
      expect(await types(30_000, 4)).toEqual([]);
      expect(await types(30_000, 5)).toEqual(['deferred']);
      expect(await types(30_000, 6)).toEqual(['deferred']);
      expect(await types(30_000, 7)).toEqual(['deferred', '3x', '4x']);
    });

    it('offers 3x from 200 EUR, 4x from 250 EUR, both up to 2000 EUR, with their fees', async () => {
      expect(await types(19_999, 10)).toEqual(['deferred']);
      expect(await types(20_000, 10)).toEqual(['deferred', '3x']);
      expect(await types(24_999, 10)).toEqual(['deferred', '3x']);
      expect(await eligible(25_000, 10)).toEqual([
        { type: 'deferred', paymentFee: 0 },
        { type: '3x', paymentFee: payLaterFee('3x', 25_000) },
        { type: '4x', paymentFee: payLaterFee('4x', 25_000) },
      ]);
      expect(await types(200_000, 10)).toEqual(['deferred', '3x', '4x']);
      expect(await types(200_001, 10)).toEqual(['deferred']);
    });

    it('offers nothing where the market has no instalment provider, and takes the point of sale exactly as util-pricing sends it', async () => {
      expect(await types(30_000, 10, 'it_it')).toEqual([]);
      expect(await types(30_000, 10, 'nl_be')).toEqual(['deferred', '3x', '4x']);
      expect((await get(`/api/purchase/alma/eligibility?amount=30000&cancellationPolicyType=FREE&checkinDate=${addDays(TODAY, 10)}&pointOfSale=fr`)).statusCode).toBe(400);
    });
  });

  describe('paying by card on the sandbox’s hosted page', () => {
    it('takes the order from payment to confirmation: hosted page, test card 4242, signed notification, one outbox row', async () => {
      const order = await placeOrder();
      const started = await startPayment(order.orderUuid);
      expect(started.statusCode).toBe(201);
      const payment = v.parse(ENDPOINTS.createOrderPayment.reply, started.json());
      expect(payment).toEqual({ paymentId: payment.paymentId, state: 'requires_action', redirectUrl: `/api/purchase/sandbox/pay/${payment.paymentId}` });
      expect(await readOrder(order.orderUuid)).toMatchObject({
        state: 'payment_pending',
        payment: { method: 'card', state: 'requires_action', paidAmount: 0, dueAmount: order.amount },
      });

      const page = await get(payment.redirectUrl);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<html lang="fr">');
      expect(page.body).toMatch(/<label for="cardNumber">Numéro de carte<\/label><input id="cardNumber" name="cardNumber"/);
      expect(page.body).toMatch(/<label for="expiry">/);
      expect(page.body).toMatch(/<label for="cvc">/);
      expect(page.body).toContain(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(order.amount / 100));
      expect(page.body).not.toMatch(/<script/);

      const paid = await payWithCard(payment.paymentId, '4242 4242 4242 4242');
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`/confirmation/${order.orderUuid}?status=success`);
      expect(await readOrder(order.orderUuid)).toMatchObject({
        state: 'confirmed',
        payment: { method: 'card', state: 'captured', paidAmount: order.amount, dueAmount: 0, fee: 0, schedule: [] },
      });
      expect(await outboxOf(order.orderUuid)).toEqual([{ topic: 'email.order_confirmation', payload: { orderUuid: order.orderUuid } }]);
      const row = await paymentRow(payment.paymentId);
      expect(row).toMatchObject({ state: 'captured', captured_amount: order.amount, card_last4: '4242', amount: order.amount });
      expect(JSON.stringify(row)).not.toContain('4242424242424242');

      // Paid: no second payment, and its page is settled.
      expect(await startPayment(order.orderUuid)).toMatchObject({ statusCode: 409 });
      expect((await startPayment(order.orderUuid)).json()).toMatchObject({ code: 'ORDER_NOT_PAYABLE' });
      expect((await get(payment.redirectUrl)).statusCode).toBe(409);
    });

    it('sends a declined card back to the checkout with the error marker, the order payable again, then accepts another card', async () => {
      const order = await placeOrder();
      const first = (await startPayment(order.orderUuid)).json() as { paymentId: string };
      const declined = await payWithCard(first.paymentId, '4000000000000002');
      expect(declined.statusCode).toBe(303);
      expect(declined.headers.location).toBe(`${RETURN_PATH}?status=failure&error=PAYMENT_DECLINED`);
      expect(await readOrder(order.orderUuid)).toMatchObject({ state: 'created', payment: { state: 'failed', paidAmount: 0 } });
      expect(await outboxOf(order.orderUuid)).toEqual([]);

      const second = (await startPayment(order.orderUuid)).json() as { paymentId: string };
      expect(second.paymentId).not.toBe(first.paymentId);
      expect((await payWithCard(second.paymentId, '4242424242424242')).headers.location).toBe(`/confirmation/${order.orderUuid}?status=success`);
      expect(await readOrder(order.orderUuid)).toMatchObject({ state: 'confirmed', payment: { state: 'captured' } });
      expect(await outboxOf(order.orderUuid)).toHaveLength(1);
    });

    it('asks for a challenge with card 3220: Confirm pays, Fail declines', async () => {
      const order = await placeOrder();
      const failed = (await startPayment(order.orderUuid)).json() as { paymentId: string };
      const challenge = await payWithCard(failed.paymentId, '4000 0000 0000 3220');
      expect(challenge.statusCode).toBe(200);
      expect(challenge.body).toContain('value="confirm">Confirmer</button>');
      expect(challenge.body).toContain('value="fail" class="fail">Échouer</button>');
      expect(await readOrder(order.orderUuid)).toMatchObject({ state: 'payment_pending' });
      const refused = await postForm(`/api/purchase/sandbox/pay/${failed.paymentId}/challenge`, { outcome: 'fail', last4: '3220' });
      expect(refused.headers.location).toBe(`${RETURN_PATH}?status=failure&error=PAYMENT_DECLINED`);
      expect(await readOrder(order.orderUuid)).toMatchObject({ state: 'created' });

      const confirmed = (await startPayment(order.orderUuid)).json() as { paymentId: string };
      await payWithCard(confirmed.paymentId, '4000000000003220');
      const passed = await postForm(`/api/purchase/sandbox/pay/${confirmed.paymentId}/challenge`, { outcome: 'confirm', last4: '3220' });
      expect(passed.statusCode).toBe(303);
      expect(passed.headers.location).toBe(`/confirmation/${order.orderUuid}?status=success`);
      expect(await readOrder(order.orderUuid)).toMatchObject({ state: 'confirmed' });
      expect((await paymentRow(confirmed.paymentId)).card_last4).toBe('3220');
    });

    it('refuses a card entry that is not a card (422 page, nothing settled) and an unknown payment id (404)', async () => {
      const order = await placeOrder();
      const payment = (await startPayment(order.orderUuid)).json() as { paymentId: string };
      const wrong = await postForm(`/api/purchase/sandbox/pay/${payment.paymentId}`, { cardNumber: '4242424242424241', expiry: '12/30', cvc: '123' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.body).toContain('role="alert"');
      expect((await postForm(`/api/purchase/sandbox/pay/${payment.paymentId}`, { cardNumber: '4242424242424242', expiry: '01/20', cvc: '123' })).statusCode).toBe(422);
      expect(await readOrder(order.orderUuid)).toMatchObject({ state: 'payment_pending', payment: { state: 'requires_action' } });
      expect((await get(`/api/purchase/sandbox/pay/${randomUUID()}`)).statusCode).toBe(404);
      expect((await payWithCard(randomUUID(), '4242424242424242')).statusCode).toBe(404);
      expect((await get('/api/purchase/sandbox/pay/1')).statusCode).toBe(404);
    });

    it('replays the same key and body (one intent), refuses the key with another body (422), and answers 404 for an unknown order', async () => {
      const order = await placeOrder();
      const key = newKey();
      const first = await startPayment(order.orderUuid, { method: 'card', returnPath: RETURN_PATH }, key);
      const again = await startPayment(order.orderUuid, { method: 'card', returnPath: RETURN_PATH }, key);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      const rows = await app.db
        .selectFrom('payments')
        .innerJoin('orders', 'orders.id', 'payments.order_id')
        .select('payments.id')
        .where('orders.order_uuid', '=', order.orderUuid)
        .execute();
      expect(rows).toHaveLength(1);
      const other = await startPayment(order.orderUuid, { method: 'card', returnPath: '/elsewhere' }, key);
      expect(other.statusCode).toBe(422);
      expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
      expect((await startPayment(randomUUID())).statusCode).toBe(404);
      expect((await get(`/api/purchase/orders/${randomUUID()}`)).statusCode).toBe(404);
    });

    it('refuses a return path that is an address of another site (400)', async () => {
      const order = await placeOrder();
      for (const returnPath of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'checkout', '/checkout?next=https://evil.example']) {
        const reply = await startPayment(order.orderUuid, { method: 'card', returnPath });
        expect({ returnPath, status: reply.statusCode }).toEqual({ returnPath, status: 400 });
      }
    });
  });

  describe('POST /api/purchase/payments/notifications', () => {
    /** An order whose card payment waits on the hosted page, and the provider's reference of its intent. */
    const pendingPayment = async () => {
      const order = await placeOrder();
      const { paymentId } = (await startPayment(order.orderUuid)).json() as { paymentId: string };
      const row = await paymentRow(paymentId);
      return { order, paymentId, reference: row.provider_reference as string };
    };

    it('processes each event once: a notification delivered twice makes no second outbox row', async () => {
      const { order, reference } = await pendingPayment();
      // The sandbox's intent must be authorised for the capture, as after its hosted page.
      const event = { id: `evt_${randomUUID()}`, type: 'payment.failed', data: { reference, cardLast4: '0002', reason: 'card declined' } };
      expect((await notify(event)).json()).toEqual({ received: true, duplicate: false });
      expect((await notify(event)).json()).toEqual({ received: true, duplicate: true });
      expect(await readOrder(order.orderUuid)).toMatchObject({ state: 'created', payment: { state: 'failed' } });

      const paid = await pendingPayment();
      await payWithCard(paid.paymentId, '4242424242424242');
      const success = { id: `evt_${randomUUID()}`, type: 'payment.succeeded', data: { reference: paid.reference, cardLast4: '4242', reason: null } };
      expect((await notify(success)).json()).toEqual({ received: true, duplicate: false });
      expect((await notify(success)).json()).toEqual({ received: true, duplicate: true });
      expect(await outboxOf(paid.order.orderUuid)).toHaveLength(1);
      expect(await readOrder(paid.order.orderUuid)).toMatchObject({ state: 'confirmed' });
    });

    it('refuses a missing, malformed, wrong or old signature with a reason, and changes nothing', async () => {
      const { order, reference } = await pendingPayment();
      const event = { id: `evt_${randomUUID()}`, type: 'payment.failed', data: { reference, cardLast4: null, reason: null } };
      const raw = JSON.stringify(event);
      const missing = await app.inject({ method: 'POST', url: '/api/purchase/payments/notifications', headers: { 'content-type': 'application/json' }, payload: raw });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/escapade-signature/);
      expect((await notify(event, 'v1=abc')).statusCode).toBe(400);
      const wrong = await notify(event, signNotification(Buffer.from('another-secret-of-at-least-32-chars!!'), raw, SEEDED_NOW));
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toMatch(/does not match/);
      const old = await notify(event, signNotification(SECRET, raw, new Date(SEEDED_NOW.getTime() - (SIGNATURE_TOLERANCE_SECONDS + 1) * 1000)));
      expect(old.statusCode).toBe(401);
      expect(old.json().message).toMatch(/timestamp/);
      const tampered = await notify({ ...event, type: 'payment.succeeded' }, signNotification(SECRET, raw, SEEDED_NOW));
      expect(tampered.statusCode).toBe(401);
      expect(await readOrder(order.orderUuid)).toMatchObject({ state: 'payment_pending' });
      expect((await notify({ id: `evt_${randomUUID()}`, type: 'payment.failed', data: { reference: 'sbx_unknown', cardLast4: null, reason: null } })).statusCode).toBe(404);
      expect((await notify({ id: 'not-an-event' })).statusCode).toBe(400);
    });
  });

  describe('paying later', () => {
    it('authorises a deferred payment for a stay 5 days away or more, nothing paid now and all due on the schedule’s day', async () => {
      const order = await placeOrder(await bookable({ minDays: 8 }));
      const started = await startPayment(order.orderUuid, { method: 'deferred', returnPath: RETURN_PATH });
      expect(started.statusCode).toBe(201);
      const { paymentId } = started.json() as { paymentId: string };
      await payWithCard(paymentId, '4242424242424242');
      const read = await readOrder(order.orderUuid);
      expect(read).toMatchObject({ state: 'confirmed', payment: { method: 'deferred', state: 'authorised', paidAmount: 0, dueAmount: order.amount, fee: 0 } });
      expect(read.payment?.schedule).toHaveLength(1);
      expect(read.payment?.schedule[0].amount).toBe(order.amount);
      expect(await outboxOf(order.orderUuid)).toHaveLength(1);
    });

    it('splits 3x with its fee on the first instalment, paid now, the rest due', async () => {
      const order = await placeOrder(await bookable({ minDays: 8, minAmount: 20_000 }));
      const { paymentId } = (await startPayment(order.orderUuid, { method: '3x', returnPath: RETURN_PATH })).json() as { paymentId: string };
      await payWithCard(paymentId, '4242424242424242');
      const { payment } = await readOrder(order.orderUuid);
      const fee = payLaterFee('3x', order.amount);
      expect(payment).toMatchObject({ method: '3x', state: 'authorised', fee });
      expect(payment?.schedule.map((instalment) => instalment.amount).reduce((sum, amount) => sum + amount, 0)).toBe(order.amount + fee);
      expect(payment?.schedule[0].date).toBe(TODAY);
      expect(payment?.paidAmount).toBe(payment?.schedule[0].amount);
      expect((payment?.paidAmount ?? 0) + (payment?.dueAmount ?? 0)).toBe(order.amount + fee);
    });

    it('checks the eligibility again: deferred for a stay less than 5 days away is a 422, the order still payable by card', async () => {
      const order = await placeOrder(await bookable({ minDays: 2, maxDays: 4 }));
      const refused = await startPayment(order.orderUuid, { method: 'deferred', returnPath: RETURN_PATH });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'PAY_LATER_NOT_ELIGIBLE' });
      expect(await readOrder(order.orderUuid)).toMatchObject({ state: 'created', payment: null });
      expect((await startPayment(order.orderUuid)).statusCode).toBe(201);
    });
  });

  describe('POST /api/purchase/zeppto', () => {
    const walletOrder = (stay: Bookable, paymentIntentId: string) => ({ ...orderOf(stay), pspAuthorization: { paymentIntentId, paymentMethod: 'apple_pay' } });

    it('records, pays and confirms the order in one call (one outbox row), replaying it for the same key', async () => {
      const stay = await bookable();
      const key = newKey();
      const reply = await postJson('/api/purchase/zeppto', walletOrder(stay, 'pi_sandbox_ok_123'), key);
      expect(reply.statusCode).toBe(201);
      const answer = v.parse(ENDPOINTS.createWalletOrder.reply, reply.json());
      expect(answer.booking.orderUUID).toBe(answer.order.orderUuid);
      expect(answer.order).toMatchObject({ state: 'confirmed', payment: { method: 'wallet', state: 'captured', paidAmount: answer.order.amount, dueAmount: 0 } });
      expect(await outboxOf(answer.order.orderUuid)).toEqual([{ topic: 'email.order_confirmation', payload: { orderUuid: answer.order.orderUuid } }]);
      const again: LightMyRequestResponse = await postJson('/api/purchase/zeppto', walletOrder(stay, 'pi_sandbox_ok_123'), key);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(reply.json());
    });

    it('refuses a declined wallet with 422 PAYMENT_DECLINED and keeps no order', async () => {
      const stay = await bookable();
      const count = async () => (await sql<{ count: number }>`select count(*)::int as count from orders`.execute(app.db)).rows[0].count;
      const before = await count();
      const reply = await postJson('/api/purchase/zeppto', walletOrder(stay, 'pi_sandbox_declined_1'));
      expect(reply.statusCode).toBe(422);
      expect(reply.json()).toMatchObject({ code: 'PAYMENT_DECLINED', details: [{ field: 'body.pspAuthorization.paymentIntentId' }] });
      expect(await count()).toBe(before);
    });
  });
});
