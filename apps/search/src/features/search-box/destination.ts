import type { SearchSuggestion } from '@escapade/api-contract';
import { DESTINATION_KEYS, destinationOf, type Destination, type DestinationKey, type RecentSearch, type SearchCriteria } from '@escapade/util-criteria';

/**
 * Destinations that are a place rather than an area: their centre is written as lat/lng, so the
 * results page offers the distance filter and the distance sort around them. A country, a region or
 * a hotel has no meaningful 'distance from'.
 */
const POSITIONED_DESTINATIONS: readonly DestinationKey[] = ['city', 'poi', 'searesort', 'skiresort'];

const NO_DESTINATION: Destination & Pick<SearchCriteria, 'lat' | 'lng' | 'cityId'> = {
  ...Object.fromEntries(DESTINATION_KEYS.map((key) => [key, undefined])),
  lat: undefined,
  lng: undefined,
  cityId: undefined,
};

function isDestinationKey(category: string): category is DestinationKey {
  return (DESTINATION_KEYS as readonly string[]).includes(category);
}

/**
 * A picked suggestion replaces the destination: its category names the hash key and its value the
 * key's value (`city=paris`); a place keeps its centre as lat/lng and a city its id for requests.
 */
export function withSuggestion(criteria: SearchCriteria, suggestion: SearchSuggestion): SearchCriteria {
  const positioned = POSITIONED_DESTINATIONS.includes(suggestion.category) && suggestion.latitude !== null && suggestion.longitude !== null;
  return {
    ...criteria,
    ...NO_DESTINATION,
    [suggestion.category]: suggestion.value,
    ...(positioned ? { lat: suggestion.latitude ?? undefined, lng: suggestion.longitude ?? undefined } : {}),
    ...(suggestion.category === 'city' ? { cityId: String(suggestion.id) } : {}),
  };
}

/** Decimals kept of a visitor's position: about 10 m, enough to search around them, no more precise than needed. */
const POSITION_DECIMALS = 4;

/**
 * 'Around me': the visitor's position replaces the destination; lat/lng alone make the search one
 * around that point (with the distance filter and sort it allows).
 */
export function withPosition(criteria: SearchCriteria, latitude: number, longitude: number): SearchCriteria {
  const round = (value: number) => Number(value.toFixed(POSITION_DECIMALS));
  return { ...criteria, ...NO_DESTINATION, lat: round(latitude), lng: round(longitude) };
}

/** A recent search replaces the destination with the key and value it was stored with. */
export function withRecentSearch(criteria: SearchCriteria, recent: RecentSearch): SearchCriteria {
  return isDestinationKey(recent.category) ? { ...criteria, ...NO_DESTINATION, [recent.category]: recent.id } : criteria;
}

/** Typing over a picked destination drops it: the box searches what it shows. */
export function withoutDestination(criteria: SearchCriteria): SearchCriteria {
  return { ...criteria, ...NO_DESTINATION };
}

/**
 * What is kept of a picked suggestion in the last searches: its hash value as id, so picking it again
 * searches the same place without asking the API.
 */
export function recentSearchOf(suggestion: SearchSuggestion): RecentSearch {
  return { id: suggestion.value, label: suggestion.label, category: suggestion.category };
}

/**
 * The text the destination field starts with: the page's label for it (the results page has it from
 * its search), else the label a recent search kept for it, else its hash value.
 */
export function destinationText(criteria: SearchCriteria, recent: readonly RecentSearch[], known?: { readonly criteria: SearchCriteria; readonly label: string }): string {
  const destination = destinationOf(criteria);
  if (destination === undefined) return '';
  const knownDestination = known && destinationOf(known.criteria);
  if (known && knownDestination?.key === destination.key && knownDestination.value === destination.value) return known.label;
  return recent.find((search) => search.category === destination.key && search.id === destination.value)?.label ?? destination.value;
}
