import type { Language, Messages } from '@escapade/i18n';

/** The confirmation page's texts in one language, a chunk of their own: loaded with the confirmation, not with the checkout. */
export function loadConfirmationMessages(language: Language): Promise<Messages> {
  return import(`./${language}.json`).then((module: { default: Messages }) => module.default);
}
