import type { Language, Messages } from '@escapade/i18n';

/** The chat launcher's texts in one language, a chunk of their own: only pages offering the chat show them. */
export function loadChatMessages(language: Language): Promise<Messages> {
  return import(`./${language}.json`).then((module: { default: Messages }) => module.default);
}
