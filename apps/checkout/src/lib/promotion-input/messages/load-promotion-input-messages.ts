import type { Language, Messages } from '@escapade/i18n';

/** The promotion code field's texts in one language, a chunk of their own: loaded with the field. */
export function loadPromotionInputMessages(language: Language): Promise<Messages> {
  return import(`./${language}.json`).then((module: { default: Messages }) => module.default);
}
