import type { Language, Messages } from '@escapade/i18n';
import { loadUiMessages } from '@escapade/ui/messages';
import { loadUiTravelMessages } from '@escapade/ui-travel/messages';
import { loadPricingMessages } from '@escapade/util-pricing/messages';

/**
 * The design system's texts in one language: what the shell's frame (header, footer, home) needs
 * before it renders, so a first visit downloads no other shared catalog.
 */
export function loadFrameMessages(language: Language): Promise<Messages> {
  return loadUiMessages(language);
}

/**
 * The travel components' texts and util-pricing's words for prices, ratings and cancellation terms:
 * the shell provides them under every remote it mounts and under its own content pages, so they come
 * with the first part of the page that shows cards, prices or calendars.
 */
export async function loadTravelMessages(language: Language): Promise<Messages> {
  const [travel, pricing] = await Promise.all([loadUiTravelMessages(language), loadPricingMessages(language)]);
  return { ...travel, ...pricing };
}

/** Every shared text (design system and travel) in one language: for tests and pages rendered whole, such as the build's frames. */
export async function loadSharedMessages(language: Language): Promise<Messages> {
  const [frame, travel] = await Promise.all([loadFrameMessages(language), loadTravelMessages(language)]);
  return { ...frame, ...travel };
}
