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

  describe('ranking', () => {
    const ranked = new PlaceIndex([
      place({ id: 1, kind: 'country', names: { fr: 'Belgique', es: 'Bélgica', it: 'Belgio', nl: 'België', en: 'Belgium' }, countryCode: 'BE' }),
      place({ id: 2, kind: 'region', names: text('Belval-Capitale') }),
      place({ id: 3, kind: 'department', names: text('Bellême') }),
      place({ id: 4, kind: 'city', names: text('Belval'), population: 130_000, regionId: 2 }),
      place({ id: 5, kind: 'city', names: text('Belfort'), population: 50_000 }),
      place({ id: 6, kind: 'city', names: text('Bellac'), population: 4_000 }),
      place({ id: 7, kind: 'skiresort', names: text('Belle Plagne'), population: 0 }),
      place({ id: 8, kind: 'city', names: text('Isabelle'), population: 900_000 }),
      place({ id: 9, kind: 'city', names: text('Le Bel Air'), population: 500_000 }),
      place({ id: 10, kind: 'city', names: { ...text('Bellinzona'), fr: 'Bellinzone' }, population: 1_000 }),
      place({ id: 11, kind: 'city', names: { ...text('Oberlin'), nl: 'Bellinzaal' }, population: 2_000_000 }),
      place({ id: 12, kind: 'city', names: text('Mortagne'), population: 60_000, departmentId: 3 }),
    ]);
    const rank = (term: string, language: 'fr' | 'nl' = 'fr') => ranked.suggest(term, language).map((match) => match.place.id);

    it('ranks the shown name equal to the term, then starting with it, then a word starting with it, then a word holding it', () => {
      expect(rank('belval')).toEqual([4, 2]);
      expect(rank('bel')).toEqual([1, 4, 2, 3, 5, 6, 10, 7, 11, 9, 8]);
    });

    it('puts a country, then a region, before the places inside, then the larger first, a department by the people of its cities', () => {
      // Bellême (3) counts Mortagne's 60,000 people: ahead of Belfort (50,000), behind Belval (130,000).
      expect(rank('bel').slice(0, 5)).toEqual([1, 4, 2, 3, 5]);
    });

    it('lists a region named after its city right after that city', () => {
      expect(rank('belv')).toEqual([4, 2]);
    });

    it('matches the shown name before the same match through another language', () => {
      expect(rank('bellinz')).toEqual([10, 11]);
      expect(rank('bellinz', 'nl')).toEqual([11, 10]);
    });

    it('matches inside a word only from three letters on', () => {
      expect(rank('sab')).toEqual([8]);
      expect(rank('sa')).toEqual([]);
    });
  });

  it('answers nothing for an empty or punctuation-only term', () => {
    expect(ids('   ')).toEqual([]);
    expect(ids('--')).toEqual([]);
  });
});
