import * as v from 'valibot';
import { AnnouncementBannerSchema } from '../common/announcement-banner';
import { FlowSchema } from '../common/flow';
import { LocaleSchema } from '../common/locale';
import { defineEndpoint } from '../endpoint';

/** Query of the announcement banners: one market, or all when absent. */
export const AnnouncementBannerQuerySchema = v.strictObject({ locale: v.optional(LocaleSchema) });

/** The announcement banner call as the server reads it. */
export type AnnouncementBannerQuery = v.InferOutput<typeof AnnouncementBannerQuerySchema>;

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
  }),
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
