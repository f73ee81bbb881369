import type { Language } from '@escapade/i18n';
import en from '../../messages/en.json';
import { loadUiTravelMessages } from './load-ui-travel-messages';

const LANGUAGES: Language[] = ['en', 'fr', 'es', 'it', 'nl'];

describe('loadUiTravelMessages', () => {
  it.each(LANGUAGES)('loads the %s catalog with every id, none empty, all prefixed travel.', async (language) => {
    const messages = await loadUiTravelMessages(language);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(messages)) {
      expect(id.startsWith('travel.')).toBe(true);
      expect(text.trim()).not.toBe('');
    }
  });

  it('carries the spec wording in English and a real translation elsewhere', async () => {
    expect((await loadUiTravelMessages('en'))['travel.calendar.loadingAvailabilities']).toBe('We are looking for the next availabilities...');
    expect((await loadUiTravelMessages('fr'))['travel.card.seeOffer']).toBe('Voir l’offre');
  });
});
