import { type CancellationPolicy, cancellationDeadlineOf, isCancellable } from './cancellation';
import { addDays, addMonthsToDate, type Cents, daysBetween, type IsoDate, isIsoDate, MARKET_TOGGLES, type MarketCode } from '@escapade/util-market';
import { type Instant, marketToday, marketWallClock } from '@escapade/util-market/clock';

/** The instalment provider's methods: one deferred payment, or 3 or 4 monthly instalments. */
export const PAY_LATER_TYPES = ['deferred', '3x', '4x'] as const;

/** One of the instalment provider's methods. */
export type PayLaterType = (typeof PAY_LATER_TYPES)[number];

/** What a pay-later method needs: days before arrival, an amount range (cents, inclusive), instalments, and its fee. */
export interface PayLaterRule {
  readonly minDaysBeforeArrival: number;
  readonly minAmount?: Cents;
  readonly maxAmount?: Cents;
  readonly instalments: number;
  /** The provider's fee the buyer pays with the first instalment, in basis points of the amount (our figures; the spec shows none). */
  readonly feeBasisPoints: number;
}

/**
 * Deferred: arrival at least 5 days away, no fee. 3x: 7 days, 200-2000 EUR, 1.5 % fee. 4x: 7 days,
 * 250-2000 EUR, 2 % fee.
 */
export const PAY_LATER_RULES: Readonly<Record<PayLaterType, PayLaterRule>> = {
  deferred: { minDaysBeforeArrival: 5, instalments: 1, feeBasisPoints: 0 },
  '3x': {
    minDaysBeforeArrival: 7,
    minAmount: 20_000,
    maxAmount: 200_000,
    instalments: 3,
    feeBasisPoints: 150,
  },
  '4x': {
    minDaysBeforeArrival: 7,
    minAmount: 25_000,
    maxAmount: 200_000,
    instalments: 4,
    feeBasisPoints: 200,
  },
};

/** A method's fee for an amount, rounded to whole cents (half up). */
export function payLaterFee(type: PayLaterType, amount: Cents): Cents {
  return Math.round((amount * PAY_LATER_RULES[type].feeBasisPoints) / 10_000);
}

/** The deferred payment defaults to this many days before check-in when there is no deadline. */
export const DEFERRED_DAYS_BEFORE_CHECK_IN = 2;

/** PayPal pay later: 30-2000 EUR (cents, inclusive), where the market's `paypalPayLater` toggle is on, with the experiment variation. */
export const PAYPAL_PAY_LATER = {
  minAmount: 3_000,
  maxAmount: 200_000,
};

/** Whether the instalment provider runs in a market (its `payLaterProvider` toggle). */
export function isPayLaterProviderMarket(market: MarketCode): boolean {
  return MARKET_TOGGLES[market].payLaterProvider;
}

/** Whole days from today in the market to the check-in day; `null` for an invalid check-in. */
export function daysBeforeArrival(checkIn: IsoDate, now: Instant, market: MarketCode): number | null {
  return isIsoDate(checkIn) ? daysBetween(marketToday(now, market), checkIn) : null;
}

/** The stay a pay-later method is judged on. */
export interface PayLaterContext {
  readonly market: MarketCode;
  readonly amount: Cents;
  readonly checkIn: IsoDate;
  readonly now: Instant;
}

/** Whether a method's own rule holds: provider market, days before arrival, amount range. */
export function isPayLaterEligible(type: PayLaterType, context: PayLaterContext): boolean {
  const rule = PAY_LATER_RULES[type];
  const days = daysBeforeArrival(context.checkIn, context.now, context.market);
  return (
    isPayLaterProviderMarket(context.market) &&
    days !== null &&
    days >= rule.minDaysBeforeArrival &&
    context.amount >= (rule.minAmount ?? 0) &&
    context.amount <= (rule.maxAmount ?? Number.POSITIVE_INFINITY)
  );
}

/** The enabled methods whose rule holds, in the order deferred, 3x, 4x. */
export function eligiblePayLaterTypes(context: PayLaterContext & { readonly enabledTypes: readonly PayLaterType[] }): PayLaterType[] {
  return (Object.keys(PAY_LATER_RULES) as PayLaterType[]).filter((type) => context.enabledTypes.includes(type) && isPayLaterEligible(type, context));
}

/** Query of the eligibility call (amount in cents, point of sale in lower case). */
export interface PayLaterEligibilityQuery {
  readonly amount: Cents;
  readonly cancellationPolicyType: string;
  readonly cancellableUntil?: string;
  readonly checkinDate: IsoDate;
  readonly pointOfSale: string;
}

/**
 * The eligibility call's query, or `null` when it must not be made: it runs only when a deferred,
 * 3x or 4x method is enabled and an amount, a check-in date and a policy type exist.
 */
