import { wireInteger } from './wire-values';

/** Party bounds of search-side.md section 5: adults 1–20, children 0–10, babies 0–10. */
export const TRAVELLER_BOUNDS = {
  adult: { min: 1, max: 20, default: 2 },
  child: { min: 0, max: 10, default: 0 },
  baby: { min: 0, max: 10, default: 0 },
} as const;

/** Adults (12 and over) of a party. */
export const AdultCountSchema = wireInteger(TRAVELLER_BOUNDS.adult.min, TRAVELLER_BOUNDS.adult.max);

/** Children (3–11) of a party. */
export const ChildCountSchema = wireInteger(TRAVELLER_BOUNDS.child.min, TRAVELLER_BOUNDS.child.max);

/** Babies (0–2) of a party. */
export const BabyCountSchema = wireInteger(TRAVELLER_BOUNDS.baby.min, TRAVELLER_BOUNDS.baby.max);

/** Longest stay a search or calendar considers, in nights. */
export const MAX_NIGHTS = 30;

/** Nights of a stay or a gift voucher. */
export const NightsSchema = wireInteger(1, MAX_NIGHTS);
