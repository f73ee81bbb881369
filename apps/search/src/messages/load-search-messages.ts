import type { Language, Messages } from '@escapade/i18n';

/**
 * The search remote's catalog in one language, one chunk per language. Every exposed module wraps
 * itself in a `MessagesScope` with this one loader, so the catalog is fetched once per page
 * whichever module shows first.
 */
export function loadSearchMessages(language: Language): Promise<Messages> {
  return import(`./${language}.json`).then((module: { default: Messages }) => module.default);
}
