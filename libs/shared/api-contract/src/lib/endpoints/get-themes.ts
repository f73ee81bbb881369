import * as v from 'valibot';
import { LocaleSchema } from '../common/locale';
import { ThemeSchema } from '../common/theme';
import { defineEndpoint } from '../endpoint';

/** Query of the themes list: the market, whose language names the themes. */
export const ThemesQuerySchema = v.strictObject({ locale: LocaleSchema });

/** The themes call as the server reads it. */
export type ThemesQuery = v.InferOutput<typeof ThemesQuerySchema>;

/** Every theme of the catalog in its display order, named in the market's language. */
export const ThemesReplySchema = v.array(ThemeSchema);

/**
 * The search box's theme selector (search-side.md section 2: "destination selector, dates,
 * travellers, theme"). The spec does not show the path; ours is `GET /themes.json?locale=fr_FR`.
 */
export const getThemesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/themes.json',
  summary: 'Themes of the search box, named in the market’s language',
  tags: ['search'],
  status: 200,
  query: ThemesQuerySchema,
  reply: ThemesReplySchema,
});
