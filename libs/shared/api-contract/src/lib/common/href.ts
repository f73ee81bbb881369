import * as v from 'valibot';

/** A link target: a site path (`/search#city=…`) or an absolute http(s) address. */
export const HrefSchema = v.pipe(
  v.string('must be a link'),
  v.maxLength(2048, 'must have at most 2048 characters'),
  v.regex(/^(\/(?!\/)|https?:\/\/)/, 'must be a site path or an http(s) address'),
);

/** A site path or an absolute URL. */
export type Href = v.InferOutput<typeof HrefSchema>;

/** A plain link of CMS content (region lists, footers). */
export const TextLinkSchema = v.object({
  label: v.string(),
  url: HrefSchema,
});

/** A labelled link. */
export type TextLink = v.InferOutput<typeof TextLinkSchema>;
