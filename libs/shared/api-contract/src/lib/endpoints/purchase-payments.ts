import * as v from 'valibot';
import { MARKET_CODES } from '@escapade/util-market';
import { PAY_LATER_TYPES } from '@escapade/util-pricing';
import { IsoDateSchema, IsoDateTimeSchema } from '../common/iso-date';
import { LocaleSchema } from '../common/locale';
import { CentsSchema, MAX_CENTS } from '../common/money';
import { boundedText, nonBlankText, queryInteger } from '../common/wire-values';
import { documented } from '../documented';
import { defineEndpoint } from '../endpoint';
import {
  IdempotencyHeadersSchema,
  ORDER_REFUSALS_RULE,
  ORDER_UUID_PATTERN,
  OrderUuidSchema,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  PurchaseOrderBodySchema,
  PurchaseOrderSchema,
} from './purchase-orders';

/**
 * The payment step of the purchase path, as the checkout reads it:
 *
 * 1. The checkout places the order (`POST /purchase/orders`), then asks for a payment of it
 *    (`POST /purchase/orders/{orderUuid}/payments`) with the method the visitor chose and the path of
 *    its own payment step as `returnPath`. The reply's `redirectUrl` is where the browser goes next:
 *    the provider's hosted card page (the sandbox's own page, served by the API, in development).
 *    Card numbers never reach the storefront's code.
 * 2. The provider tells the API the outcome by a signed notification; the API confirms the order.
 * 3. The browser comes back with a 303: on success to {@link confirmationPath} (the checkout's
 *    confirmation page, `/confirmation/{orderUuid}?status=success`); on a decline or a failed
 *    challenge to `returnPath` with `?status=failure&error=PAYMENT_DECLINED` (see
 *    {@link paymentFailurePath}), the order being payable again with another card.
 */

/** The status value the confirmation page reads after a successful payment. */
export const PAYMENT_SUCCESS_STATUS = 'success';

/** Query markers of a failed payment on the checkout's return path: `status=failure` and the error code. */
export const PAYMENT_FAILURE_MARKER = { status: 'failure', error: 'PAYMENT_DECLINED' } as const;

/**
 * Where the browser lands after a successful payment: the checkout's confirmation page of the order,
 * under the market's path prefix where its site has one (`/nl` for nl_BE).
 */
export function confirmationPath(orderUuid: string, basePath = ''): string {
  return `${basePath}/confirmation/${encodeURIComponent(orderUuid)}?status=${PAYMENT_SUCCESS_STATUS}`;
}

/** Where the browser lands after a declined payment: the checkout's own return path with the failure markers. */
export function paymentFailurePath(returnPath: string): string {
  return `${returnPath}?${new URLSearchParams(PAYMENT_FAILURE_MARKER)}`;
}

/**
 * A return path: a path on this site (starting with one `/`, never `//`; no backslash), without
 * query or fragment, so the API can never redirect the browser to another site (no open redirect).
 */
export const RETURN_PATH_PATTERN = /^\/([A-Za-z0-9\-._~!$&'()*+,;=:@%][A-Za-z0-9\-._~!$&'()*+,;=:@%/]{0,499})?$/;

/** Longest cancellation type or policy text a pricing call takes. */
const POLICY_TYPE_MAX = 40;

/** Highest amount a pricing query takes, in cents (the API's largest amount). */
const QueryCentsSchema = queryInteger(0, MAX_CENTS);

// ---------------------------------------------------------------------------------------------------
// Insurance price

/** `GET /purchase/insurance/price` (product-side.md section 7, insurance price fetch): the stay's cancellation type and the order amount in cents. */
export const InsurancePriceQuerySchema = v.strictObject({
  cancellationType: nonBlankText(POLICY_TYPE_MAX),
  orderAmount: QueryCentsSchema,
  locale: LocaleSchema,
});

/** Why an insurance price cannot be given: the market does not offer the insurance. */
export const INSURANCE_PRICE_ERRORS = ['INSURANCE_NOT_OFFERED'] as const;

/**
 * The insurance's price in cents (util-pricing's `insurancePrice`: a rate of the order amount, with a
 * minimum), whether the insurance is offered, and `error` (null, or a code when it is not offered,
 * `amount` then 0). An order with the `insurance` choice is priced with the same rule.
 */
