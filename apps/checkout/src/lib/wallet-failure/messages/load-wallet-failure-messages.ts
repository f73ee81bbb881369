import type { Language, Messages } from '@escapade/i18n';

/** The wallet failure's text in one language, a chunk of its own: loaded when a wallet payment failed. */
export function loadWalletFailureMessages(language: Language): Promise<Messages> {
  return import(`./${language}.json`).then((module: { default: Messages }) => module.default);
}
