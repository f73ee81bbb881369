import * as v from 'valibot';
import { CURRENCY, COUNTRY_CODES } from '@escapade/util-market';
import { INSURANCE_CHOICES, PACKAGE_NOT_AVAILABLE_CHECKIN, PAY_LATER_TYPES } from '@escapade/util-pricing';
import { EmailAddressSchema } from '../common/email';
import { GiftFormatSchema } from '../common/flow';
import { GIFT_ADULTS, GiftDeliveryAddressSchema, GiftMessageSchema } from '../common/gift';
import { IdSchema } from '../common/ids';
import { IsoDateSchema, IsoDateTimeSchema } from '../common/iso-date';
import { LocaleSchema } from '../common/locale';
import { CentsSchema } from '../common/money';
import { POSTAL_CODE_MAX } from '../common/postal-code';
import { MAX_NIGHTS, TRAVELLER_BOUNDS } from '../common/travellers';
import { boundedText, CodeSchema, integerInRange } from '../common/wire-values';
import { fieldRules } from '../common/field-rules';
import { documented } from '../documented';
import { defineEndpoint } from '../endpoint';
import { BOOKING_NUMBER_PATTERN, CONTACT_FIELD_SCHEMAS } from './contact-case';
import { ActivityDaySelectionSchema, QuotePriceInfoSchema, ReservationCriteriaSchema } from './get-product-quote';

/**
 * An idempotency key: 16 to 255 visible ASCII characters (a UUID fits), chosen by the client once per
 * order it means to place and sent again with every retry of that order.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7E]{16,255}$/;

/** The header every money-moving call carries (lower case, as HTTP/2 and Node read header names). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The headers of a money-moving call the contract reads: the idempotency key; other headers pass. */
export const IdempotencyHeadersSchema = v.object({
  [IDEMPOTENCY_KEY_HEADER]: v.pipe(
    v.string('must be text'),
    v.regex(IDEMPOTENCY_KEY_PATTERN, 'must be 16 to 255 visible ASCII characters (a UUID fits)'),
    documented('idempotencyKey'),
  ),
});

/** An order's address for its pages: a random (version 4) UUID, so no order can be found by guessing. */
export const ORDER_UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** An order's UUID as the confirmation page's URL carries it. */
export const OrderUuidSchema = v.pipe(v.string('must be an order UUID'), v.regex(ORDER_UUID_PATTERN, 'must be an order UUID (version 4, lower case)'));

/**
 * An order's steps (architecture.md, the purchase path): created, then payment pending, then paid
 * and confirmed; or failed, cancelled or refunded. Each step is stored before its effect is asked for.
 */
export const ORDER_STATES = ['created', 'payment_pending', 'paid', 'confirmed', 'failed', 'cancelled', 'refunded'] as const;

/** One step of an order. */
export type OrderState = (typeof ORDER_STATES)[number];

/** The civility a buyer may give (product-side.md, buyer of a wallet order). */
export const CIVILITIES = ['MR', 'MRS'] as const;

export { POSTAL_CODE_MAX };

/** Longest special request a buyer may write to the hotel. */
export const SPECIAL_REQUEST_MAX = 1000;

/**
 * The buyer (product-side.md, buyer): who pays and receives the confirmation. A stay needs no postal
 * address, so the address fields are optional; the name, email and phone rules are the contact form's.
 */
export const BuyerSchema = v.strictObject({
  email: EmailAddressSchema,
  civility: v.optional(v.picklist(CIVILITIES, `must be one of ${CIVILITIES.join(', ')}`)),
  firstName: CONTACT_FIELD_SCHEMAS.name,
  lastName: CONTACT_FIELD_SCHEMAS.name,
  phoneNumber: CONTACT_FIELD_SCHEMAS.phone,
  addressLine: v.optional(boundedText(200)),
  postalCode: v.optional(boundedText(POSTAL_CODE_MAX)),
  city: v.optional(boundedText(100)),
  country: v.optional(v.picklist(COUNTRY_CODES, `must be one of ${COUNTRY_CODES.join(', ')}`)),
});

/** A buyer as the checkout sends it. */
export type Buyer = v.InferInput<typeof BuyerSchema>;

