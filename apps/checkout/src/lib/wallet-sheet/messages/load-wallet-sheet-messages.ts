import type { Language, Messages } from '@escapade/i18n';

/** The wallet sheet's texts in one language, a chunk of their own: loaded with the sheet, when the wallet button is pressed. */
export function loadWalletSheetMessages(language: Language): Promise<Messages> {
  return import(`./${language}.json`).then((module: { default: Messages }) => module.default);
}
