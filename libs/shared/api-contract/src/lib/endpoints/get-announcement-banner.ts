import * as v from 'valibot';
import { AnnouncementBannerSchema, type AnnouncementBanner } from '../common/announcement-banner';
import { FlowSchema, type Flow } from '../common/flow';
import type { MarketCode } from '@escapade/util-market';
import { LocaleSchema } from '../common/locale';
import { defineEndpoint } from '../endpoint';

/** Query of the announcement banners: one market, or all when absent. */
export const AnnouncementBannerQuerySchema = v.strictObject({ locale: v.optional(LocaleSchema) });

/** The announcement banner call as the server reads it. */
export type AnnouncementBannerQuery = v.InferOutput<typeof AnnouncementBannerQuerySchema>;

/** The kinds of page the CMS writes an announcement banner for. */
export const ANNOUNCEMENT_PAGE_KINDS = ['homePages', 'searchPages', 'productPages'] as const;

/** homePages, searchPages or productPages. */
export type AnnouncementPageKind = (typeof ANNOUNCEMENT_PAGE_KINDS)[number];

/** The banner of one kind of page for a flow and market (null: no banner there). */
export const AnnouncementBannerEntrySchema = v.object({
  flow: FlowSchema,
  locale: LocaleSchema,
  announcementBanner: v.nullable(AnnouncementBannerSchema),
});

/** Banners by kind of page; customer-care mode hides those of search and product pages on the client. */
export const AnnouncementBannerReplySchema = v.object({
  data: v.object({
    homePages: v.array(AnnouncementBannerEntrySchema),
    searchPages: v.array(AnnouncementBannerEntrySchema),
    productPages: v.array(AnnouncementBannerEntrySchema),
  } satisfies Record<AnnouncementPageKind, unknown>),
});

/** Announcement banners by page kind. */
export type AnnouncementBannerReply = v.InferOutput<typeof AnnouncementBannerReplySchema>;

/** Announcement banners (product-side.md section 7: `GET /cms/announcementBanner`, never cached). */
export const getAnnouncementBannerEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/announcementBanner',
  summary: 'Announcement banners of home, search and product pages',
  tags: ['content'],
  status: 200,
  query: AnnouncementBannerQuerySchema,
  reply: AnnouncementBannerReplySchema,
});

/**
 * The banner of a kind of page in a market and flow: the flow's own entry, else the booking flow's
 * (content per flow falls back to booking, product-side.md section 7). An entry without a banner
 * means none there, with no fallback.
 */
export function announcementOf(data: AnnouncementBannerReply['data'], page: AnnouncementPageKind, locale: MarketCode, flow: Flow): AnnouncementBanner | null {
  const entries = data[page].filter((entry) => entry.locale === locale);
  const entry = entries.find((candidate) => candidate.flow === flow) ?? entries.find((candidate) => candidate.flow === 'booking');
  return entry?.announcementBanner ?? null;
}