export function payLaterEligibilityQuery(context: {
  readonly enabledTypes: readonly PayLaterType[];
  readonly amount: Cents | null | undefined;
  readonly checkIn: IsoDate | null | undefined;
  readonly policy: CancellationPolicy | null | undefined;
  readonly market: MarketCode;
}): PayLaterEligibilityQuery | null {
  const { enabledTypes, amount, checkIn, policy, market } = context;
  if (enabledTypes.length === 0 || !amount || !checkIn || !policy?.type) {
    return null;
  }
  const cancellableUntil = policy.cancellableUntil ?? policy.cancellationDeadline;
  return {
    amount,
    cancellationPolicyType: policy.type,
    ...(cancellableUntil ? { cancellableUntil } : {}),
    checkinDate: checkIn,
    pointOfSale: market.toLowerCase(),
  };
}

/** One payment of a split: its amount in cents and its day. */
export interface Instalment {
  readonly amount: Cents;
  readonly date: IsoDate;
}

/**
 * Monthly instalments from a first day: the total split in whole cents (the odd cents on the first),
 * with the provider's fees added to the first; the amounts always sum to total + fees.
 */
export function instalmentSchedule(context: { readonly total: Cents; readonly count: number; readonly fee: Cents; readonly firstDate: IsoDate }): Instalment[] {
  const { total, count, fee, firstDate } = context;
  const share = Math.floor(total / count);
  const firstShare = total - share * (count - 1);
  return Array.from({ length: count }, (_, index) => ({
    amount: index === 0 ? firstShare + fee : share,
    date: addMonthsToDate(firstDate, index),
  }));
}

/** Deferred payment day: the cancellation deadline's day, or two days before check-in without one. */
export function deferredPaymentDate(context: { readonly policy: CancellationPolicy | null | undefined; readonly checkIn: IsoDate; readonly market: MarketCode }): IsoDate {
  const deadline = cancellationDeadlineOf(context.policy, context.market);
  return deadline !== undefined ? marketWallClock(deadline, context.market).date : addDays(context.checkIn, -DEFERRED_DAYS_BEFORE_CHECK_IN);
}

/** A method returned by the eligibility call. */
export interface PayLaterMethod {
  readonly type: string;
  readonly paymentFee?: Cents | null;
}

/** A pay-later choice shown at checkout, with its payment schedule. */
export interface PayLaterOption {
  readonly type: PayLaterType;
  readonly fee: Cents;
  readonly schedule: readonly Instalment[];
}

/**
 * The pay-later choices to show: only types the eligibility call returned that are also enabled
 * and locally eligible. Deferred is one payment on the deferred day, and is not offered once that
 * day is over (a cancellation deadline already passed); 3x and 4x start today.
 */
export function payLaterOptions(
  context: PayLaterContext & {
    readonly enabledTypes: readonly PayLaterType[];
    readonly paymentMethods: readonly PayLaterMethod[];
    readonly policy: CancellationPolicy | null | undefined;
  },
): PayLaterOption[] {
  const eligible = eligiblePayLaterTypes(context);
  return context.paymentMethods.flatMap((method): PayLaterOption[] => {
    const type = eligible.find((candidate) => candidate === method.type);
    if (!type) {
      return [];
    }
    const fee = method.paymentFee ?? 0;
    const today = marketToday(context.now, context.market);
    const firstDate = type === 'deferred' ? deferredPaymentDate(context) : today;
    // A deferred payment on a day already over (its cancellation deadline has passed) is no deferral.
    if (firstDate < today) {
      return [];
    }
    return [
      {
        type,
        fee,
        schedule: instalmentSchedule({
          total: context.amount,
          count: PAY_LATER_RULES[type].instalments,
          fee,
          firstDate,
        }),
      },
    ];
  });
}

/** PayPal pay later shows only for a total of 30-2000 EUR, where the market's toggle is on (es_ES, it_IT), with the variation. */
export function isPaypalPayLaterShown(context: { readonly total: Cents; readonly market: MarketCode; readonly variationAssigned: boolean }): boolean {
  return context.variationAssigned && MARKET_TOGGLES[context.market].paypalPayLater && context.total >= PAYPAL_PAY_LATER.minAmount && context.total <= PAYPAL_PAY_LATER.maxAmount;
}

/** The instalment option shows only when enabled, the offer is cancellable and a final price exists. */
export function isInstalmentOptionShown(context: { readonly enabled: boolean; readonly policy: CancellationPolicy | null | undefined; readonly hasFinalPrice: boolean }): boolean {
  return context.enabled && isCancellable(context.policy) && context.hasFinalPrice;
}
