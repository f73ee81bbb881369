import type { Language, Messages } from '@escapade/i18n';

/** Loads the travel components' catalog for one language as its own chunk, for a MessagesScope or an IntlProvider. */
export function loadUiTravelMessages(language: Language): Promise<Messages> {
  return import(`../../messages/${language}.json`).then((module: { default: Messages }) => module.default);
}
