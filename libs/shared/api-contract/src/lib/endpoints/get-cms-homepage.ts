import * as v from 'valibot';
import { AnnouncementBannerSchema } from '../common/announcement-banner';
import { CmsBlockSchema, JumbotronSchema } from '../common/cms-blocks';
import { LocaleSchema } from '../common/locale';
import { PromoBarSchema } from '../common/promo-bar';
import { SeoSchema } from '../common/seo';
import { defineEndpoint } from '../endpoint';

/** Query of the CMS home: the market. */
export const CmsHomepageQuerySchema = v.strictObject({ locale: LocaleSchema });

/** The CMS home call as the server reads it. */
export type CmsHomepageQuery = v.InferOutput<typeof CmsHomepageQuerySchema>;

/** One flow's home page: robots, banners, hero, blocks and which footer parts to show. */
export const CmsHomePageSchema = v.object({
  seo: SeoSchema,
  announcementBanner: v.nullable(AnnouncementBannerSchema),
  header: v.object({ showHeader: v.boolean() }),
  promoBar: v.nullable(PromoBarSchema),
  /** Whether the promo bar shows the flow tabs (Stays / Gifts). */
  showFlowTabs: v.boolean(),
  jumbotron: JumbotronSchema,
  blocks: v.array(CmsBlockSchema),
  footer: v.object({ showLegal: v.boolean(), showNewsletter: v.boolean(), showContact: v.boolean() }),
});

/** A CMS home page. */
export type CmsHomePage = v.InferOutput<typeof CmsHomePageSchema>;

/** Home pages of a market keyed by flow; the client falls back to booking when its flow is absent. */
export const CmsHomepageReplySchema = v.object({
  booking: CmsHomePageSchema,
  gifting: v.optional(CmsHomePageSchema),
  activity: v.optional(CmsHomePageSchema),
});

/** CMS home pages by flow. */
export type CmsHomepageReply = v.InferOutput<typeof CmsHomepageReplySchema>;

/** The flows a home page exists in. */
export type HomeFlow = keyof CmsHomepageReply;

/** The home a flow (the address's `?flow=`) shows: gifting and activity have their own, every other flow the booking home. */
export function homeFlowOf(flow: string | null | undefined): HomeFlow {
  return flow === 'gifting' || flow === 'activity' ? flow : 'booking';
}

/** The home page of a flow, falling back to the booking home when the market has none for it. */
export function homePageOf(reply: CmsHomepageReply, flow: HomeFlow): CmsHomePage {
  return reply[flow] ?? reply.booking;
}

/** The flows the market has a home for, booking first (the promo bar's flow tabs). */
export function homeFlowsOf(reply: CmsHomepageReply): HomeFlow[] {
  return (['booking', 'gifting', 'activity'] as const).filter((flow) => reply[flow] !== undefined);
}

/** The CMS home by locale, keyed by flow (product-side.md section 7: `GET /api/cms/homepage`). */
export const getCmsHomepageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/homepage',
  summary: 'CMS home page of a market, by flow',
  tags: ['content'],
  status: 200,
  query: CmsHomepageQuerySchema,
  reply: CmsHomepageReplySchema,
});
