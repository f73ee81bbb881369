import type { CatalogLanguage, Place, PlaceKind } from '../catalog/catalog-snapshot';
import { distanceKm } from './geo';
import { AROUND_RADIUS_KM } from './prepared-criteria';
import { foldText, tokens } from './text';

/** The spec's ceiling on autocomplete suggestions. */
export const MAX_SUGGESTIONS = 30;

/** How well a name matches the typed term, best first: equal to it, starting with it, words starting with its words, words containing them. */
type NameMatch = 'exact' | 'labelPrefix' | 'wordPrefix' | 'substring';

const MATCH_ORDER: Readonly<Record<NameMatch, number>> = { exact: 0, labelPrefix: 1, wordPrefix: 2, substring: 3 };

/** Folded names and their words, matched together. */
interface FoldedNames {
  names: readonly string[];
  words: readonly string[];
}

/** Typed words shorter than this only match the start of a word: 'pa' inside every name would be noise. */
const MIN_SUBSTRING_LENGTH = 3;

/** Among places matching equally well, a country comes first, then a region, then everything inside one (by size). */
const KIND_TIER: Readonly<Record<PlaceKind, number>> = {
  country: 0,
  region: 1,
  department: 2,
  touristicregion: 2,
  city: 2,
  searesort: 2,
  skiresort: 2,
  poi: 2,
};

/** Order of kinds at equal match, tier and size: a city right before the area named after it, resorts and points of interest last. */
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
  /** Folded names in every language, deduplicated, with their words. */
  all: FoldedNames;
  /** The folded name of each language (the label a suggestion shows), with its words. */
  label: Readonly<Record<CatalogLanguage, FoldedNames>>;
  /** People living in what a search for the place covers (see `placeSizes`). */
  size: number;
  /** For a region or department named after one of its cities (Madrid, Bruxelles-Capitale): the most populous such city. */
  namesakeCity: IndexedPlace | null;
}

/** A place matched by a term, best first. */
export interface PlaceMatch {
  place: Place;
  /** The place's name in the asked language. */
  name: string;
}

/**
 * Size of each place for ranking: a city's (or resort's) own population; for a country, region or
 * department the population of its cities (the data gives areas none); for a touristic region,
 * that of the cities within the radius its search covers.
 */
function placeSizes(places: readonly Place[]): Map<number, number> {
  const cities = places.filter((place) => place.kind === 'city');
  const countryOf = new Map(places.filter((place) => place.kind === 'country').map((place) => [place.countryCode, place.id]));
  const inside = new Map<number, number>();
  const add = (id: number | null | undefined, population: number) => {
    if (id !== null && id !== undefined) inside.set(id, (inside.get(id) ?? 0) + population);
  };
  for (const city of cities) {
    add(countryOf.get(city.countryCode), city.population);
    add(city.regionId, city.population);
    add(city.departmentId, city.population);
  }
  const sizes = new Map<number, number>();
  for (const place of places) {
    let around = inside.get(place.id) ?? 0;
    if (place.kind === 'touristicregion') {
      around = cities
        .filter((city) => distanceKm(place.latitude, place.longitude, city.latitude, city.longitude) <= AROUND_RADIUS_KM)
        .reduce((sum, city) => sum + city.population, 0);
    }
    sizes.set(place.id, Math.max(place.population, around));
  }
  return sizes;
}

/** Whether an area's name holds the name of a city as whole words in some language ('comunidad de madrid' holds 'madrid'). */
function isNamedAfter(area: IndexedPlace, city: IndexedPlace): boolean {
  return (Object.keys(area.label) as CatalogLanguage[]).some((language) => ` ${area.label[language].names[0]} `.includes(` ${city.label[language].names[0]} `));
}

const foldedNames = (names: readonly string[]): FoldedNames => ({ names, words: [...new Set(names.flatMap((name) => name.split(' ')))] });

/**
 * Destination autocomplete over every place, accent- and case-insensitive. Words are indexed by
 * their one- and two-letter prefixes and by every three-letter sequence, so a term only checks the
 * few places sharing a piece of it. Suggestions rank by how well a name matches (whole name, start
 * of the name, start of words, inside words), then countries before regions before everything
 * else, then by size. Terms starting with a digit match postal codes first, as the spec asks.
 */
export class PlaceIndex {
  private readonly entries: IndexedPlace[] = [];
  private readonly byPrefix = new Map<string, Set<number>>();
  private readonly byTrigram = new Map<string, Set<number>>();
  private readonly byPostalCode: IndexedPlace[];

