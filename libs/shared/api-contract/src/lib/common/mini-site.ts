import * as v from 'valibot';
import { HrefSchema } from './href';
import { IdSchema } from './ids';
import { LocaleSchema } from './locale';

/** A mini-site path name such as `macif`. */
export const MinisiteUrlSchema = v.pipe(v.string('must be text'), v.regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'must be a mini-site name (lower-case letters, digits, hyphens)'));

/** A partner's co-branded site (macif, femmesdaujourdhui, maxi, femina, lefigaro, libelle): its banners, logo and footer. */
export const MiniSiteSchema = v.object({
  minisiteId: IdSchema,
  minisiteUrl: MinisiteUrlSchema,
  partnerName: v.string(),
  minisiteLocale: LocaleSchema,
  bannerUrls: v.object({ desktop: HrefSchema, mobile: HrefSchema }),
  logoUrl: HrefSchema,
  /** Partner footer text (Markdown limited to emphasis and links). */
  footer: v.string(),
});

/** A partner mini-site. */
export type MiniSite = v.InferOutput<typeof MiniSiteSchema>;
