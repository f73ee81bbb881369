import { useNavigation } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import type { NavigationLink } from '@escapade/api-contract';

/** Any entry of the 'Inspirations' tree, whatever its level. */
export interface NavigationEntry {
  readonly _id: string;
  readonly label: string;
  readonly uri: string;
  readonly variant: 'highlight' | null;
  readonly children: readonly NavigationEntry[];
}

/** The market's 'Inspirations' tree; only the menus that open load this module and fire the query. */
export function useNavigationTree() {
  const market = useMarket();
  return useNavigation({ locale: market.code, flow: 'booking' }, { staleTime: Infinity });
}

/** The top-level entries, typed as a recursive tree so every level renders with the same code. */
export function asEntries(links: readonly NavigationLink[]): readonly NavigationEntry[] {
  return links;
}

/** The entries along a path of ids, from the top level down (ids unknown at a level end the path). */
export function entriesAlong(tree: readonly NavigationEntry[], path: readonly string[]): NavigationEntry[] {
  const found: NavigationEntry[] = [];
  let level = tree;
  for (const id of path) {
    const entry = level.find((candidate) => candidate._id === id);
    if (!entry) break;
    found.push(entry);
    level = entry.children;
  }
  return found;
}