/** The stay of an order, in the checkout payload's words (`shortStayItem.reservationCriteria`). */
export const OrderReservationCriteriaSchema = v.strictObject({
  offerId: IdSchema,
  travelPeriod: v.strictObject({
    checkinDate: v.pipe(IsoDateSchema, documented('orderCheckin')),
    checkoutDate: v.pipe(IsoDateSchema, documented('orderCheckout')),
  }),
  pax: v.strictObject({
    numberOfAdults: integerInRange(TRAVELLER_BOUNDS.adult.min, TRAVELLER_BOUNDS.adult.max),
    numberOfChildren: integerInRange(TRAVELLER_BOUNDS.child.min, TRAVELLER_BOUNDS.child.max),
    numberOfBabies: integerInRange(TRAVELLER_BOUNDS.baby.min, TRAVELLER_BOUNDS.baby.max),
  }),
  activityDaySelections: v.pipe(v.optional(v.array(ActivityDaySelectionSchema), []), documented('orderActivityDays')),
  /** The partner mini-site the stay is sold through (priced as on the main site). */
  minisiteId: v.optional(v.nullable(IdSchema), null),
});

/** Most participants an activity voucher is sold for (the prices' keys have at most two digits). */
export const MAX_VOUCHER_PARTICIPANTS = 99;

/** An activity voucher for oneself (product-side.md, activity-only product page): the product and its number of participants (hash `a`). */
export const OrderActivityVoucherSchema = v.strictObject({
  activityProductId: IdSchema,
  participants: integerInRange(1, MAX_VOUCHER_PARTICIPANTS),
});

/** Most customization options a gift may be ordered with (far above the categories' options). */
export const MAX_GIFT_SUB_ELEMENTS = 20;

/**
 * A gift stay (product-side.md, single voucher and gift setup screen; the checkout payload's
 * `shortStayItem.gift`): a voucher for the offer's stay for `giftNights` nights for 2 people, without
 * dates (the recipient chooses them), sent by e-mail (`digital`, a PDF to print at home) or posted
 * (`physical`, to `deliveryAddress`, with the shipping of the shipping-costs table), with the chosen
 * customization options (`customSubElementIds`; category 2's free 'standard' card is the one taken
 * when none of its options is) and the giver's words. A gift has no `reservationCriteria`: it has no
 * dates and takes no room, so it is its own item.
 */
export const OrderGiftItemInputSchema = v.pipe(
  v.strictObject({
    offerId: IdSchema,
    giftNights: integerInRange(1, MAX_NIGHTS),
    giftFormat: GiftFormatSchema,
    customSubElementIds: v.optional(v.pipe(v.array(IdSchema, 'must be a list of option ids'), v.maxLength(MAX_GIFT_SUB_ELEMENTS)), []),
    fromName: GiftMessageSchema.entries.fromName,
    message: GiftMessageSchema.entries.message,
    deliveryAddress: v.optional(v.pipe(GiftDeliveryAddressSchema, documented('giftDeliveryAddress'))),
    /** The partner mini-site the gift is sold through (priced as on the main site). */
    minisiteId: v.optional(v.nullable(IdSchema), null),
  }),
  fieldRules((gift) => {
    if (gift.giftFormat === 'physical' && gift.deliveryAddress === undefined) return [{ field: 'deliveryAddress', message: 'must be given for a physical (posted) voucher' }];
    if (gift.giftFormat === 'digital' && gift.deliveryAddress !== undefined)
      return [{ field: 'deliveryAddress', message: 'must not be given for a digital voucher (it is e-mailed)' }];
    return [];
  }),
);

/** A gift as the checkout sends it. */
export type OrderGiftItemInput = v.InferInput<typeof OrderGiftItemInputSchema>;

/** The products an order may hold, exactly one of them. */
export const ORDER_PRODUCT_ITEMS = ['shortStayItem', 'activityVoucherItem', 'giftItem'] as const;

