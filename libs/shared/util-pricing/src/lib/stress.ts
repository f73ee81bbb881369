import { type MessageDescriptor, pricingMessages, withValues } from './messages';

/** Scarcity message when this many rooms or fewer are left. */
export const SCARCITY_MAX_ROOMS = 3;

/** At most this many stress messages are shown. */
export const MAX_STRESS_MESSAGES = 2;

/** The shown stress messages rotate every 3000 ms with a 500 ms transition. */
export const STRESS_ROTATION_MS = 3000;

/** Transition between two rotating stress messages. */
export const STRESS_TRANSITION_MS = 500;

/** Colour family of a stress message. */
export type StressColor = 'scarcity' | 'reinsurance' | 'social';

/** A stress message from the CMS, already in the visitor's language. */
export interface StressContent {
  readonly message: string;
  readonly color: StressColor;
  readonly icon?: string | null;
  readonly emoji?: string | null;
}

/** A stress badge ready for the UI. */
export interface StressBadge {
  readonly message: MessageDescriptor;
  readonly color: StressColor;
  readonly icon?: string;
  readonly emoji?: string;
}

/** Whether few enough rooms are left for the scarcity message: 1 to 3 (0 or unknown is not scarcity). */
export function isScarce(availableRooms: number | null | undefined): boolean {
  return typeof availableRooms === 'number' && availableRooms >= 1 && availableRooms <= SCARCITY_MAX_ROOMS;
}

/**
 * Stress badges of an offer: the scarcity message first when 3 or fewer rooms are left, then the
 * CMS messages, never more than 2 in all.
 */
export function stressBadges(context: { readonly availableRooms?: number | null; readonly messages?: readonly StressContent[] }): StressBadge[] {
  const scarcity: StressBadge[] = isScarce(context.availableRooms)
    ? [
        {
          color: 'scarcity',
          message: withValues(pricingMessages.stressScarcity, {
            count: context.availableRooms as number,
          }),
        },
      ]
    : [];
  const content = (context.messages ?? []).map(({ message, color, icon, emoji }): StressBadge => ({
    color,
    message: withValues(pricingMessages.stressContent, { message }),
    ...(icon ? { icon } : {}),
    ...(emoji ? { emoji } : {}),
  }));
  return [...scarcity, ...content].slice(0, MAX_STRESS_MESSAGES);
}
