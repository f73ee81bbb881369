import type { Language, Messages } from '@escapade/i18n';

/** The gift checkout's texts in one language, a chunk of their own: loaded with the gift's checkout, not with the stay's. */
export function loadGiftCheckoutMessages(language: Language): Promise<Messages> {
  return import(`./${language}.json`).then((module: { default: Messages }) => module.default);
}
