import * as v from 'valibot';
import { CmsCtaSchema } from '../common/cms-blocks';
import { FlowSchema } from '../common/flow';
import { HrefSchema } from '../common/href';
import { LocaleSchema } from '../common/locale';
import { SEARCH_CRITERIA_ENTRIES as C } from '../common/search-criteria';
import { defineEndpoint } from '../endpoint';

/** Where an inline promo block sits in the results: after the first row, or after the second block (results 4 to 10). */
export const SEARCH_PROMO_SLOTS = ['afterFirstRow', 'afterSecondBlock'] as const;

/** A slot of the results grid for an inline promo block. */
export type SearchPromoSlot = (typeof SEARCH_PROMO_SLOTS)[number];

/** Query of the results page's content: market, flow (booking when absent) and the destination as the hash names it (the most precise one counts; none: the market's country). */
export const SearchContentQuerySchema = v.strictObject({
  locale: LocaleSchema,
  flow: v.optional(FlowSchema, 'booking'),
  city: C.city,
  country: C.country,
  department: C.department,
  region: C.region,
  touristicregion: C.touristicregion,
  poi: C.poi,
  searesort: C.searesort,
  skiresort: C.skiresort,
});

/** The results page's content call as the server reads it. */
export type SearchContentQuery = v.InferOutput<typeof SearchContentQuerySchema>;

/** An inline promo block of the results; `trackingBlockName` names it in analytics. */
export const SearchPromoSchema = v.object({
  slot: v.picklist(SEARCH_PROMO_SLOTS),
  title: v.string(),
  text: v.string(),
  imageUrl: HrefSchema,
  imageAlt: v.string(),
  cta: CmsCtaSchema,
  trackingBlockName: v.string(),
});

/** An inline promo block. */
export type SearchPromo = v.InferOutput<typeof SearchPromoSchema>;

/** The text under a destination's results: a title, sections of plain paragraphs (no markup) and the labels of its 'Read more' disclosure. */
export const SeoTextSchema = v.object({
  title: v.string(),
  sections: v.array(v.object({ heading: v.string(), paragraphs: v.array(v.string()) })),
  readMore: v.string(),
  readLess: v.string(),
});

/** A destination's text. */
export type SeoText = v.InferOutput<typeof SeoTextSchema>;

/** CMS content of a results page: inline promo blocks (at most one per slot), and the destination's text (the market's country without one; null for a place without). */
export const SearchContentReplySchema = v.object({ promos: v.array(SearchPromoSchema), seoText: v.nullable(SeoTextSchema) });

/** A results page's CMS content. */
export type SearchContentReply = v.InferOutput<typeof SearchContentReplySchema>;

/** The results page's CMS content. The spec does not show the path; ours is `GET /content/search-page.json`. */
export const getSearchContentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/content/search-page.json',
  summary: 'CMS content of a results page (inline promo blocks, destination text)',
  tags: ['content'],
  status: 200,
  query: SearchContentQuerySchema,
  reply: SearchContentReplySchema,
});
