import { addDays, type Cents, type IsoDate, isIsoDate, type MarketCode, MARKETS } from '@escapade/util-market';
import { endOfMarketDay, epochMillis, type Instant, marketWallClock, parseMarketDateTime } from '@escapade/util-market/clock';
import { type MessageDescriptor, pricingMessages, withValues } from './messages';

/** Policy type meaning non-cancellable, non-refundable. */
export const NON_CANCELLABLE_POLICY_TYPE = 'NCNR';

/** Share of each night's amount refunded on a cancellation up to the deadline, in percent. */
export const PARTIAL_REFUND_PERCENT = 80;

/** A cancellation policy as cards, offers and quotes send it (both spellings of the flag). */
export interface CancellationPolicy {
  readonly type?: string | null;
  readonly cancellable?: boolean | null;
  readonly isCancellable?: boolean | null;
  readonly cancellationDeadline?: string | null;
  readonly cancellableUntil?: string | null;
  readonly message?: string | null;
}

/** Whether a policy lets the visitor cancel: NCNR never does, else the flag in either spelling. */
export function isCancellable(policy: CancellationPolicy | null | undefined): boolean {
  if (!policy || policy.type === NON_CANCELLABLE_POLICY_TYPE) {
    return false;
  }
  return Boolean(policy.cancellable ?? policy.isCancellable);
}

/**
 * The cancellation deadline (milliseconds since the epoch) from either field, read in the market's
 * zone; `undefined` when none or invalid. A bare day means "until that day included", so it ends at
 * the end of that day on the market's clock.
 */
export function cancellationDeadlineOf(policy: CancellationPolicy | null | undefined, market: MarketCode): number | undefined {
  const raw = policy?.cancellationDeadline ?? policy?.cancellableUntil;
  const deadline = parseMarketDateTime(raw, market);
  return deadline !== undefined && isIsoDate(raw as string) ? endOfMarketDay(raw as IsoDate, market) : deadline;
}

/** Long-date formatters by locale and zone: building one costs far more than using it. */
const longDateFormats = new Map<string, Intl.DateTimeFormat>();

/** A deadline's day written out in a locale ('12 juillet 2026'), on the market's clock. */
function longDate(instant: number, locale: string, market: MarketCode): string {
  const { timeZone } = MARKETS[market];
  const key = `${locale}|${timeZone}`;
  let format = longDateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone });
    longDateFormats.set(key, format);
  }
  return format.format(instant);
}

/** Which of the three cancellation displays applies. */
export type CancellationDisplayKind = 'addDates' | 'cancellable' | 'nonRefundable';

/** Badge tone: green (`success`) when a deadline exists, otherwise informational. */
export type CancellationTone = 'success' | 'info';

/** The cancellation line of a card or product page. */
export interface CancellationDisplay {
  readonly kind: CancellationDisplayKind;
  readonly tone: CancellationTone;
  readonly message: MessageDescriptor;
  /** The deadline's day in the market (`yyyy-MM-dd`), only when cancellable. */
  readonly deadline?: IsoDate;
}

/**
 * No dates: a prompt to add dates. Dates and a cancellable policy with a deadline: modifiable /
 * partly refundable until the deadline, green badge; without a deadline, until check-in (the refund
 * rule's no-refund date), green badge too. Otherwise (a deadline passed or unreadable, a policy that
 * is not cancellable) non-exchangeable, non-refundable.
 */
export function cancellationDisplay(context: {
  readonly hasDates: boolean;
  readonly policy: CancellationPolicy | null | undefined;
  readonly market: MarketCode;
  /** Locale of the deadline's date; defaults to the market's. */
  readonly locale?: string;
  /** The moment of display: a deadline already passed is no longer shown as cancellable. */
  readonly now?: Instant;
}): CancellationDisplay {
  const { hasDates, policy, market } = context;
  if (!hasDates) {
    return {
      kind: 'addDates',
      tone: 'info',
      message: pricingMessages.cancellationAddDates,
    };
  }
  const deadline = cancellationDeadlineOf(policy, market);
  const passed = deadline !== undefined && context.now !== undefined && epochMillis(context.now) > deadline;
  if (isCancellable(policy) && deadline !== undefined && !passed) {
    return {
      kind: 'cancellable',
      tone: 'success',
      deadline: marketWallClock(deadline, market).date,
      message: withValues(pricingMessages.cancellationCancellable, {
        deadline: longDate(deadline, context.locale ?? MARKETS[market].locale, market),
      }),
    };
  }
  // No deadline given at all (an unreadable one is not taken as none): cancellable up to check-in.
  if (isCancellable(policy) && (policy?.cancellationDeadline ?? policy?.cancellableUntil) == null) {
    return { kind: 'cancellable', tone: 'success', message: pricingMessages.cancellationCancellableUntilCheckIn };
  }
  return {
    kind: 'nonRefundable',
    tone: 'info',
    message: pricingMessages.cancellationNonRefundable,
  };
}

