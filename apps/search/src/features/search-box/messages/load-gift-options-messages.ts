import type { Language, Messages } from '@escapade/i18n';

/**
 * The gift options' texts in one language, a chunk of their own: only the search box shows them, in
 * the gifting flow, so the results page's catalog does not carry them.
 */
export function loadGiftOptionsMessages(language: Language): Promise<Messages> {
  return import(`./${language}.json`).then((module: { default: Messages }) => module.default);
}
