import type { Language, Messages } from '@escapade/i18n';

/** The account remote's own catalog in a language, loaded when one of its parts is first shown. */
export function loadMessages(language: Language): Promise<Messages> {
  return import(`../messages/${language}.json`).then((module: { default: Messages }) => module.default);
}
