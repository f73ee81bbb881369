import type { ParticipantBounds } from './travellers';
import { readNumber, readParams } from './url-params';
import { asInteger } from './values';

/** Participants when the price list gives no count. */
export const DEFAULT_ACTIVITY_PARTICIPANTS = 2;

/**
 * Participant bounds of the activity page: the smallest and largest participant counts of the price
 * list, 2 when it has none.
 */
export function activityParticipantBounds(participantCounts: readonly number[]): ParticipantBounds {
  if (participantCounts.length === 0) return { min: DEFAULT_ACTIVITY_PARTICIPANTS, max: DEFAULT_ACTIVITY_PARTICIPANTS };
  return { min: Math.min(...participantCounts), max: Math.max(...participantCounts) };
}

/**
 * Reads participants from the activity page hash `a`: a count missing from the price list resets to
 * the minimum, which is also the default (the lowest available).
 */
export function parseActivityHash(hash: string, participantCounts: readonly number[]): number {
  const { min } = activityParticipantBounds(participantCounts);
  const participants = asInteger(readNumber(readParams(hash), 'a'), 1, Number.MAX_SAFE_INTEGER);
  if (participants === undefined) return min;
  const offered = participantCounts.length === 0 ? [DEFAULT_ACTIVITY_PARTICIPANTS] : participantCounts;
  return offered.includes(participants) ? participants : min;
}

/** Writes the activity page hash `a`. */
export function formatActivityHash(participants: number): string {
  return `#a=${participants}`;
}

/** Address of an activity page opened from a results card: the card's path (its own query and hash dropped) with the participants. */
export function activityUrlFor(activityPath: string, participants: number): string {
  return `${activityPath.split(/[?#]/, 1)[0]}${formatActivityHash(participants)}`;
}
