import type { Language, Messages } from '@escapade/i18n';

/** Loads the design system's catalog for one language as its own chunk, for a MessagesScope or an IntlProvider. */
export function loadUiMessages(language: Language): Promise<Messages> {
  return import(`../../messages/${language}.json`).then((module: { default: Messages }) => module.default);
}
