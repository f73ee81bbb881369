import type { Language, Messages } from '@escapade/i18n';
import { loadUiMessages } from '@escapade/ui/messages';
import { loadUiTravelMessages } from '@escapade/ui-travel/messages';
import { loadPricingMessages } from '@escapade/util-pricing/messages';

/**
 * The texts of the shared components in one language: the design system, the travel components and
 * util-pricing's words for prices, ratings and cancellation terms. Every page host provides them under
 * its own catalog, so a button or a card is translated wherever it renders: in the shell, on a
 * remote's own page or inside any remote.
 */
export async function loadSharedMessages(language: Language): Promise<Messages> {
  const [ui, travel, pricing] = await Promise.all([loadUiMessages(language), loadUiTravelMessages(language), loadPricingMessages(language)]);
  return { ...ui, ...travel, ...pricing };
}
