/** Languages the travel components ship texts for. */
export type UiTravelLanguage = 'en' | 'fr' | 'es' | 'it' | 'nl';

/** Loads the travel components' catalog for one language as its own chunk, for a MessagesScope or an IntlProvider. */
export async function loadUiTravelMessages(language: UiTravelLanguage): Promise<Record<string, string>> {
  switch (language) {
    case 'fr':
      return (await import('../../messages/fr.json')).default;
    case 'es':
      return (await import('../../messages/es.json')).default;
    case 'it':
      return (await import('../../messages/it.json')).default;
    case 'nl':
      return (await import('../../messages/nl.json')).default;
    default:
      return (await import('../../messages/en.json')).default;
  }
}
