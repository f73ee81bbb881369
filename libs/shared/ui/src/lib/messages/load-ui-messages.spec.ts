import type { Language } from '@escapade/i18n';
import en from '../../messages/en.json';
import { loadUiMessages } from './load-ui-messages';

const LANGUAGES: Language[] = ['en', 'fr', 'es', 'it', 'nl'];

describe('loadUiMessages', () => {
  it.each(LANGUAGES)('loads the %s catalog with every id, none empty, all prefixed ui.', async (language) => {
    const messages = await loadUiMessages(language);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(messages)) {
      expect(id.startsWith('ui.')).toBe(true);
      expect(text.trim()).not.toBe('');
    }
  });

  it('carries the spec wording in English and a real translation elsewhere', async () => {
    expect((await loadUiMessages('en'))['ui.field.maxLength']).toBe('The field is limited to {maxlength} characters');
    expect((await loadUiMessages('fr'))['ui.truncatedText.seeMore']).toBe('Voir plus');
  });
});