/** Why an order's items do not go together, each reported on the item to change. */
export const ORDER_ITEMS_RULES = {
  oneProduct: 'must hold exactly one of shortStayItem, activityVoucherItem or giftItem',
  stayNeedsInsurance: 'must be given with a shortStayItem (the cancellation choice of the stay)',
  voucherWithoutInsurance: 'must not be given with an activityVoucherItem (an activity voucher has no cancellation choice)',
  giftWithoutInsurance: 'must not be given with a giftItem (a gift has no dates, so no cancellation choice)',
} as const;

/**
 * What a visitor orders: one stay with the cancellation choice made at checkout (exactly one of
 * three, util-pricing's), one activity voucher or one gift stay (neither has a cancellation choice);
 * and a promotion code when one was typed. Exactly one product; a 400 names the item to change.
 */
export const OrderItemsSchema = v.pipe(
  v.strictObject({
    shortStayItem: v.optional(v.pipe(v.strictObject({ reservationCriteria: OrderReservationCriteriaSchema }), documented('shortStayItem'))),
    activityVoucherItem: v.optional(v.pipe(OrderActivityVoucherSchema, documented('activityVoucherItem'))),
    giftItem: v.optional(v.pipe(OrderGiftItemInputSchema, documented('giftItem'))),
    insuranceItem: v.optional(v.pipe(v.strictObject({ choice: v.picklist(INSURANCE_CHOICES, `must be one of ${INSURANCE_CHOICES.join(', ')}`) }), documented('insuranceItem'))),
    promotionCodeItem: v.optional(v.pipe(v.strictObject({ code: CodeSchema }), documented('promotionCodeItem'))),
  }),
  fieldRules((items) => {
    const given = ORDER_PRODUCT_ITEMS.filter((name) => items[name] !== undefined);
    if (given.length !== 1) return [{ field: given[1] ?? 'shortStayItem', message: ORDER_ITEMS_RULES.oneProduct }];
    if (given[0] === 'shortStayItem' && items.insuranceItem === undefined) return [{ field: 'insuranceItem', message: ORDER_ITEMS_RULES.stayNeedsInsurance }];
    if (given[0] === 'activityVoucherItem' && items.insuranceItem !== undefined) return [{ field: 'insuranceItem', message: ORDER_ITEMS_RULES.voucherWithoutInsurance }];
    if (given[0] === 'giftItem' && items.insuranceItem !== undefined) return [{ field: 'insuranceItem', message: ORDER_ITEMS_RULES.giftWithoutInsurance }];
    return [];
  }),
);

/**
 * `POST /purchase/orders` (product-side.md, checkout payload): the buyer, the items and the amount the
 * checkout showed. The server prices every item again from the store of record and never takes the
 * client's amount.
 */
export const PurchaseOrderBodySchema = v.strictObject({
  locale: LocaleSchema,
  currency: v.picklist([CURRENCY], `must be ${CURRENCY}`),
  expectedAmount: v.pipe(CentsSchema, documented('expectedAmount')),
  buyer: BuyerSchema,
  items: OrderItemsSchema,
  specialRequest: v.optional(v.nullable(boundedText(SPECIAL_REQUEST_MAX)), null),
});

/** An order as the checkout sends it. */
export type PurchaseOrderBody = v.InferInput<typeof PurchaseOrderBodySchema>;

/** An order as the server reads it (defaults applied). */
export type PurchaseOrderInput = v.InferOutput<typeof PurchaseOrderBodySchema>;

/** The stay of an order: what was booked, its price for the party and the tourist tax paid on site (not in `amount`). */
export const OrderStayItemSchema = v.object({
  kind: v.literal('stay'),
  amount: CentsSchema,
  reservationCriteria: ReservationCriteriaSchema,
  priceInfo: QuotePriceInfoSchema,
  localTaxTotalAmount: CentsSchema,
});

/** The cancellation choice of an order and what it added. */
export const OrderInsuranceItemSchema = v.object({
  kind: v.literal('insurance'),
  choice: v.picklist(INSURANCE_CHOICES),
  amount: CentsSchema,
});

/** A promotion code of an order and what it took off (`amount`, a reduction). */
export const OrderPromotionCodeItemSchema = v.object({
  kind: v.literal('promotionCode'),
  code: v.string(),
  percent: integerInRange(1, 100),
  amount: CentsSchema,
});

