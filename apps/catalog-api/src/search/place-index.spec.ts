import { PlaceIndex } from './place-index';
import { place, text } from './testing/catalog-fixture';

const places = [
  place({ id: 1, kind: 'city', names: text('Saint-Étienne'), population: 170_000, postalCode: '42000' }),
  place({ id: 2, kind: 'city', names: text('Saint-Malo'), population: 46_000, postalCode: '35400' }),
  place({ id: 3, kind: 'region', names: { fr: 'Bretagne', es: 'Bretaña', it: 'Bretagna', nl: 'Bretagne', en: 'Brittany' }, population: 3_300_000 }),
  place({ id: 4, kind: 'city', names: text('Étretat'), population: 1_300, postalCode: '76790' }),
  place({ id: 5, kind: 'city', names: text('Saint-Étienne-de-Tinée'), population: 1_600, postalCode: '06660' }),
  place({ id: 6, kind: 'skiresort', names: text('Saint-Lary'), population: 0 }),
  place({ id: 7, kind: 'city', names: text('Sainte-Maxime'), population: 14_000, postalCode: '83120' }),
];
const index = new PlaceIndex(places);
const ids = (term: string, maxResults?: number) => index.suggest(term, 'fr', maxResults).map((match) => match.place.id);

describe('PlaceIndex autocomplete', () => {
  it('ignores accents and case', () => {
    expect(ids('saint etienne')).toEqual([1, 5]);
    expect(ids('ETRETAT')).toEqual([4]);
    expect(ids('étr')).toEqual([4]);
  });

  it('ranks an exact name first, then names starting with the term, then by population', () => {
    expect(ids('saint')).toEqual([1, 2, 7, 5, 6]);
    expect(ids('saint-etienne-de-tinee')).toEqual([5]);
  });

  it('matches every word of the term as a word prefix, in any order', () => {
    expect(ids('tinee saint')).toEqual([5]);
    expect(ids('saint x')).toEqual([]);
  });

  it('finds a place by its name in any language and answers in the asked one', () => {
    expect(ids('brittany')).toEqual([3]);
    expect(index.suggest('bretaña', 'es')[0]).toMatchObject({ name: 'Bretaña' });
    expect(index.suggest('brittany', 'it')[0]).toMatchObject({ name: 'Bretagna' });
  });

  it('puts postal-code matches first when the term starts with a digit', () => {
    expect(ids('42')).toEqual([1]);
    expect(ids('0')).toEqual([5]);
    expect(ids('99')).toEqual([]);
  });

  it('returns at most maxResults and never more than 30', () => {
    expect(ids('saint', 2)).toEqual([1, 2]);
    expect(ids('saint', 0)).toEqual([]);
    const many = new PlaceIndex(Array.from({ length: 50 }, (_, id) => place({ id, kind: 'city', names: text(`Ville ${id}`) })));
    expect(many.suggest('ville', 'fr', 100)).toHaveLength(30);
  });

  it('answers nothing for an empty or punctuation-only term', () => {
    expect(ids('   ')).toEqual([]);
    expect(ids('--')).toEqual([]);
  });
});
