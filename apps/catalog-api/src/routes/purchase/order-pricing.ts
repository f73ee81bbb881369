import type { Kysely } from 'kysely';
import { MAX_NIGHTS, type GiftDeliveryAddress, type PurchaseOrderInput, type QuotePriceInfoReply, type ReservationCriteria } from '@escapade/api-contract';
import { addMonthsToDate, daysBetween, type Cents, type IsoDate, type MarketCode } from '@escapade/util-market';
import { marketToday } from '@escapade/util-market/clock';
import {
  insuranceOffered,
  insuranceOptions,
  insurancePrice,
  insuranceToPay,
  PACKAGE_NOT_AVAILABLE_CHECKIN,
  promotionCodeReduction,
  type InsuranceChoice,
} from '@escapade/util-pricing';
import type { Offer } from '../../catalog/catalog-snapshot';
import { loadActivityOnlyForPage, loadOffersByIds } from '../../catalog/load-catalog-snapshot';
import type { Database } from '../../db/database-schema';
import { ClientError, notFound } from '../../plugins/contract-routes';
import type { PricingTexts } from '../../plugins/pricing-texts';
import { NOT_AVAILABLE_MESSAGE, refuseLongerStay } from '../product/product-quote';
import { badRequest, quoteStay } from '../product/stay-quote';
import { refuseDayOver } from '../search/bookable-days';
import { cancellationPolicyOf, languageOf } from '../search/search-mapping';

/** Where the stay's fields sit in the order's body, for the 400s and 409s that name them. */
const CRITERIA_FIELD = 'body.items.shortStayItem.reservationCriteria';

/** The spec's text when an activity whose day the visitor chooses has none (product-side.md section 8). */
export const MISSING_ACTIVITY_DATES = 'Please choose your activity dates.';

/** How long an activity voucher may be used after its purchase (product-side.md section 9: valid 12 months). */
export const VOUCHER_VALIDITY_MONTHS = 12;

/** Where the voucher's fields sit in the order's body. */
const VOUCHER_FIELD = 'body.items.activityVoucherItem';

/** An activity voucher priced by the server: its product's names in the order's language, its participants, its price and its last valid day. */
export interface PricedVoucher {
  readonly activityProductId: number;
  readonly participants: number;
  readonly label: string;
  readonly activityCenterLabel: string;
  readonly amount: Cents;
  readonly validUntil: IsoDate;
}

/** A gift stay priced by the server: the stay's names as bought, the price summary's lines, the options chosen and the giver's words. */
export interface PricedGift {
  readonly offerId: number;
  readonly label: string;
  readonly hotelLabel: string;
  readonly giftNights: number;
  readonly giftFormat: 'digital' | 'physical';
  readonly sellPrice: Cents;
  readonly shippingCost: Cents;
  readonly subElementsPrice: Cents;
  readonly customSubElements: readonly { readonly id: number; readonly name: string; readonly price: Cents }[];
  readonly fromName: string;
  readonly message: string;
  readonly deliveryAddress: GiftDeliveryAddress | null;
  readonly minisiteId: number | null;
  /** Sell price, shipping and options: the gift item's amount (util-pricing's `totalPrice`). */
  readonly amount: Cents;
  readonly validUntil: IsoDate;
}

/**
 * An order priced by the server: each item's amount, the total the buyer pays and the tourist tax
 * paid on site. Exactly one of `stay` (with its offer and cancellation choice), `voucher` and `gift`.
 */
export interface PricedOrder {
  readonly offer: Offer | null;
  readonly stay: { readonly criteria: ReservationCriteria; readonly priceInfo: QuotePriceInfoReply; readonly amount: Cents; readonly localTaxTotalAmount: Cents } | null;
  readonly voucher: PricedVoucher | null;
  /** A gift stay (`gift-pricing.ts`); absent for the other products. */
  readonly gift?: PricedGift | null;
  readonly insurance: { readonly choice: InsuranceChoice; readonly amount: Cents } | null;
  readonly promotionCode: { readonly code: string; readonly percent: number; readonly amount: Cents } | null;
  /** Stay (or voucher) plus insurance less the promotion: what the buyer pays (the tourist tax is apart). */
  readonly amount: Cents;
}

