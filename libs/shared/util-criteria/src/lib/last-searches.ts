import { asText } from './values';

/** A recent search of the destination selector. */
export interface RecentSearch {
  readonly id: string;
  readonly label: string;
  readonly category: string;
}

/** Last searches kept. */
export const LAST_SEARCHES_MAX = 3;

function sameSearch(left: RecentSearch, right: RecentSearch): boolean {
  return left.id === right.id && left.category === right.category;
}

/** Puts a search first, drops its earlier copy (same id and category) and keeps the 3 newest. */
export function addLastSearch(lastSearches: readonly RecentSearch[], search: RecentSearch): RecentSearch[] {
  return [search, ...lastSearches.filter((item) => !sameSearch(item, search))].slice(0, LAST_SEARCHES_MAX);
}

function asRecentSearch(value: unknown): RecentSearch | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const item = value as Record<string, unknown>;
  const id = typeof item['id'] === 'number' ? String(item['id']) : asText(item['id']);
  const label = asText(item['label']);
  const category = asText(item['category']);
  return id === undefined || label === undefined || category === undefined ? undefined : { id, label, category };
}

/**
 * Reads last searches as stored (parsed JSON, possibly written by an older version or tampered
 * with): malformed entries and duplicates are dropped, at most 3 kept. Never throws.
 */
export function readLastSearches(stored: unknown): RecentSearch[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .map(asRecentSearch)
    .filter((item): item is RecentSearch => item !== undefined)
    .reduceRight<RecentSearch[]>((kept, item) => addLastSearch(kept, item), []);
}
