import type { Loose, Party, Travellers } from './types';
import { asInteger } from './values';

/** Stepper bounds of the search box (search-side.md section 5). */
export const TRAVELLER_BOUNDS = {
  adult: { min: 1, max: 20 },
  child: { min: 0, max: 10 },
  baby: { min: 0, max: 10 },
} as const;

/** Ages each traveller kind covers, for the stepper hints. */
export const TRAVELLER_AGES = {
  adult: { min: 12 },
  child: { min: 3, max: 11 },
  baby: { min: 0, max: 2 },
} as const;

/** Party defaults of both specs: 2 adults, 0 children, 0 babies. */
export const DEFAULT_PARTY: Party = { adult: 2, child: 0, baby: 0 };

export type TravellerKind = keyof Party;

/** The single-room flag follows the party: true as soon as a child or a baby travels. */
export function isSingleRoom(party: Party): boolean {
  return party.child > 0 || party.baby > 0;
}

/** Reads a party from any input; a count outside its bounds falls back to its default (2/0/0). */
export function normaliseParty(input: Loose<Party>): Party {
  return {
    adult: asInteger(input.adult, TRAVELLER_BOUNDS.adult.min, TRAVELLER_BOUNDS.adult.max) ?? DEFAULT_PARTY.adult,
    child: asInteger(input.child, TRAVELLER_BOUNDS.child.min, TRAVELLER_BOUNDS.child.max) ?? DEFAULT_PARTY.child,
    baby: asInteger(input.baby, TRAVELLER_BOUNDS.baby.min, TRAVELLER_BOUNDS.baby.max) ?? DEFAULT_PARTY.baby,
  };
}

/** Reads travellers from any input; single room is derived, never taken as given. */
export function normaliseTravellers(input: unknown): Travellers {
  const party = normaliseParty(typeof input === 'object' && input !== null ? (input as Loose<Party>) : {});
  return { ...party, singleRoom: isSingleRoom(party) };
}

/** Default travellers: 2 adults, no single room. */
export const DEFAULT_TRAVELLERS: Travellers = normaliseTravellers(DEFAULT_PARTY);

/**
 * Applies a stepper change. A count outside its bounds is ignored (the travellers stay as they
 * were); single room is recomputed from the new party.
 */
export function changeTravellers(travellers: Travellers, kind: TravellerKind, count: number): Travellers {
  const bounds = TRAVELLER_BOUNDS[kind];
  if (asInteger(count, bounds.min, bounds.max) === undefined) return travellers;
  const party = { adult: travellers.adult, child: travellers.child, baby: travellers.baby, [kind]: count };
  return { ...party, singleRoom: isSingleRoom(party) };
}

/** Participant bounds of a stepper: the search box offers 1 to 2, a generic stepper 1 to 20. */
export interface ParticipantBounds {
  readonly min: number;
  readonly max: number;
}

/** 'From 1 to 2 participants' in the activity search box. */
export const SEARCH_BOX_PARTICIPANTS: ParticipantBounds = { min: 1, max: 2 };
/** A participant stepper without its own bounds. */
export const DEFAULT_PARTICIPANT_BOUNDS: ParticipantBounds = { min: 1, max: 20 };

/** Applies a participant change; a count outside the bounds is ignored. */
export function changeParticipants(current: number, next: number, bounds: ParticipantBounds = DEFAULT_PARTICIPANT_BOUNDS): number {
  return asInteger(next, bounds.min, bounds.max) ?? current;
}