/** Where an order's promotion code sits in its body, for the 422 that names it. */
const PROMOTION_CODE_FIELD = 'body.items.promotionCodeItem.code';

/**
 * A promotion code's percentage when it is valid today in the market, else a 422
 * PROMOTION_CODE_NOT_VALID naming `field`: the order's pricing and the checkout's look-up
 * (`GET /purchase/promotion-codes/{code}`) give the same answer for the same code.
 */
export async function validPromotionPercent(db: Kysely<Database>, code: string, market: MarketCode, now: Date, field: string): Promise<number> {
  const today = marketToday(now, market);
  const row = await db
    .selectFrom('promotion_codes')
    .select(['percent', 'markets'])
    .where('code', '=', code)
    .where('valid_from', '<=', today)
    .where('valid_until', '>=', today)
    .executeTakeFirst();
  if (!row || !row.markets.includes(market)) {
    throw new ClientError(422, 'PROMOTION_CODE_NOT_VALID', `${field}: is not a promotion code valid today in ${market}`, [
      { field, message: 'is unknown, expired or not for this market' },
    ]);
  }
  return row.percent;
}

/** The promotion code's percentage when it is valid today in the order's market, else a 422. */
function promotionPercent(db: Kysely<Database>, code: string, order: PurchaseOrderInput, now: Date): Promise<number> {
  return validPromotionPercent(db, code, order.locale, now, PROMOTION_CODE_FIELD);
}

/** The stay an order asks for, checked against the offer as the database holds it: its offer and nights. */
export interface OrderedStay {
  readonly offer: Offer;
  readonly checkin: IsoDate;
  readonly nights: number;
}

/**
 * Reads the ordered offer from the store of record (not the read model), inside the order's
 * transaction and before its rooms are taken, and checks the dates as the product page does: an
 * unknown offer or one not sold in the market is a 404; a check-in that is over, a check-out not
 * after it or a stay longer than the offer sells is a 400.
 */
export async function orderedStay(db: Kysely<Database>, order: PurchaseOrderInput, now: Date): Promise<OrderedStay> {
  const { reservationCriteria } = stayItemOf(order);
  const [offer] = await loadOffersByIds(db, [reservationCriteria.offerId]);
  if (!offer || !offer.markets.includes(order.locale)) throw notFound(`${CRITERIA_FIELD}.offerId`, reservationCriteria.offerId, 'weekend');
  const { checkinDate, checkoutDate } = reservationCriteria.travelPeriod;
  refuseDayOver(checkinDate, { market: order.locale, now, field: `${CRITERIA_FIELD}.travelPeriod.checkinDate` });
  const nights = daysBetween(checkinDate, checkoutDate);
  const checkoutField = `${CRITERIA_FIELD}.travelPeriod.checkoutDate`;
  if (nights < 1) throw badRequest(checkoutField, 'must be after checkinDate');
  if (nights > MAX_NIGHTS) throw badRequest(checkoutField, `must be at most ${MAX_NIGHTS} nights after checkinDate`);
  refuseLongerStay(offer, nights, checkoutField);
  return { offer, checkin: checkinDate, nights };
}

/**
 * Prices an ordered stay from the store of record: the stay quoted by the quote's own code path, the
 * cancellation choice (the insurance where the market offers it) and the promotion code by
 * util-pricing's rules. Refuses what the product page
 * refuses: a missing or wrong activity day (400), a stay not on sale on these dates (409
 * PACKAGE_NOT_AVAILABLE_CHECKIN), a cancellation choice the stay does not offer or a promotion code
 * that is not valid (422).
 */