export const InsurancePriceSchema = v.object({
  amount: CentsSchema,
  hasInsurance: v.boolean(),
  error: v.nullable(v.picklist(INSURANCE_PRICE_ERRORS)),
});

/** The insurance price as the checkout reads it. */
export type InsurancePrice = v.InferOutput<typeof InsurancePriceSchema>;

/** `GET /purchase/insurance/price`: what the cancellation insurance adds to an order. */
export const getInsurancePriceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/purchase/insurance/price',
  summary: 'The cancellation insurance’s price for an order amount (and whether the market offers it)',
  tags: ['purchase'],
  status: 200,
  query: InsurancePriceQuerySchema,
  reply: InsurancePriceSchema,
});

// ---------------------------------------------------------------------------------------------------
// Pay-later eligibility

/** The point of sale as util-pricing's `payLaterEligibilityQuery` sends it: the market code in lower case (`fr_fr`). */
export const PAY_LATER_POINTS_OF_SALE = MARKET_CODES.map((code) => code.toLowerCase()) as readonly Lowercase<(typeof MARKET_CODES)[number]>[];

/**
 * `GET /purchase/alma/eligibility` (product-side.md section 7): exactly the query util-pricing's
 * `payLaterEligibilityQuery` builds, the amount in cents and the market in lower case. The rules
 * (`PAY_LATER_RULES`) read the market, the amount and the days before check-in; the policy type and
 * `cancellableUntil` are taken as the spec's call sends them and change no answer.
 */
export const PayLaterEligibilityQuerySchema = v.strictObject({
  amount: QueryCentsSchema,
  cancellationPolicyType: nonBlankText(POLICY_TYPE_MAX),
  cancellableUntil: v.optional(v.union([IsoDateSchema, IsoDateTimeSchema], 'must be a date or a date-time')),
  checkinDate: v.pipe(IsoDateSchema, documented('payLaterCheckin')),
  pointOfSale: v.picklist(PAY_LATER_POINTS_OF_SALE, `must be one of ${PAY_LATER_POINTS_OF_SALE.join(', ')}`),
});

/** One eligible pay-later method and its fee in cents (util-pricing's `PAY_LATER_RULES`). */
export const PayLaterMethodSchema = v.object({
  type: v.picklist(PAY_LATER_TYPES),
  paymentFee: CentsSchema,
});

/** The eligible methods, in the order deferred, 3x, 4x; empty when none is (or the market has no instalment provider). */
export const PayLaterEligibilitySchema = v.object({ paymentMethods: v.array(PayLaterMethodSchema) });

/** The eligibility as the checkout reads it. */
export type PayLaterEligibility = v.InferOutput<typeof PayLaterEligibilitySchema>;

/** `GET /purchase/alma/eligibility`: which of deferred, 3x and 4x a stay may be paid with, and their fees. */
export const getPayLaterEligibilityEndpoint = defineEndpoint({
  method: 'GET',
  path: '/purchase/alma/eligibility',
  summary: 'The pay-later methods (deferred, 3x, 4x) a stay is eligible for, with their fees',
  tags: ['purchase'],
  status: 200,
  query: PayLaterEligibilityQuerySchema,
  reply: PayLaterEligibilitySchema,
});

// ---------------------------------------------------------------------------------------------------
// Payment of an order

/** `POST /purchase/orders/{orderUuid}/payments`: the method chosen and the checkout's own path to come back to. */
export const CreatePaymentBodySchema = v.strictObject({
  method: v.picklist(PAYMENT_METHODS, `must be one of ${PAYMENT_METHODS.join(', ')}`),
  returnPath: v.pipe(v.string('must be a path'), v.regex(RETURN_PATH_PATTERN, 'must be a path of this site starting with /, without query or fragment'), documented('returnPath')),
});

/** A payment request as the checkout sends it. */
export type CreatePaymentBody = v.InferInput<typeof CreatePaymentBodySchema>;

