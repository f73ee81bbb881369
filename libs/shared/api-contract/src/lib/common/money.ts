import { integerInRange, wireInteger } from './wire-values';

/** Upper bound of any amount (100,000 euros): far above any stay, low enough to catch unit mistakes. */
export const MAX_CENTS = 10_000_000;

/** Money is integer cents end to end; formatting happens only at the edge. */
export const CentsSchema = integerInRange(0, MAX_CENTS);

/** Cents in a request that may be JSON or query text (price filters). */
export const WireCentsSchema = wireInteger(0, MAX_CENTS);

/** A promotion as a whole percentage (0 when none). */
export const PromoPercentSchema = integerInRange(0, 100);