export async function priceOrder(db: Kysely<Database>, order: PurchaseOrderInput, ordered: OrderedStay, context: { now: Date; texts: PricingTexts }): Promise<PricedOrder> {
  const { reservationCriteria } = stayItemOf(order);
  const { offer, nights } = ordered;
  const { checkinDate } = reservationCriteria.travelPeriod;
  const activityDaysField = `${CRITERIA_FIELD}.activityDaySelections`;
  const quote = await quoteStay(
    db,
    offer,
    {
      checkin: checkinDate,
      nights,
      party: { adults: reservationCriteria.pax.numberOfAdults, children: reservationCriteria.pax.numberOfChildren, babies: reservationCriteria.pax.numberOfBabies },
      activityDays: reservationCriteria.activityDaySelections.map((selection) => ({ activityId: String(selection.activityId), date: selection.date })),
      activityDaysField,
      minisiteId: reservationCriteria.minisiteId,
      market: order.locale,
    },
    `${CRITERIA_FIELD}.offerId`,
  );
  const { priceInfo, localTaxTotalAmount } = quote;
  if (priceInfo === null || localTaxTotalAmount === null) {
    const field = `${CRITERIA_FIELD}.travelPeriod.checkinDate`;
    throw new ClientError(409, PACKAGE_NOT_AVAILABLE_CHECKIN, `${field}: ${NOT_AVAILABLE_MESSAGE}`, [{ field, message: NOT_AVAILABLE_MESSAGE }]);
  }
  // As the product page: every activity whose day the visitor chooses needs one before booking.
  if (quote.choices.some((choice) => !quote.days.some((day) => day.activityId === String(choice.activityId)))) {
    throw badRequest(activityDaysField, MISSING_ACTIVITY_DATES);
  }

  const { cancellable } = cancellationPolicyOf(offer, checkinDate, order.locale, context);
  const stayAmount = priceInfo.sellPrice;
  // The insurance where the market offers it, at the price `GET /purchase/insurance/price` gives for the stay's amount.
  const insuranceAmount = insurancePrice(stayAmount);
  const options = insuranceOptions({ cancellable, insuranceEnabled: insuranceOffered(order.locale), insuranceAmount });
  const choice = order.items.insuranceItem?.choice;
  if (choice === undefined || !options.some((option) => option.choice === choice)) {
    const field = 'body.items.insuranceItem.choice';
    const offered = options.map((option) => option.choice).join(', ');
    throw new ClientError(422, 'INSURANCE_NOT_OFFERED', `${field}: this stay offers ${offered}`, [{ field, message: `must be one of ${offered} for this stay` }]);
  }
  const insurance = { choice, amount: insuranceToPay(choice, insuranceAmount) };

  const typed = order.items.promotionCodeItem?.code;
  let promotionCode: PricedOrder['promotionCode'] = null;
  if (typed !== undefined) {
    const percent = await promotionPercent(db, typed, order, context.now);
    promotionCode = { code: typed, percent, amount: promotionCodeReduction(stayAmount, percent) };
  }
  return {
    offer,
    stay: { criteria: quote.criteria, priceInfo, amount: stayAmount, localTaxTotalAmount },
    voucher: null,
    insurance,
    promotionCode,
    amount: stayAmount + insurance.amount - (promotionCode?.amount ?? 0),
  };
}

/** The stay item of an order (the contract lets no order through without a stay or a voucher). */
function stayItemOf(order: PurchaseOrderInput): NonNullable<PurchaseOrderInput['items']['shortStayItem']> {
  const item = order.items.shortStayItem;
  if (item === undefined) throw badRequest('body.items.shortStayItem', 'must be given for a stay');
  return item;
}

/**
 * Prices an activity voucher for oneself from the store of record, as its page
 * (`GET /activity-only/weekend/{id}/detail.json`) shows it: the product's price for that number of
 * participants, valid {@link VOUCHER_VALIDITY_MONTHS} months from the market's today. A product
 * unknown or not sold in the market is a 404; one no longer published a 409 PRODUCT_NOT_PUBLISHED; a
 * number of participants without a price a 409 PARTICIPANTS_NOT_PRICED; a promotion code not valid
 * a 422.
 */
