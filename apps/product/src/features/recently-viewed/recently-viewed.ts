import * as v from 'valibot';

/** Items kept in the recently viewed list (the spec leaves the value to the storefront). */
export const RECENTLY_VIEWED_LIMIT = 10;

/** Where the browser keeps the recently viewed stays and activities. */
export const RECENTLY_VIEWED_STORAGE_KEY = 'escapade.recentlyViewed';

/** A path of this site: one leading slash, so no other host can be linked (`//host` is one). */
const SitePathSchema = v.pipe(v.string(), v.maxLength(500), v.regex(/^\/(?!\/)/, 'must be a path of this site'));

/** A stay or activity page the visitor opened, as its card shows it again (product-side.md section 3). */
const RecentlyViewedItemSchema = v.object({
  type: v.picklist(['STAY', 'ACTIVITY']),
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  label: v.pipe(v.string(), v.maxLength(300)),
  imageUrl: v.nullable(SitePathSchema),
  uri: SitePathSchema,
  /** The price the page showed, in cents, with its promotion; per person for an activity. */
  price: v.object({ sellPrice: v.pipe(v.number(), v.integer(), v.minValue(0)), refPrice: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), promo: v.number() }),
  /** The hotel or activity centre, and where it is. */
  place: v.object({ label: v.string(), location: v.string() }),
});

/** A recently viewed stay or activity. */
export type RecentlyViewedItem = v.InferOutput<typeof RecentlyViewedItemSchema>;

function sameItem(left: RecentlyViewedItem, right: RecentlyViewedItem): boolean {
  return left.type === right.type && left.id === right.id;
}

/** Puts a viewed item first, drops its earlier copy and keeps the newest ones up to the limit. */
export function addRecentlyViewed(items: readonly RecentlyViewedItem[], item: RecentlyViewedItem): RecentlyViewedItem[] {
  return [item, ...items.filter((other) => !sameItem(other, item))].slice(0, RECENTLY_VIEWED_LIMIT);
}

/**
 * Reads the list as stored (parsed JSON, possibly written by an older version or tampered with):
 * entries that do not match the item shape and duplicates are dropped, the limit kept. Never throws.
 */
export function readRecentlyViewed(stored: unknown): RecentlyViewedItem[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .flatMap((value) => {
      const parsed = v.safeParse(RecentlyViewedItemSchema, value);
      return parsed.success ? [parsed.output] : [];
    })
    .reduceRight<RecentlyViewedItem[]>((kept, item) => addRecentlyViewed(kept, item), []);
}
