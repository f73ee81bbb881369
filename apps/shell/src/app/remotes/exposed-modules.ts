import type { Flow, SearchCriteria } from '@escapade/util-criteria';
import type { RemoteName } from './route-ownership';

/**
 * The modules remotes expose besides `./Routes` (architecture.md, run-time composition), with the
 * props of each default-exported component, so a page mounting one is type-checked against it.
 */
export interface ExposedModules {
  search: {
    /** The search box: an empty booking search, or the criteria given. */
    SearchBox: { readonly criteria?: SearchCriteria };
  };
  account: {
    /** The wishlist drawer, opened from the header; an empty list points to the search of `flow`. */
    WishlistDrawer: { readonly open: boolean; readonly onClose: () => void; readonly flow?: Flow };
  };
}

/** A remote that exposes more than its routes. */
export type RemoteWithModules = keyof ExposedModules & RemoteName;

/** The name of a module a remote exposes. */
export type ExposedModuleName<Remote extends RemoteWithModules> = keyof ExposedModules[Remote] & string;