/**
 * An activity voucher of an order: the product, its name in the order's language when it was bought,
 * its activity centre's, the number of participants, its price for them and the last day it may be
 * used (12 months from the purchase, product-side.md section 9).
 */
export const OrderActivityVoucherItemSchema = v.object({
  kind: v.literal('activityVoucher'),
  amount: CentsSchema,
  activityProductId: IdSchema,
  participants: integerInRange(1, MAX_VOUCHER_PARTICIPANTS),
  label: v.string(),
  activityCenterLabel: v.string(),
  validUntil: IsoDateSchema,
});

/**
 * A gift stay of an order (product-side.md, single voucher): the offer and its names in the order's
 * language when it was bought, its nights for 2 people, the format, the price summary's lines as the
 * server charged them (sell price, shipping, options; `amount` is their sum), the options chosen, the
 * giver's words, the address a printed voucher is posted to, and the last day its voucher is valid
 * (1 year from the purchase, section 9). The voucher's code is never in an order's reply: it is in
 * the voucher sent to the buyer.
 */
export const OrderGiftItemSchema = v.object({
  kind: v.literal('gift'),
  amount: CentsSchema,
  offerId: IdSchema,
  label: v.string(),
  hotelLabel: v.string(),
  giftNights: integerInRange(1, MAX_NIGHTS),
  numberOfAdults: v.literal(GIFT_ADULTS),
  giftFormat: GiftFormatSchema,
  sellPrice: CentsSchema,
  shippingCost: CentsSchema,
  subElementsPrice: CentsSchema,
  customSubElements: v.array(v.object({ id: IdSchema, name: v.string(), price: CentsSchema })),
  fromName: v.string(),
  message: v.string(),
  deliveryAddress: v.nullable(GiftDeliveryAddressSchema),
  validUntil: IsoDateSchema,
});

/** One item of an order as stored. */
export const OrderItemSchema = v.variant('kind', [
  OrderStayItemSchema,
  OrderActivityVoucherItemSchema,
  OrderGiftItemSchema,
  OrderInsuranceItemSchema,
  OrderPromotionCodeItemSchema,
]);

/** One item of an order. */
export type OrderItem = v.InferOutput<typeof OrderItemSchema>;

/** The payment methods of an order: a card on the provider's hosted page, or one of the instalment provider's (deferred, 3x, 4x). */
export const PAYMENT_METHODS = ['card', ...PAY_LATER_TYPES] as const;

/** One payment method. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How an order may have been paid: the methods above, or a wallet (`POST /purchase/zeppto`). */
export const ORDER_PAYMENT_METHODS = [...PAYMENT_METHODS, 'wallet'] as const;

/** A payment intent's states, as the provider reports them (the `payments` table's). */
export const PAYMENT_STATES = ['requires_payment_method', 'requires_action', 'authorised', 'captured', 'failed', 'cancelled', 'refunded', 'partially_refunded'] as const;

