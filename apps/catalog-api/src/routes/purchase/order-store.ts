import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import {
  BOOKING_NUMBER_DIGITS,
  GIFT_ADULTS,
  PurchaseOrderSchema,
  type OrderItem,
  type OrderPayment,
  type PurchaseOrder,
  type PurchaseOrderInput,
  type QuotePriceInfoReply,
} from '@escapade/api-contract';
import type { IsoDate } from '@escapade/util-market';
import type { InsuranceChoice } from '@escapade/util-pricing';
import type { Database } from '../../db/database-schema';
import type { PricedGift, PricedOrder } from './order-pricing';

/** What an activity voucher's row keeps in `details`: its names as bought and its last valid day. */
interface StoredVoucherDetails {
  readonly label: string;
  readonly activityCenterLabel: string;
  readonly validUntil: IsoDate;
}

/** What a gift's row keeps in `details`: its choices and names as bought, the price summary's lines and its last valid day. */
type StoredGiftDetails = Omit<PricedGift, 'offerId' | 'giftNights' | 'amount' | 'minisiteId'>;

/** Attempts at drawing a free booking number (and UUID) before giving up: with 90 million numbers, a second draw is already rare. */
const DRAWS = 5;

/** Eight random digits, the first not zero: unique by the table's key, and not a count anyone can guess the next one of. */
export function drawBookingNumber(): string {
  return String(randomInt(10 ** (BOOKING_NUMBER_DIGITS - 1), 10 ** BOOKING_NUMBER_DIGITS));
}

/**
 * Writes the order, its buyer and its items in the caller's transaction, in the state `created`:
 * a random version 4 UUID for its pages and a random booking number, drawn again on the rare clash.
 * Returns the order's id and UUID.
 */
