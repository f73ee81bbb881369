import * as v from 'valibot';
import { HrefSchema } from '../common/href';
import { LocaleSchema } from '../common/locale';
import { defineEndpoint } from '../endpoint';

/** Query of the this-week theme: the market. */
export const ThisWeekThemeQuerySchema = v.strictObject({ locale: LocaleSchema });

/** The this-week theme call as the server reads it. */
export type ThisWeekThemeQuery = v.InferOutput<typeof ThisWeekThemeQuerySchema>;

/** The theme suggested in the mega-menu this week. */
export const ThisWeekThemeSchema = v.object({
  themaTitle: v.string(),
  description: v.string(),
  weekendUrl: HrefSchema,
});

/** A this-week theme. */
export type ThisWeekTheme = v.InferOutput<typeof ThisWeekThemeSchema>;

/** The theme of the week, null when the market has none. */
export const ThisWeekThemeReplySchema = v.object({ thisWeekTheme: v.nullable(ThisWeekThemeSchema) });

/** The mega-menu's this-week suggestion. The spec does not show the path; ours is `GET /content/this-week-theme.json`. */
export const getThisWeekThemeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/content/this-week-theme.json',
  summary: 'Theme of the week for the mega-menu',
  tags: ['content'],
  status: 200,
  query: ThisWeekThemeQuerySchema,
  reply: ThisWeekThemeReplySchema,
});
