import * as v from 'valibot';
import { HrefSchema } from './href';
import { LocaleSchema } from './locale';

/** Colours of the announcement banner (product-side.md section 9). */
export const ANNOUNCEMENT_COLORS = ['black', 'grey', 'red', 'yellow', 'blue', 'green'] as const;

/** A site-wide notice at the very top of a page. `content` is Markdown limited to emphasis and links. */
export const AnnouncementBannerSchema = v.object({
  content: v.string(),
  colorVariation: v.picklist(ANNOUNCEMENT_COLORS),
  link: v.nullable(v.object({ url: HrefSchema })),
  localizations: v.array(v.object({ locale: LocaleSchema, content: v.string() })),
});

/** An announcement banner. */
export type AnnouncementBanner = v.InferOutput<typeof AnnouncementBannerSchema>;
