import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { CreatedPaymentSchema, ENDPOINTS, PAY_LATER_POINTS_OF_SALE, WalletOrderSchema, type CreatedPayment, type WalletOrder } from '@escapade/api-contract';
import { MARKET_CODES, type IsoDate, type MarketCode } from '@escapade/util-market';
import { marketToday } from '@escapade/util-market/clock';
import {
  deferredPaymentDate,
  eligiblePayLaterTypes,
  insuranceOffered,
  insurancePrice,
  instalmentSchedule,
  isPayLaterEligible,
  PAY_LATER_RULES,
  PAY_LATER_TYPES,
  payLaterFee,
  type PayLaterType,
} from '@escapade/util-pricing';
import { loadOffersByIds } from '../../catalog/load-catalog-snapshot';
import type { Database } from '../../db/database-schema';
import { SIGNATURE_HEADER, verifyNotification } from '../../payments/notification-signature';
import type { PaymentProvider } from '../../payments/payment-provider';
import { SandboxPaymentProvider } from '../../payments/sandbox-provider';
import { ClientError, contractRoute, notFound } from '../../plugins/contract-routes';
import { cancellationPolicyOf } from '../search/search-mapping';
import { claimKey, IdempotencyKeyTaken, requestHash, storeAnswer, storedAnswer } from './idempotency';
import { loadOrder } from './order-store';
import { cancelOpenPayments, confirmPaidOrder, PAYABLE_ORDER_STATES, reopenOrder, type StoredInstalment } from './payment-store';
import { placeOrder } from './place-order';
import sandboxPages, { NOTIFICATIONS_PATH } from './sandbox-pages';

/** What the payment routes need from the purchase routes and the app's configuration. */
export interface PaymentRoutesOptions {
  /** The key notifications are signed with (`PAYMENT_WEBHOOK_SECRET`). */
  readonly paymentWebhookSecret: Buffer;
  /** Patches the search read model after an order took rooms (the purchase routes'). */
  readonly patchReadModel?: (offerId: number) => Promise<void>;
}

/** The call each kind of idempotency key belongs to. */
const PAYMENT_SCOPE = `${ENDPOINTS.createOrderPayment.method} ${ENDPOINTS.createOrderPayment.path}`;
const WALLET_SCOPE = `${ENDPOINTS.createWalletOrder.method} ${ENDPOINTS.createWalletOrder.path}`;
/** Notifications are processed once by their event id, claimed like an idempotency key. */
const NOTIFICATION_SCOPE = `POST ${NOTIFICATIONS_PATH}`;

/** A provider operation's own idempotency key, derived from the client's key of the call that asks for it. */
const operationKey = (operation: string, scope: string, key: string) => `${operation}:${createHash('sha256').update(`${scope}\n${key}`).digest('hex')}`;

/** The market of a lower-case point of sale as util-pricing's eligibility query sends it. */
const marketOfPointOfSale = (pointOfSale: (typeof PAY_LATER_POINTS_OF_SALE)[number]): MarketCode => MARKET_CODES.find((code) => code.toLowerCase() === pointOfSale) as MarketCode;

/** A provider's notification of a payment's outcome (the sandbox's, which a real provider's adapter maps to). */
export const PaymentNotificationSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^evt_[A-Za-z0-9_-]{1,100}$/, 'must be an event id (evt_…)')),
  type: v.picklist(['payment.succeeded', 'payment.failed']),
  data: v.object({
    reference: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
    cardLast4: v.nullable(v.pipe(v.string(), v.regex(/^[0-9]{4}$/))),
    reason: v.nullable(v.pipe(v.string(), v.maxLength(500))),
  }),
});

/** A notification as the handler reads it. */
export type PaymentNotification = v.InferOutput<typeof PaymentNotificationSchema>;

/** The order a payment is asked for, as its payment needs it: its stay's offer and check-in, null for an activity voucher (card only). */
interface PayableOrder {
  readonly id: number;
  readonly orderUuid: string;
  readonly state: string;
  readonly locale: MarketCode;
  readonly amount: number;
  readonly stay: { readonly offerId: number; readonly checkin: IsoDate } | null;
}

async function payableOrder(db: Kysely<Database>, orderUuid: string): Promise<PayableOrder | undefined> {
  const row = await db
    .selectFrom('orders')
    .leftJoin('order_items', (join) => join.onRef('order_items.order_id', '=', 'orders.id').on('order_items.kind', '=', 'stay'))
    .select(['orders.id', 'orders.order_uuid', 'orders.state', 'orders.locale', 'orders.amount', 'order_items.offer_id', 'order_items.checkin_date'])
    .where('orders.order_uuid', '=', orderUuid)
    .forUpdate('orders')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    orderUuid: row.order_uuid,
    state: row.state,
    locale: row.locale as MarketCode,
    amount: row.amount,
    stay: row.offer_id === null || row.checkin_date === null ? null : { offerId: row.offer_id, checkin: String(row.checkin_date) as IsoDate },
  };
}

