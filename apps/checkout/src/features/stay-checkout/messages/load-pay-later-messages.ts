import type { Language, Messages } from '@escapade/i18n';

/** The pay-later info modal's texts in one language, a chunk of their own: loaded with the modal, when a visitor opens it. */
export function loadPayLaterMessages(language: Language): Promise<Messages> {
  return import(`./${language}.json`).then((module: { default: Messages }) => module.default);
}