/** A payment intent just created: its id, its state (`requires_action`) and where the browser goes to pay. */
export const CreatedPaymentSchema = v.object({
  paymentId: v.pipe(v.string(), v.regex(ORDER_UUID_PATTERN, 'must be a payment UUID (version 4, lower case)')),
  state: v.picklist(PAYMENT_STATES),
  /** A path of this site (the sandbox's hosted page) or the provider's page. */
  redirectUrl: v.string(),
});

/** A created payment as the checkout reads it. */
export type CreatedPayment = v.InferOutput<typeof CreatedPaymentSchema>;

/** Path parameter of an order's payments. */
export const OrderPaymentsParamsSchema = v.object({ orderUuid: OrderUuidSchema });

/** Codes of the refusals a payment may meet besides a 400 or 404, each with its status. */
export const PAYMENT_REFUSALS = {
  ORDER_NOT_PAYABLE: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  PAY_LATER_NOT_ELIGIBLE: 422,
  PAYMENT_DECLINED: 422,
} as const;

/** A code of {@link PAYMENT_REFUSALS}. */
export type PaymentRefusalCode = keyof typeof PAYMENT_REFUSALS;

/** The refusals of a payment request, in the document's 4xx description. */
export const PAYMENT_REFUSALS_RULE =
  '409 ORDER_NOT_PAYABLE when the order is already paid, confirmed, cancelled or refunded; 422 IDEMPOTENCY_KEY_REUSED when the idempotency key came with another body; ' +
  '422 PAY_LATER_NOT_ELIGIBLE when deferred, 3x or 4x is asked for an order that is not eligible for it (market, days before arrival, amount)';

/**
 * `POST /purchase/orders/{orderUuid}/payments`: a payment intent for the order's stored amount (never
 * the client's), the order moved to `payment_pending` in the same transaction. Idempotent: the same
 * key and body replay the first answer. The browser then follows `redirectUrl`.
 */
export const createOrderPaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/purchase/orders/:orderUuid/payments',
  summary: 'Start paying an order (card on the hosted page, or pay later): the page to send the browser to',
  tags: ['purchase'],
  status: 201,
  params: OrderPaymentsParamsSchema,
  headers: IdempotencyHeadersSchema,
  body: CreatePaymentBodySchema,
  reply: CreatedPaymentSchema,
  conflicts: PAYMENT_REFUSALS_RULE,
});

// ---------------------------------------------------------------------------------------------------
// Wallet order (Zeppto)

/** The wallet's authorisation the checkout got from the wallet sheet. */
export const PspAuthorizationSchema = v.strictObject({
  paymentIntentId: v.pipe(boundedText(255), v.regex(/^[A-Za-z0-9_-]{1,255}$/, 'must be a payment intent id (letters, digits, _ and -)')),
  paymentMethod: nonBlankText(40),
});

/** `POST /purchase/zeppto` (product-side.md section 7): the order's body plus the wallet's authorisation. */
export const WalletOrderBodySchema = v.strictObject({
  ...PurchaseOrderBodySchema.entries,
  pspAuthorization: v.pipe(PspAuthorizationSchema, documented('pspAuthorization')),
});

/** A wallet order as the checkout sends it. */
export type WalletOrderBody = v.InferInput<typeof WalletOrderBodySchema>;

/** The wallet order's answer: `booking.orderUUID` (the spec's name, read to go to the confirmation) and the order itself. */
export const WalletOrderSchema = v.object({
  booking: v.object({ orderUUID: OrderUuidSchema }),
  order: PurchaseOrderSchema,
});

/** A wallet order as the checkout reads it. */
export type WalletOrder = v.InferOutput<typeof WalletOrderSchema>;

/**
 * `POST /purchase/zeppto`: records the order and authorises the wallet payment in one call, the order
 * confirmed when the wallet accepts; a declined wallet is a 422 PAYMENT_DECLINED and leaves no order.
 * Idempotent like the order itself.
 */
export const createWalletOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/purchase/zeppto',
  summary: 'Place an order paid with a wallet (recorded, authorised and confirmed in one call)',
  tags: ['purchase'],
  status: 201,
  headers: IdempotencyHeadersSchema,
  body: WalletOrderBodySchema,
  reply: WalletOrderSchema,
  conflicts: `${ORDER_REFUSALS_RULE}; 422 PAYMENT_DECLINED when the wallet declines the payment (no order is kept)`,
});