/**
 * The payment step's calls: the insurance's price and the pay-later eligibility (util-pricing's
 * rules, answered by the API itself), a payment of an order through the {@link PaymentProvider}
 * (the embedded sandbox, whose hosted card page the API serves), the provider's signed
 * notifications, which alone change an order's state, and the wallet order.
 */
export default async function paymentRoutes(app: FastifyInstance, options: PaymentRoutesOptions) {
  const provider = new SandboxPaymentProvider();
  const payments: PaymentProvider = provider;

  contractRoute(app, ENDPOINTS.insurancePrice, async ({ query }) =>
    insuranceOffered(query.locale)
      ? { amount: insurancePrice(query.orderAmount), hasInsurance: true, error: null }
      : { amount: 0, hasInsurance: false, error: 'INSURANCE_NOT_OFFERED' as const },
  );

  contractRoute(app, ENDPOINTS.payLaterEligibility, async ({ query }) => {
    const market = marketOfPointOfSale(query.pointOfSale);
    const types = eligiblePayLaterTypes({ market, amount: query.amount, checkIn: query.checkinDate, now: app.now(), enabledTypes: PAY_LATER_TYPES });
    return { paymentMethods: types.map((type) => ({ type, paymentFee: payLaterFee(type, query.amount) })) };
  });

  contractRoute(app, ENDPOINTS.createOrderPayment, async ({ params, headers, body }) => {
    const key = headers['idempotency-key'];
    const hash = requestHash({ params, body });
    const replayed = (answer: { body: unknown }): CreatedPayment => v.parse(CreatedPaymentSchema, answer.body);
    const earlier = await storedAnswer(app.db, PAYMENT_SCOPE, key, hash);
    if (earlier) return replayed(earlier);
    try {
      return await app.db.transaction().execute(async (trx) => {
        await claimKey(trx, PAYMENT_SCOPE, key, hash);
        const now = app.now();
        const order = await payableOrder(trx, params.orderUuid);
        if (!order) throw notFound('params.orderUuid', params.orderUuid, 'order');
        if (!PAYABLE_ORDER_STATES.includes(order.state)) {
          throw new ClientError(409, 'ORDER_NOT_PAYABLE', `params.orderUuid: the order is ${order.state}, it cannot be paid again`, [
            { field: 'params.orderUuid', message: `the order is ${order.state}` },
          ]);
        }
        let fee = 0;
        let schedule: StoredInstalment[] = [];
        if (body.method !== 'card') {
          const type: PayLaterType = body.method;
          const { stay } = order;
          // An activity voucher has no arrival day to pay before: card only.
          if (stay === null) {
            throw new ClientError(422, 'PAY_LATER_NOT_ELIGIBLE', `body.method: an activity voucher is paid by card only, not ${type}`, [
              { field: 'body.method', message: 'an activity voucher is paid by card only' },
            ]);
          }
          // Checked again here: the eligibility the checkout read may be stale, and the amount is the stored one.
          if (!isPayLaterEligible(type, { market: order.locale, amount: order.amount, checkIn: stay.checkin, now })) {
            throw new ClientError(422, 'PAY_LATER_NOT_ELIGIBLE', `body.method: the order is not eligible for ${type} (market, days before arrival or amount)`, [
              { field: 'body.method', message: `the order is not eligible for ${type}` },
            ]);
          }
          fee = payLaterFee(type, order.amount);
          const [offer] = await loadOffersByIds(trx, [stay.offerId]);
          const policy = offer ? cancellationPolicyOf(offer, stay.checkin, order.locale, { now, texts: app.pricingTexts }) : null;
          const firstDate = type === 'deferred' ? deferredPaymentDate({ policy, checkIn: stay.checkin, market: order.locale }) : marketToday(now, order.locale);
          schedule = instalmentSchedule({ total: order.amount, count: PAY_LATER_RULES[type].instalments, fee, firstDate });
        }
        await cancelOpenPayments(trx, order.id, now);
        const paymentId = randomUUID();
        const authoriseKey = operationKey('authorise', PAYMENT_SCOPE, key);
        const intent = await payments.authorise({ paymentId, orderUuid: order.orderUuid, amount: order.amount, currency: 'EUR', method: body.method }, authoriseKey);
        if (intent.state !== 'requires_action') throw new Error(`The provider answered ${intent.state} to a hosted-page payment`);
        await trx
          .insertInto('payments')
          .values({
            order_id: order.id,
            provider: payments.name,
            method: body.method,
            provider_reference: intent.reference,
            state: 'requires_action',
            amount: order.amount,
            currency: 'EUR',
            authorise_key: authoriseKey,
            payment_uuid: paymentId,
            fee,
            schedule: JSON.stringify(schedule),
            return_path: body.returnPath,
          })
          .execute();
        await trx.updateTable('orders').set({ state: 'payment_pending', state_changed_at: now }).where('id', '=', order.id).execute();
        const created: CreatedPayment = { paymentId, state: 'requires_action', redirectUrl: intent.redirectUrl };
        await storeAnswer(trx, PAYMENT_SCOPE, key, { status: ENDPOINTS.createOrderPayment.status, body: created, orderId: order.id });
        return created;
      });
    } catch (error) {
      if (!(error instanceof IdempotencyKeyTaken)) throw error;
      const answer = await storedAnswer(app.db, PAYMENT_SCOPE, key, hash);
      if (!answer) throw error;
      return replayed(answer);
    }
  });

  /** Applies a verified notification once (by its event id): the payment's new state and the order's, in one transaction. */
  const applyNotification = async (event: PaymentNotification): Promise<{ received: true; duplicate: boolean }> => {
    const hash = requestHash(event);
    if (await storedAnswer(app.db, NOTIFICATION_SCOPE, event.id, hash)) return { received: true, duplicate: true };
    try {
      return await app.db.transaction().execute(async (trx) => {
        await claimKey(trx, NOTIFICATION_SCOPE, event.id, hash);
        const now = app.now();
        const payment = await trx
          .selectFrom('payments')
          .innerJoin('orders', 'orders.id', 'payments.order_id')
          .select([
            'payments.id',
            'payments.order_id',
            'payments.method',
            'payments.state',
            'payments.amount',
            'payments.payment_uuid',
            'payments.provider_reference',
            'orders.order_uuid',
          ])
          .where('payments.provider', '=', payments.name)
          .where('payments.provider_reference', '=', event.data.reference)
          .forUpdate()
          .executeTakeFirst();
        if (!payment) throw notFound('body.data.reference', event.data.reference, 'payment');
        // A payment settles once; a late or repeated outcome of one already settled changes nothing.
        if (payment.state === 'requires_action') {
          if (event.type === 'payment.succeeded') {
            let state: 'captured' | 'authorised' | 'failed' = 'authorised';
            let captured = 0;
            let captureKey: string | null = null;
            if (payment.method === 'card') {
              captureKey = `capture:${payment.payment_uuid}`;
              const capture = await payments.capture(event.data.reference, payment.amount, captureKey);
              state = capture.state === 'captured' ? 'captured' : 'failed';
              captured = capture.state === 'captured' ? capture.amount : 0;
            }
            await trx
              .updateTable('payments')
              .set({ state, captured_amount: captured, capture_key: captureKey, card_last4: event.data.cardLast4, state_changed_at: now })
              .where('id', '=', payment.id)
              .execute();
            if (state === 'failed') await reopenOrder(trx, payment.order_id, now);
            else await confirmPaidOrder(trx, { id: payment.order_id, orderUuid: payment.order_uuid }, now);
          } else {
            await trx.updateTable('payments').set({ state: 'failed', card_last4: event.data.cardLast4, state_changed_at: now }).where('id', '=', payment.id).execute();
            await reopenOrder(trx, payment.order_id, now);
          }
        }
        const answer = { received: true as const, duplicate: false };
        await storeAnswer(trx, NOTIFICATION_SCOPE, event.id, { status: 200, body: answer, orderId: payment.order_id });
        return answer;
      });
    } catch (error) {
      if (error instanceof IdempotencyKeyTaken) return { received: true, duplicate: true };
      throw error;
    }
  };

  // The provider's notifications: the raw body is what the signature covers, so it is read as text
  // in this scope only and parsed after the signature holds. Not part of the storefront's contract
  // (the provider calls it, not the site), so not in the published document.
  await app.register(async (scope) => {
    // The raw text is what was signed: this scope reads it as it came, in place of the API's JSON parser.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(NOTIFICATIONS_PATH, { schema: { hide: true } }, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const header = request.headers[SIGNATURE_HEADER];
      const refusal = verifyNotification(options.paymentWebhookSecret, Array.isArray(header) ? header[0] : header, raw, app.now());
      if (refusal) {
        return reply.status(refusal.status).send({ code: refusal.status === 400 ? 'BAD_REQUEST' : 'UNAUTHORIZED', message: `headers.${SIGNATURE_HEADER}: ${refusal.reason}` });
      }
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return reply.status(400).send({ code: 'BAD_REQUEST', message: 'body: must be JSON' });
      }
      const parsed = v.safeParse(PaymentNotificationSchema, json);
      if (!parsed.success) return reply.status(400).send({ code: 'BAD_REQUEST', message: `body: ${parsed.issues[0].message}` });
      try {
        const applied = await applyNotification(parsed.output);
        // A confirmation's e-mail was committed with it: sent now, not at the outbox's next look.
        if (!applied.duplicate) void app.outbox.wake();
        return reply.status(200).send(applied);
      } catch (error) {
        if (error instanceof ClientError) return reply.status(error.statusCode).send({ code: error.code, message: error.message, details: error.details });
        throw error;
      }
    });
  });

  await app.register(sandboxPages, { provider, secret: options.paymentWebhookSecret });

  contractRoute(app, ENDPOINTS.createWalletOrder, async ({ headers, body }) => {
    const key = headers['idempotency-key'];
    const hash = requestHash(body);
    const replayed = (answer: { body: unknown }): WalletOrder => v.parse(WalletOrderSchema, answer.body);
    const earlier = await storedAnswer(app.db, WALLET_SCOPE, key, hash);
    if (earlier) return replayed(earlier);
    const { pspAuthorization, ...order } = body;
    let placed: { answer: WalletOrder; offerId: number | null };
    try {
      placed = await app.db.transaction().execute(async (trx) => {
        await claimKey(trx, WALLET_SCOPE, key, hash);
        const now = app.now();
        const { id, orderUuid, offerId, priced } = await placeOrder(trx, order, { now, texts: app.pricingTexts });
        const paymentId = randomUUID();
        const authoriseKey = operationKey('authorise', WALLET_SCOPE, key);
        const authorised = await payments.authorise(
          { paymentId, orderUuid, amount: priced.amount, currency: 'EUR', method: 'wallet', walletIntentId: pspAuthorization.paymentIntentId },
          authoriseKey,
        );
        if (authorised.state === 'failed') {
          // Thrown inside the transaction: the order, its rooms and the key's claim roll back, so nothing is left to pay twice.
          const field = 'body.pspAuthorization.paymentIntentId';
          throw new ClientError(422, 'PAYMENT_DECLINED', `${field}: ${authorised.reason}`, [{ field, message: 'the wallet declined the payment' }]);
        }
        if (authorised.state !== 'authorised') throw new Error(`The provider answered ${authorised.state} to a wallet payment`);
        const captureKey = operationKey('capture', WALLET_SCOPE, key);
        const capture = await payments.capture(authorised.reference, priced.amount, captureKey);
        if (capture.state !== 'captured') {
          const field = 'body.pspAuthorization.paymentIntentId';
          throw new ClientError(422, 'PAYMENT_DECLINED', `${field}: the wallet's payment could not be captured`, [{ field, message: 'the wallet declined the payment' }]);
        }
        await trx
          .insertInto('payments')
          .values({
            order_id: id,
            provider: payments.name,
            method: 'wallet',
            provider_reference: authorised.reference,
            state: 'captured',
            amount: priced.amount,
            captured_amount: capture.amount,
            currency: 'EUR',
            authorise_key: authoriseKey,
            capture_key: captureKey,
            payment_uuid: paymentId,
          })
          .execute();
        await trx.updateTable('orders').set({ state: 'payment_pending', state_changed_at: now }).where('id', '=', id).execute();
        await confirmPaidOrder(trx, { id, orderUuid }, now);
        const stored = await loadOrder(trx, orderUuid);
        if (!stored) throw new Error(`Order ${orderUuid} vanished inside its own transaction`);
        const answer: WalletOrder = { booking: { orderUUID: orderUuid }, order: stored.order };
        await storeAnswer(trx, WALLET_SCOPE, key, { status: ENDPOINTS.createWalletOrder.status, body: answer, orderId: id });
        return { answer, offerId };
      });
    } catch (error) {
      if (!(error instanceof IdempotencyKeyTaken)) throw error;
      const answer = await storedAnswer(app.db, WALLET_SCOPE, key, hash);
      if (!answer) throw error;
      return replayed(answer);
    }
    if (placed.offerId !== null) await options.patchReadModel?.(placed.offerId);
    void app.outbox.wake();
    return placed.answer;
  });
}
