import * as v from 'valibot';
import { FlowSchema } from '../common/flow';
import { HrefSchema } from '../common/href';
import { LocaleSchema } from '../common/locale';
import { integerInRange } from '../common/wire-values';
import { defineEndpoint } from '../endpoint';

/** Levels of the 'Inspirations' mega-menu. */
export const NAVIGATION_DEPTH = 4;

/** Query of the mega-menu: market and flow (booking when absent). */
export const NavigationQuerySchema = v.strictObject({
  locale: LocaleSchema,
  flow: v.optional(FlowSchema, 'booking'),
});

/** The navigation call as the server reads it. */
export type NavigationQuery = v.InferOutput<typeof NavigationQuerySchema>;

const linkEntries = {
  _id: v.string(),
  label: v.string(),
  uri: HrefSchema,
  /** The destination the link searches, when it is a place. */
  location: v.nullable(v.string()),
  variant: v.nullable(v.picklist(['highlight'])),
  /** Offers behind the link, when counted. */
  count: v.nullable(integerInRange(0, Number.MAX_SAFE_INTEGER)),
};

const level4 = v.object({ ...linkEntries, children: v.pipe(v.array(v.never()), v.maxLength(0)) });
const level3 = v.object({ ...linkEntries, children: v.array(level4) });
const level2 = v.object({ ...linkEntries, children: v.array(level3) });

/** A mega-menu entry with up to three levels below it (four in all, as the spec allows). */
export const NavigationLinkSchema = v.object({ ...linkEntries, children: v.array(level2) });

/** A top-level mega-menu entry. */
export type NavigationLink = v.InferOutput<typeof NavigationLinkSchema>;

/** The mega-menu tabs, in order. */
export const NavigationReplySchema = v.array(NavigationLinkSchema);

/** The 'Inspirations' mega-menu. The spec does not show the path; ours is `GET /content/navigation.json`. */
export const getNavigationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/content/navigation.json',
  summary: 'Mega-menu links (up to four levels)',
  tags: ['content'],
  status: 200,
  query: NavigationQuerySchema,
  reply: NavigationReplySchema,
});
