import { integerInRange, queryInteger, wireInteger } from './wire-values';

/** Largest id the catalog hands out (PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;

/** A catalog id (hotel, weekend, activity, theme, place) in replies: a positive integer. */
export const IdSchema = integerInRange(1, MAX_ID);

/** A catalog id inside a path (`/hotels/:hotelId/...`): digits turned into a number. */
export const IdParamSchema = queryInteger(1, MAX_ID);

/** A catalog id in a request that may be JSON or query text (search criteria). */
export const WireIdSchema = wireInteger(1, MAX_ID);