export async function priceVoucherOrder(db: Kysely<Database>, order: PurchaseOrderInput, now: Date): Promise<PricedOrder> {
  const item = order.items.activityVoucherItem;
  if (item === undefined) throw badRequest(VOUCHER_FIELD, 'must be given for an activity voucher');
  const productField = `${VOUCHER_FIELD}.activityProductId`;
  const product = await loadActivityOnlyForPage(db, item.activityProductId);
  if (!product || !product.markets.includes(order.locale)) throw notFound(productField, item.activityProductId, 'activity voucher');
  const row = await db.selectFrom('activity_only_products').select('published').where('id', '=', product.id).executeTakeFirstOrThrow();
  if (!row.published) {
    const message = 'this activity voucher is no longer sold';
    throw new ClientError(409, 'PRODUCT_NOT_PUBLISHED', `${productField}: ${message}`, [{ field: productField, message }]);
  }
  const price = product.prices.find((candidate) => candidate.participants === item.participants);
  if (!price) {
    const field = `${VOUCHER_FIELD}.participants`;
    const sold = product.prices.map((candidate) => candidate.participants).join(', ');
    const message = `has no price for ${item.participants} participants (sold for ${sold})`;
    throw new ClientError(409, 'PARTICIPANTS_NOT_PRICED', `${field}: ${message}`, [{ field, message }]);
  }
  const language = languageOf(order.locale);
  const voucher: PricedVoucher = {
    activityProductId: product.id,
    participants: item.participants,
    label: product.labels[language],
    activityCenterLabel: product.activityCenter.label,
    amount: price.sellPrice,
    validUntil: addMonthsToDate(marketToday(now, order.locale), VOUCHER_VALIDITY_MONTHS),
  };
  const typed = order.items.promotionCodeItem?.code;
  let promotionCode: PricedOrder['promotionCode'] = null;
  if (typed !== undefined) {
    const percent = await promotionPercent(db, typed, order, now);
    promotionCode = { code: typed, percent, amount: promotionCodeReduction(voucher.amount, percent) };
  }
  return { offer: null, stay: null, voucher, insurance: null, promotionCode, amount: voucher.amount - (promotionCode?.amount ?? 0) };
}

/**
 * Refuses an order whose `expectedAmount` is not the server's (409 PRICE_CHANGED), with the fresh
 * amount and how it is made, so the checkout explains the change instead of charging it silently.
 */
export function refuseChangedAmount(order: PurchaseOrderInput, priced: PricedOrder): void {
  if (order.expectedAmount === priced.amount) return;
  const parts: string[] = [];
  if (priced.stay) parts.push(`stay ${priced.stay.amount}`);
  if (priced.voucher) parts.push(`activity voucher for ${priced.voucher.participants} ${priced.voucher.amount}`);
  if (priced.gift) {
    const { gift } = priced;
    parts.push(`gift of ${gift.giftNights} nights ${gift.sellPrice}`, `shipping ${gift.shippingCost}`, `customization ${gift.subElementsPrice}`);
  }
  if (priced.insurance) parts.push(`insurance ${priced.insurance.amount}`);
  if (priced.promotionCode) parts.push(`promotion code ${priced.promotionCode.code} -${priced.promotionCode.amount}`);
  const tax = priced.stay ? `; the tourist tax of ${priced.stay.localTaxTotalAmount} is paid on site` : '';
  const reason = `the amount is ${priced.amount} cents, not ${order.expectedAmount} (${parts.join(', ')}${tax})`;
  throw new ClientError(409, 'PRICE_CHANGED', `body.expectedAmount: ${reason}`, [
    { field: 'body.expectedAmount', message: reason, amount: priced.amount, expectedAmount: order.expectedAmount },
  ]);
}