/** One state of a payment intent. */
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * An order's payment as the confirmation page shows it (its latest attempt): the method, its state,
 * what was paid now and what is due later (pay later), and the instalments with their days (pay later
 * only; the provider's fee is on the first). Amounts in cents.
 */
export const OrderPaymentSchema = v.object({
  method: v.picklist(ORDER_PAYMENT_METHODS),
  state: v.picklist(PAYMENT_STATES),
  paidAmount: CentsSchema,
  dueAmount: CentsSchema,
  fee: CentsSchema,
  schedule: v.array(v.object({ amount: CentsSchema, date: IsoDateSchema })),
});

/** An order's payment. */
export type OrderPayment = v.InferOutput<typeof OrderPaymentSchema>;

/**
 * An order as the confirmation page reads it: its address, the booking number the contact form and
 * booking retrieval ask for, its step, its items and amounts. `amount` is what the buyer pays (stay,
 * plus insurance, less promotion); the tourist tax is paid on site and shown apart.
 */
export const PurchaseOrderSchema = v.object({
  orderUuid: OrderUuidSchema,
  bookingNumber: v.pipe(v.string(), v.regex(BOOKING_NUMBER_PATTERN)),
  state: v.picklist(ORDER_STATES),
  locale: LocaleSchema,
  currency: v.picklist([CURRENCY]),
  amount: CentsSchema,
  localTaxTotalAmount: CentsSchema,
  buyer: v.object({
    email: v.string(),
    civility: v.nullable(v.picklist(CIVILITIES)),
    firstName: v.string(),
    lastName: v.string(),
    phoneNumber: v.string(),
  }),
  items: v.array(OrderItemSchema),
  specialRequest: v.nullable(v.string()),
  /** The latest payment attempt; null until the checkout asks for one. */
  payment: v.nullable(OrderPaymentSchema),
  createdAt: IsoDateTimeSchema,
});

/** An order as the client reads it. */
export type PurchaseOrder = v.InferOutput<typeof PurchaseOrderSchema>;

/** Path parameter: the order to read. */
export const PurchaseOrderParamsSchema = v.object({ orderUuid: OrderUuidSchema });

/**
 * Codes of the refusals an order may meet besides a 400 or 404, each with the status it comes with.
 * The client maps each to its text; `PRICE_CHANGED` carries the fresh amount in its details.
 */
export const ORDER_REFUSALS = {
  PRICE_CHANGED: 409,
  [PACKAGE_NOT_AVAILABLE_CHECKIN]: 409,
  SOLD_OUT: 409,
  PRODUCT_NOT_PUBLISHED: 409,
  PARTICIPANTS_NOT_PRICED: 409,
  GIFT_NOT_AVAILABLE: 409,
  PHYSICAL_FORMAT_UNAVAILABLE: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  INSURANCE_NOT_OFFERED: 422,
  PROMOTION_CODE_NOT_VALID: 422,
} as const;

/** A code of {@link ORDER_REFUSALS}. */
export type OrderRefusalCode = keyof typeof ORDER_REFUSALS;

/** The refusals an order may meet, in the words the document's 4xx description gives them. */
export const ORDER_REFUSALS_RULE =
  '409 PRICE_CHANGED when expectedAmount is not the amount the server computes (details: field body.expectedAmount, the fresh amount and why); ' +
  `409 ${PACKAGE_NOT_AVAILABLE_CHECKIN} when the stay cannot be sold on these dates; 409 SOLD_OUT when a night of the stay has no room left; ` +
  '409 PRODUCT_NOT_PUBLISHED when the activity voucher is no longer sold; 409 PARTICIPANTS_NOT_PRICED when it has no price for that number of participants; ' +
  '409 GIFT_NOT_AVAILABLE when the stay is not sold as a gift for that number of nights; 409 PHYSICAL_FORMAT_UNAVAILABLE when the market does not post vouchers today; ' +
  '422 IDEMPOTENCY_KEY_REUSED when the idempotency key came with another body; 422 INSURANCE_NOT_OFFERED when the cancellation choice is not one the stay offers; ' +
  '422 PROMOTION_CODE_NOT_VALID when the promotion code is unknown, expired or not for this market';

/**
 * `POST /purchase/orders` (product-side.md section 7): records an order for a stay (its rooms taken
 * for its nights in the same transaction), an activity voucher or a gift stay (no dates, no room
 * taken), priced again by the server. Idempotent: the same
 * `Idempotency-Key` and body replay the first answer.
 */
export const createPurchaseOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/purchase/orders',
  summary: 'Place an order for a stay, an activity voucher or a gift stay (priced by the server, a stay’s rooms taken, idempotent)',
  tags: ['purchase'],
  status: 201,
  headers: IdempotencyHeadersSchema,
  body: PurchaseOrderBodySchema,
  reply: PurchaseOrderSchema,
  conflicts: ORDER_REFUSALS_RULE,
});

/** `GET /purchase/orders/{orderUuid}`: the stored order, as the confirmation page shows it; 404 for an unknown UUID. */
export const getPurchaseOrderEndpoint = defineEndpoint({
  method: 'GET',
  path: '/purchase/orders/:orderUuid',
  summary: 'An order as the confirmation page shows it (items, amounts, booking number, step)',
  tags: ['purchase'],
  status: 200,
  params: PurchaseOrderParamsSchema,
  reply: PurchaseOrderSchema,
});
