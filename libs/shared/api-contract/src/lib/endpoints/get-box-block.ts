import * as v from 'valibot';
import { BoxBlockSchema } from '../common/box-block';
import { LocaleSchema } from '../common/locale';
import { defineEndpoint } from '../endpoint';

/** Path parameters: the market, as the spec puts it in the path. */
export const BoxBlockParamsSchema = v.object({ locale: LocaleSchema });

/** The gift-box block of a market. */
export const BoxBlockReplySchema = BoxBlockSchema;

/** The boxes block (product-side.md section 7: `GET /content-boxes-block/{locale}`). */
export const getBoxBlockEndpoint = defineEndpoint({
  method: 'GET',
  path: '/content-boxes-block/:locale',
  summary: 'Gift-box block of a market',
  tags: ['content'],
  status: 200,
  params: BoxBlockParamsSchema,
  reply: BoxBlockReplySchema,
});
