import type { Language, Messages } from '@escapade/i18n';

/** The shell's own catalog, one chunk per language. */
export function loadShellMessages(language: Language): Promise<Messages> {
  return import(`../messages/${language}.json`).then((module: { default: Messages }) => module.default);
}
