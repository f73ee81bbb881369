import type { Language, Messages } from '@escapade/i18n';
import { loadUiMessages } from '@escapade/ui/messages';
import { loadUiTravelMessages } from '@escapade/ui-travel/messages';

/**
 * The texts of the shared components (design system and travel components) in one language. Every
 * page host provides them under its own catalog, so a button or a card is translated wherever it
 * renders: in the shell, on a remote's own page or inside any remote.
 */
export async function loadSharedMessages(language: Language): Promise<Messages> {
  const [ui, travel] = await Promise.all([loadUiMessages(language), loadUiTravelMessages(language)]);
  return { ...ui, ...travel };
}