/**
 * Refund on cancelling: 80% of each night's amount (each rounded down to the cent) when the
 * policy is cancellable and it is no later than the deadline; nothing after the deadline, nor
 * from the check-in date (the no-refund date) on.
 */
export function partialRefund(context: {
  readonly nightAmounts: readonly Cents[];
  readonly policy: CancellationPolicy | null | undefined;
  readonly checkIn: IsoDate;
  readonly cancelledAt: Instant;
  readonly market: MarketCode;
}): Cents {
  const { nightAmounts, policy, checkIn, cancelledAt, market } = context;
  const deadline = cancellationDeadlineOf(policy, market);
  const noRefundDate = parseMarketDateTime(checkIn, market);
  const at = epochMillis(cancelledAt);
  if (!isCancellable(policy) || deadline === undefined || noRefundDate === undefined || at > deadline || at >= noRefundDate) {
    return 0;
  }
  return nightAmounts.reduce((refund, amount) => refund + Math.floor((amount * PARTIAL_REFUND_PERCENT) / 100), 0);
}

/** What changing the stay costs: a cheaper new stay refunds the difference, a dearer one is paid. */
export interface StayChangeSettlement {
  readonly refund: Cents;
  readonly toPay: Cents;
}

/** Modifying until the deadline is free: only the price difference moves, one way or the other. */
export function stayChangeSettlement(currentPrice: Cents, newPrice: Cents): StayChangeSettlement {
  return {
    refund: Math.max(0, currentPrice - newPrice),
    toPay: Math.max(0, newPrice - currentPrice),
  };
}

/** The cancellation terms of a dated stay, as a card or a quote carries them. */
export interface StayCancellation {
  readonly type: string;
  readonly cancellable: boolean;
  /** The last moment of the deadline day on the market's clock (milliseconds since the epoch); only while the stay is still cancellable. */
  readonly deadline?: number;
  /** The deadline's day in the market; only while the stay is still cancellable. */
  readonly until?: IsoDate;
}

/**
 * The terms of a stay cancellable until `daysBeforeCheckIn` days before check-in: the deadline is
 * the end of that day on the market's clock (never UTC), and once it has passed the stay is no
 * longer cancellable, so nobody is promised a refund that is already impossible. NCNR never is.
 */
export function stayCancellation(context: StayCancellationTerms & { readonly now: Instant }): StayCancellation {
  const { type } = context;
  const deadline = stayCancellationDeadline(context);
  if (deadline === undefined || epochMillis(context.now) > deadline) {
    return { type, cancellable: false };
  }
  return { type, cancellable: true, deadline, until: addDays(context.checkIn, -context.daysBeforeCheckIn) };
}

/** What a stay's cancellation terms depend on, besides the moment they are read. */
export interface StayCancellationTerms {
  readonly type: string;
  readonly daysBeforeCheckIn: number;
  readonly checkIn: IsoDate;
  readonly market: MarketCode;
}

/**
 * The last moment a stay can be cancelled for free (the end of the deadline day on the market's
 * clock, in milliseconds since the epoch), whether or not it has passed; undefined for a stay that never is (NCNR). The terms of
 * {@link stayCancellation} change only when this moment passes.
 */
export function stayCancellationDeadline({ type, daysBeforeCheckIn, checkIn, market }: StayCancellationTerms): number | undefined {
  return type === NON_CANCELLABLE_POLICY_TYPE ? undefined : endOfMarketDay(addDays(checkIn, -daysBeforeCheckIn), market);
}
