import type { CatalogLanguage, Place, PlaceKind } from '../catalog/catalog-snapshot';
import { foldText, tokens } from './text';

/** The spec's ceiling on autocomplete suggestions. */
export const MAX_SUGGESTIONS = 30;

/** Order of kinds when two places rank equal: a visitor typing 'Sav' more likely wants a region than a point of interest. */
const KIND_ORDER: Readonly<Record<PlaceKind, number>> = {
  city: 0,
  region: 1,
  department: 2,
  touristicregion: 3,
  searesort: 4,
  skiresort: 5,
  poi: 6,
  country: 7,
};

interface IndexedPlace {
  place: Place;
  /** Folded names in every language, deduplicated. */
  names: string[];
  /** Words of all names. */
  words: string[];
}

/** A place matched by a term, best first. */
export interface PlaceMatch {
  place: Place;
  /** The place's name in the asked language. */
  name: string;
}

/**
 * Destination autocomplete over every place, accent- and case-insensitive: words are indexed by
 * their first three letters (and shorter prefixes), so a term only checks the few places sharing
 * its prefix. Terms starting with a digit match postal codes first, as the spec asks.
 */
export class PlaceIndex {
  private readonly entries: IndexedPlace[] = [];
  private readonly byPrefix = new Map<string, Set<number>>();
  private readonly byPostalCode: IndexedPlace[];

  constructor(places: readonly Place[]) {
    for (const place of places) {
      const names = [...new Set(Object.values(place.names).map(foldText))];
      const words = [...new Set(names.flatMap((name) => name.split(' ')))];
      const position = this.entries.push({ place, names, words }) - 1;
      for (const word of words) {
        for (let length = 1; length <= Math.min(3, word.length); length++) {
          const prefix = word.slice(0, length);
          let set = this.byPrefix.get(prefix);
          if (!set) {
            set = new Set();
            this.byPrefix.set(prefix, set);
          }
          set.add(position);
        }
      }
    }
    this.byPostalCode = this.entries
      .filter((entry) => entry.place.postalCode !== null)
      .sort((a, b) => (a.place.postalCode as string).localeCompare(b.place.postalCode as string) || a.place.id - b.place.id);
  }

  /** Places matching `term`, best first, at most `maxResults` (capped at 30). */
  suggest(term: string, language: CatalogLanguage, maxResults = MAX_SUGGESTIONS): PlaceMatch[] {
    const limit = Math.max(0, Math.min(MAX_SUGGESTIONS, Math.floor(maxResults)));
    const trimmed = term.trim();
    if (limit === 0 || trimmed.length === 0) return [];
    const name = (entry: IndexedPlace): PlaceMatch => ({ place: entry.place, name: entry.place.names[language] });

    const byName = this.matchNames(trimmed);
    if (!/^\d/.test(trimmed)) return byName.slice(0, limit).map(name);
    const digits = trimmed.replace(/\s+/g, '');
    const byCode = this.byPostalCode.filter((entry) => (entry.place.postalCode as string).startsWith(digits));
    const seen = new Set(byCode);
    return [...byCode, ...byName.filter((entry) => !seen.has(entry))].slice(0, limit).map(name);
  }

  private matchNames(term: string): IndexedPlace[] {
    const queryWords = tokens(term);
    if (queryWords.length === 0) return [];
    const folded = queryWords.join(' ');
    const longest = queryWords.reduce((best, word) => (word.length > best.length ? word : best));
    const candidates = this.byPrefix.get(longest.slice(0, 3)) ?? new Set<number>();
    const matches: { entry: IndexedPlace; rank: number }[] = [];
    for (const position of candidates) {
      const entry = this.entries[position];
      if (!queryWords.every((word) => entry.words.some((candidate) => candidate.startsWith(word)))) continue;
      // 0: a name equals the term; 1: a name starts with it; 2: every word matches somewhere.
      const rank = entry.names.includes(folded) ? 0 : entry.names.some((candidate) => candidate.startsWith(folded)) ? 1 : 2;
      matches.push({ entry, rank });
    }
    matches.sort(
      (a, b) =>
        a.rank - b.rank ||
        b.entry.place.population - a.entry.place.population ||
        KIND_ORDER[a.entry.place.kind] - KIND_ORDER[b.entry.place.kind] ||
        a.entry.place.id - b.entry.place.id,
    );
    return matches.map((match) => match.entry);
  }
}
