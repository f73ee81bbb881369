import * as v from 'valibot';
import { FlowSchema } from '../common/flow';
import { WireIdSchema } from '../common/ids';
import { LocaleSchema } from '../common/locale';
import { DestinationValueSchema } from '../common/search-criteria';
import { TargetedBannerSchema } from '../common/targeted-banner';
import { QueryBooleanSchema } from '../common/wire-values';
import { defineEndpoint } from '../endpoint';

/** Pages that can carry a targeted banner. */
export const BANNER_PAGES = ['home', 'search', 'product', 'hotel', 'activity'] as const;

/**
 * Banner selection data (product-side.md section 3): the page, the flow and what the visitor is
 * looking at (destination, theme, whether the search is the default 'less than 2h' one).
 */
export const TargetedBannerQuerySchema = v.strictObject({
  locale: LocaleSchema,
  page: v.picklist(BANNER_PAGES, `must be one of ${BANNER_PAGES.join(', ')}`),
  flow: v.optional(FlowSchema, 'booking'),
  department: v.optional(DestinationValueSchema),
  /** A theme id: show the banner chosen for this theme. */
  displayBannerWithThisThematic: v.optional(WireIdSchema),
  city: v.optional(DestinationValueSchema),
  country: v.optional(DestinationValueSchema),
  region: v.optional(DestinationValueSchema),
  isLessThanTwoHours: v.optional(QueryBooleanSchema, 'false'),
});

/** The banner selection as the server reads it. */
export type TargetedBannerQuery = v.InferOutput<typeof TargetedBannerQuerySchema>;

/** The best banner for the selection, null when none matches. */
export const TargetedBannerReplySchema = v.object({ targetedBanner: v.nullable(TargetedBannerSchema) });

/** Targeted banner of home, search and product pages (product-side.md section 7: `GET /content/targetedBanner.json`). */
export const getTargetedBannerEndpoint = defineEndpoint({
  method: 'GET',
  path: '/content/targetedBanner.json',
  summary: 'Targeted banner for a page, flow, destination and theme',
  tags: ['content'],
  status: 200,
  query: TargetedBannerQuerySchema,
  reply: TargetedBannerReplySchema,
});
