import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ENDPOINTS, PurchaseOrderSchema, type PurchaseOrder } from '@escapade/api-contract';
import { promotionCodeReduction } from '@escapade/util-pricing';
import { loadOffersByIds } from '../../catalog/load-catalog-snapshot';
import { contractRoute, notFound } from '../../plugins/contract-routes';
import { claimKey, IdempotencyKeyTaken, requestHash, storeAnswer, storedAnswer } from './idempotency';
import { validPromotionPercent } from './order-pricing';
import { loadOrder } from './order-store';
import paymentRoutes, { type PaymentRoutesOptions } from './payments';
import { OFFER_CHANGES_CHANNEL, placeOrder } from './place-order';
import type { OpenedDatabase } from '../../db/open-database';

/** The call an order's idempotency keys belong to. */
const ORDER_SCOPE = `${ENDPOINTS.createPurchaseOrder.method} ${ENDPOINTS.createPurchaseOrder.path}`;

/** A stored answer as the contract reads it (it was checked when first sent). */
const replayed = (answer: { body: unknown }): PurchaseOrder => v.parse(PurchaseOrderSchema, answer.body);

/**
 * The purchase path's calls: `POST /purchase/orders` records an order in one transaction (its
 * idempotency key claimed first, its amounts recomputed from the database, its rooms taken night by
 * night, its answer stored for replays), then patches the search read model for the offer, so a
 * sold-out night is closed on the next search (in every API process on the same PostgreSQL, through
 * the offer changes channel); `GET /purchase/orders/{orderUuid}` reads it back. The payment step's
 * calls are in `payments.ts`.
 */
export default async function purchaseRoutes(app: FastifyInstance, options: PaymentRoutesOptions & { readonly listen?: OpenedDatabase['listen'] }) {
  /** Re-reads the offer after an order took its rooms and patches the read model, the search workers' too; the order stands even if this fails (the next rebuild catches up). */
  const patchReadModel = async (offerId: number) => {
    try {
      const [offer] = await loadOffersByIds(app.db, [offerId]);
      if (!offer) return;
      app.catalog.offers.upsert(offer);
      app.searchOffload?.upsertOffers?.([offer]);
    } catch (error) {
      app.log.error({ err: error, offerId }, 'the read model could not be patched after an order');
    }
  };

  contractRoute(app, ENDPOINTS.createPurchaseOrder, async ({ headers, body }) => {
    const key = headers['idempotency-key'];
    const hash = requestHash(body);
    const earlier = await storedAnswer(app.db, ORDER_SCOPE, key, hash);
    if (earlier) return replayed(earlier);
    let placed: { order: PurchaseOrder; offerId: number | null };
    try {
      placed = await app.db.transaction().execute(async (trx) => {
        await claimKey(trx, ORDER_SCOPE, key, hash);
        const { id, orderUuid, offerId } = await placeOrder(trx, body, { now: app.now(), texts: app.pricingTexts });
        const stored = await loadOrder(trx, orderUuid);
        if (!stored) throw new Error(`Order ${orderUuid} vanished inside its own transaction`);
        await storeAnswer(trx, ORDER_SCOPE, key, { status: ENDPOINTS.createPurchaseOrder.status, body: stored.order, orderId: id });
        return { order: stored.order, offerId };
      });
    } catch (error) {
      if (!(error instanceof IdempotencyKeyTaken)) throw error;
      // A request with the same key committed first: its answer, or a 422 for another body.
      const answer = await storedAnswer(app.db, ORDER_SCOPE, key, hash);
      if (!answer) throw error;
      return replayed(answer);
    }
    if (placed.offerId !== null) await patchReadModel(placed.offerId);
    return placed.order;
  });

  await app.register(paymentRoutes, { paymentWebhookSecret: options.paymentWebhookSecret, patchReadModel });

  // Several API processes on one PostgreSQL: an order taken by another patches this one's read model too.
  if (options.listen) {
    const stop = await options.listen(
      OFFER_CHANGES_CHANNEL,
      (payload) => {
        const offerId = Number(payload);
        if (Number.isSafeInteger(offerId)) void patchReadModel(offerId);
      },
      (error) => app.log.warn({ err: error }, 'the offer changes channel was lost; listening again'),
    );
    app.addHook('onClose', stop);
  }

  contractRoute(app, ENDPOINTS.purchaseOrder, async ({ params }) => {
    const stored = await loadOrder(app.db, params.orderUuid);
    if (!stored) throw notFound('params.orderUuid', params.orderUuid, 'order');
    return stored.order;
  });

  // The checkout asks what a typed code takes off before the order: the order's own rule and reduction, so both agree to the cent.
  contractRoute(app, ENDPOINTS.promotionCode, async ({ params, query }) => {
    const percent = await validPromotionPercent(app.db, params.code, query.locale, app.now(), 'params.code');
    return { code: params.code, percent, amount: promotionCodeReduction(query.amount, percent) };
  });
}