export async function recordOrder(db: Kysely<Database>, order: PurchaseOrderInput, priced: PricedOrder): Promise<{ id: number; orderUuid: string }> {
  const { buyer } = order;
  const { id: buyerId } = await db
    .insertInto('buyers')
    .values({
      email: buyer.email,
      civility: buyer.civility ?? null,
      first_name: buyer.firstName,
      last_name: buyer.lastName,
      phone_number: buyer.phoneNumber,
      address_line: buyer.addressLine ?? null,
      postal_code: buyer.postalCode ?? null,
      city: buyer.city ?? null,
      country: buyer.country ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let inserted: { id: number; order_uuid: string } | undefined;
  for (let draw = 0; inserted === undefined && draw < DRAWS; draw++) {
    inserted = await db
      .insertInto('orders')
      .values({
        order_uuid: randomUUID(),
        booking_number: drawBookingNumber(),
        locale: order.locale,
        currency: order.currency,
        amount: priced.amount,
        local_tax_amount: priced.stay?.localTaxTotalAmount ?? 0,
        buyer_id: buyerId,
        special_request: order.specialRequest,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning(['id', 'order_uuid'])
      .executeTakeFirst();
  }
  if (inserted === undefined) throw new Error(`No free booking number after ${DRAWS} draws`);
  const orderId = inserted.id;
  const products = [];
  if (priced.stay) {
    const { criteria } = priced.stay;
    products.push({
      kind: 'stay' as const,
      amount: priced.stay.amount,
      offer_id: criteria.offerId,
      checkin_date: criteria.travelPeriod.checkinDate,
      checkout_date: criteria.travelPeriod.checkoutDate,
      number_of_adults: criteria.pax.numberOfAdults,
      number_of_children: criteria.pax.numberOfChildren,
      number_of_babies: criteria.pax.numberOfBabies,
      minisite_id: criteria.minisiteId,
      activity_day_selections: JSON.stringify(criteria.activityDaySelections),
      local_tax_amount: priced.stay.localTaxTotalAmount,
      details: JSON.stringify({ priceInfo: priced.stay.priceInfo }),
    });
  }
  if (priced.voucher) {
    const { voucher } = priced;
    products.push({
      kind: 'activity_voucher' as const,
      amount: voucher.amount,
      activity_only_product_id: voucher.activityProductId,
      participants: voucher.participants,
      details: JSON.stringify({ label: voucher.label, activityCenterLabel: voucher.activityCenterLabel, validUntil: voucher.validUntil } satisfies StoredVoucherDetails),
    });
  }
  if (priced.gift) {
    const { offerId, giftNights, amount, minisiteId, ...details } = priced.gift;
    products.push({
      kind: 'gift' as const,
      amount,
      offer_id: offerId,
      number_of_adults: GIFT_ADULTS,
      number_of_children: 0,
      number_of_babies: 0,
      minisite_id: minisiteId,
      // The gift's nights: a gift has no dates, so the night count is kept with its choices.
      details: JSON.stringify({ ...details, giftNights } satisfies StoredGiftDetails & { giftNights: number }),
    });
  }
  const items = [
    ...products,
    ...(priced.insurance === null ? [] : [{ kind: 'insurance' as const, amount: priced.insurance.amount, insurance_choice: priced.insurance.choice }]),
    ...(priced.promotionCode === null
      ? []
      : [{ kind: 'promotion_code' as const, amount: priced.promotionCode.amount, promotion_code: priced.promotionCode.code, promotion_percent: priced.promotionCode.percent }]),
  ].map((item, position) => ({ order_id: orderId, position, ...item }));
  await db
    .insertInto('order_items')
    .values(
      items.map((item) => ({
        offer_id: null,
        checkin_date: null,
        checkout_date: null,
        number_of_adults: null,
        number_of_children: null,
        number_of_babies: null,
        minisite_id: null,
        activity_only_product_id: null,
        participants: null,
        activity_day_selections: null,
        local_tax_amount: null,
        insurance_choice: null,
        promotion_code: null,
        promotion_percent: null,
        details: null,
        ...item,
      })),
    )
    .execute();
  return { id: inserted.id, orderUuid: inserted.order_uuid };
}

/** A JSON column as the driver returns it: parsed already (PostgreSQL, PGlite), or text. */
function jsonOf<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** An instant as the contract writes it, from the driver's `Date` (or text). */
const isoInstant = (value: Date | string) => new Date(value).toISOString();

/**
 * The order's latest payment attempt as the confirmation page shows it, or null before any: once it
 * succeeded, a card or wallet is paid in full now; pay later has its first instalment paid now (none
 * for deferred) and the rest due on the schedule's days, the provider's fee with the first.
 */
async function latestPayment(db: Kysely<Database>, orderId: number): Promise<OrderPayment | null> {
  const row = await db
    .selectFrom('payments')
    .select(['method', 'state', 'amount', 'captured_amount', 'fee', 'schedule'])
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const method = row.method as OrderPayment['method'];
  const schedule = jsonOf<{ amount: number; date: IsoDate }[]>(row.schedule) ?? [];
  const total = row.amount + row.fee;
  const succeeded = row.state === 'captured' || row.state === 'authorised';
  let paidAmount = 0;
  if (succeeded) {
    if (method === 'card' || method === 'wallet') paidAmount = row.captured_amount;
    else if (method !== 'deferred') paidAmount = schedule[0]?.amount ?? 0;
  }
  return {
    method,
    state: row.state as OrderPayment['state'],
    paidAmount,
    dueAmount: succeeded && (method === 'card' || method === 'wallet') ? 0 : total - paidAmount,
    fee: row.fee,
    schedule,
  };
}

/** The order with this UUID as the confirmation page reads it, or undefined for an unknown one. */
export async function loadOrder(db: Kysely<Database>, orderUuid: string): Promise<{ id: number; order: PurchaseOrder } | undefined> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('buyers', 'buyers.id', 'orders.buyer_id')
    .select([
      'orders.id',
      'orders.order_uuid',
      'orders.booking_number',
      'orders.state',
      'orders.locale',
      'orders.currency',
      'orders.amount',
      'orders.local_tax_amount',
      'orders.special_request',
      'orders.created_at',
      'buyers.email',
      'buyers.civility',
      'buyers.first_name',
      'buyers.last_name',
      'buyers.phone_number',
    ])
    .where('orders.order_uuid', '=', orderUuid)
    .executeTakeFirst();
  if (!row) return undefined;
  const itemRows = await db.selectFrom('order_items').selectAll().where('order_id', '=', row.id).orderBy('position').execute();
  const items = itemRows.flatMap((item): OrderItem[] => {
    if (item.kind === 'stay') {
      const checkin = item.checkin_date as IsoDate;
      const checkout = item.checkout_date as IsoDate;
      const priceInfo = jsonOf<{ priceInfo: QuotePriceInfoReply }>(item.details).priceInfo;
      return [
        {
          kind: 'stay',
          amount: item.amount,
          reservationCriteria: {
            offerId: item.offer_id as number,
            travelPeriod: { checkinDate: checkin, checkoutDate: checkout },
            nights: priceInfo.nights,
            pax: { numberOfAdults: item.number_of_adults ?? 0, numberOfChildren: item.number_of_children ?? 0, numberOfBabies: item.number_of_babies ?? 0 },
            activityDaySelections: jsonOf<{ activityId: number; date: IsoDate }[]>(item.activity_day_selections) ?? [],
            minisiteId: item.minisite_id,
          },
          priceInfo,
          localTaxTotalAmount: item.local_tax_amount ?? 0,
        },
      ];
    }
    if (item.kind === 'activity_voucher') {
      const details = jsonOf<StoredVoucherDetails>(item.details);
      return [
        {
          kind: 'activityVoucher',
          amount: item.amount,
          activityProductId: item.activity_only_product_id as number,
          participants: item.participants ?? 1,
          label: details.label,
          activityCenterLabel: details.activityCenterLabel,
          validUntil: details.validUntil,
        },
      ];
    }
    if (item.kind === 'gift') {
      const details = jsonOf<StoredGiftDetails & { giftNights: number }>(item.details);
      return [
        {
          kind: 'gift',
          amount: item.amount,
          offerId: item.offer_id as number,
          label: details.label,
          hotelLabel: details.hotelLabel,
          giftNights: details.giftNights,
          numberOfAdults: GIFT_ADULTS,
          giftFormat: details.giftFormat,
          sellPrice: details.sellPrice,
          shippingCost: details.shippingCost,
          subElementsPrice: details.subElementsPrice,
          customSubElements: [...details.customSubElements],
          fromName: details.fromName,
          message: details.message,
          deliveryAddress: details.deliveryAddress,
          validUntil: details.validUntil,
        },
      ];
    }
    if (item.kind === 'insurance') return [{ kind: 'insurance', choice: item.insurance_choice as InsuranceChoice, amount: item.amount }];
    if (item.kind === 'promotion_code') return [{ kind: 'promotionCode', code: item.promotion_code ?? '', percent: item.promotion_percent ?? 0, amount: item.amount }];
    return [];
  });
  // Through the contract's schema, so the first answer, its replays and every read list keys in one
  // order (the JSON columns come back in the database's order), byte for byte the same reply.
  return {
    id: row.id,
    order: v.parse(PurchaseOrderSchema, {
      orderUuid: row.order_uuid,
      bookingNumber: row.booking_number,
      state: row.state,
      locale: row.locale as PurchaseOrder['locale'],
      currency: row.currency as PurchaseOrder['currency'],
      amount: row.amount,
      localTaxTotalAmount: row.local_tax_amount,
      buyer: {
        email: row.email,
        civility: row.civility as PurchaseOrder['buyer']['civility'],
        firstName: row.first_name,
        lastName: row.last_name,
        phoneNumber: row.phone_number,
      },
      items,
      specialRequest: row.special_request,
      payment: await latestPayment(db, row.id),
      createdAt: isoInstant(row.created_at),
    } satisfies PurchaseOrder),
  };
}
