import * as v from 'valibot';
import { HotelSummarySchema, HrefSchema, IdSchema } from '@escapade/api-contract';

/** The two lists of the wishlist (product-side.md section 3): stays and activity-only vouchers. */
export const WISHLIST_TYPES = ['STAY', 'ACTIVITY'] as const;

/** Which list an item belongs to. */
export type WishlistType = (typeof WISHLIST_TYPES)[number];

/** Items kept per list (the spec leaves the cap to the storefront); the oldest go first. */
export const WISHLIST_LIMIT = 50;

/** Where the browser keeps the visitor's wishlist (the visitor is anonymous: nothing is sent). */
export const WISHLIST_STORAGE_KEY = 'escapade.wishlist';

/**
 * A wished stay or activity as the spec names it (id, label, imageUrl, hotel, uri), with the
 * result card's field rules from the contract; a page without a picture stores none. Built from the
 * card's parts rather than the whole card schema, which would ship every card rule in this shared chunk.
 */
export const WishlistItemSchema = v.object({
  id: IdSchema,
  label: v.string(),
  imageUrl: v.nullable(HrefSchema),
  hotel: HotelSummarySchema,
  uri: HrefSchema,
});

/** A wished stay or activity. */
export type WishlistItem = v.InferOutput<typeof WishlistItemSchema>;

/** Both lists, newest first. */
export type Wishlist = Readonly<Record<WishlistType, readonly WishlistItem[]>>;

/** Nothing wished yet (also what the server and a refused storage see). */
export const EMPTY_WISHLIST: Wishlist = Object.freeze({ STAY: Object.freeze([]), ACTIVITY: Object.freeze([]) });

/** Whether the list of `type` holds the item `id`. */
export function isWishlisted(wishlist: Wishlist, type: WishlistType, id: number): boolean {
  return wishlist[type].some((item) => item.id === id);
}

/**
 * Adds the item at the front of its list (dropping an earlier copy and the oldest past the cap), or
 * removes it. An item that does not match the shape is not added; the extra fields of a richer
 * object (a product page's hotel) are left out.
 */
export function withWishlisted(wishlist: Wishlist, type: WishlistType, item: WishlistItem, wished: boolean): Wishlist {
  const others = wishlist[type].filter((other) => other.id !== item.id);
  if (!wished) return others.length === wishlist[type].length ? wishlist : { ...wishlist, [type]: others };
  const parsed = v.safeParse(WishlistItemSchema, item);
  if (!parsed.success) return wishlist;
  return { ...wishlist, [type]: [parsed.output, ...others].slice(0, WISHLIST_LIMIT) };
}

function readList(stored: unknown): WishlistItem[] {
  if (!Array.isArray(stored)) return [];
  const seen = new Set<number>();
  const items: WishlistItem[] = [];
  for (const value of stored) {
    const parsed = v.safeParse(WishlistItemSchema, value);
    if (!parsed.success || seen.has(parsed.output.id)) continue;
    seen.add(parsed.output.id);
    items.push(parsed.output);
  }
  return items.slice(0, WISHLIST_LIMIT);
}

/**
 * Reads the wishlist as stored (parsed JSON the visitor may have edited, or an older version
 * wrote): entries that do not match the item shape and later duplicates are dropped, the cap is
 * kept, anything else counts as empty. Never throws.
 */
export function readWishlist(stored: unknown): Wishlist {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return EMPTY_WISHLIST;
  const lists = stored as Partial<Record<WishlistType, unknown>>;
  return { STAY: readList(lists.STAY), ACTIVITY: readList(lists.ACTIVITY) };
}