  constructor(places: readonly Place[]) {
    const sizes = placeSizes(places);
    const byId = new Map<number, IndexedPlace>();
    for (const place of places) {
      const label = Object.fromEntries(Object.entries(place.names).map(([language, name]) => [language, foldedNames([foldText(name)])])) as Record<CatalogLanguage, FoldedNames>;
      const all = foldedNames([...new Set(Object.values(label).map(({ names }) => names[0]))]);
      const entry: IndexedPlace = { place, all, label, size: sizes.get(place.id) ?? place.population, namesakeCity: null };
      const position = this.entries.push(entry) - 1;
      byId.set(place.id, entry);
      for (const word of all.words) {
        for (let length = 1; length <= Math.min(2, word.length); length++) this.addKey(this.byPrefix, word.slice(0, length), position);
        for (let start = 0; start + 3 <= word.length; start++) this.addKey(this.byTrigram, word.slice(start, start + 3), position);
      }
    }
    for (const city of this.entries) {
      if (city.place.kind !== 'city') continue;
      for (const areaId of [city.place.regionId, city.place.departmentId]) {
        const area = areaId === null ? undefined : byId.get(areaId);
        if (!area || !isNamedAfter(area, city)) continue;
        if (!area.namesakeCity || area.namesakeCity.size < city.size) area.namesakeCity = city;
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

    const byName = this.matchNames(trimmed, language);
    if (!/^\d/.test(trimmed)) return byName.slice(0, limit).map(name);
    const digits = trimmed.replace(/\s+/g, '');
    const byCode = this.byPostalCode.filter((entry) => (entry.place.postalCode as string).startsWith(digits));
    const seen = new Set(byCode);
    return [...byCode, ...byName.filter((entry) => !seen.has(entry))].slice(0, limit).map(name);
  }

  private addKey(map: Map<string, Set<number>>, key: string, position: number): void {
    let set = map.get(key);
    if (!set) {
      set = new Set();
      map.set(key, set);
    }
    set.add(position);
  }

  private matchNames(term: string, language: CatalogLanguage): IndexedPlace[] {
    const queryWords = tokens(term);
    if (queryWords.length === 0) return [];
    const folded = queryWords.join(' ');
    const longest = queryWords.reduce((best, word) => (word.length > best.length ? word : best));
    const candidates = (longest.length >= 3 ? this.byTrigram.get(longest.slice(0, 3)) : this.byPrefix.get(longest)) ?? new Set<number>();
    // Rank of the match: the shown label's match before the same match through another language's name.
    const matches = new Map<IndexedPlace, number>();
    for (const position of candidates) {
      const entry = this.entries[position];
      const anyName = nameMatch(entry.all, folded, queryWords);
      if (!anyName) continue;
      const byLabel = nameMatch(entry.label[language], folded, queryWords);
      matches.set(entry, byLabel === anyName ? 2 * MATCH_ORDER[anyName] : 2 * MATCH_ORDER[anyName] + 1);
    }
    // An area named after one of its cities ranks right after that city when both match.
    const rankOf = (entry: IndexedPlace) => (entry.namesakeCity && matches.has(entry.namesakeCity) ? entry.namesakeCity : entry);
    return [...matches]
      .map(([entry, match]) => ({ entry, match, rankedAs: rankOf(entry) }))
      .sort(
        (a, b) =>
          a.match - b.match ||
          KIND_TIER[a.rankedAs.place.kind] - KIND_TIER[b.rankedAs.place.kind] ||
          b.rankedAs.size - a.rankedAs.size ||
          KIND_ORDER[a.entry.place.kind] - KIND_ORDER[b.entry.place.kind] ||
          a.entry.place.id - b.entry.place.id,
      )
      .map(({ entry }) => entry);
  }
}

/** How names match the folded term and its words, or null when they do not. */
function nameMatch({ names, words }: FoldedNames, folded: string, queryWords: readonly string[]): NameMatch | null {
  if (names.includes(folded)) return 'exact';
  if (names.some((name) => name.startsWith(folded))) return 'labelPrefix';
  const startsWord = (word: string) => words.some((candidate) => candidate.startsWith(word));
  if (queryWords.every(startsWord)) return 'wordPrefix';
  const insideWord = (word: string) => startsWord(word) || (word.length >= MIN_SUBSTRING_LENGTH && words.some((candidate) => candidate.includes(word)));
  return queryWords.every(insideWord) ? 'substring' : null;
}
