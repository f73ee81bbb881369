import * as v from 'valibot';
import { IdParamSchema } from '../common/ids';
import { ImageSchema } from '../common/image';
import { LocaleSchema } from '../common/locale';
import { LocationLevelSchema } from '../common/location';
import { PageMetaSchema } from '../common/seo';
import { defineEndpoint } from '../endpoint';
import { HotelDetailSchema } from './get-product-detail';

/** Path parameter: the hotel whose page is shown. */
export const HotelDetailParamsSchema = v.object({ hotelId: IdParamSchema });

/** Query of a hotel page: the market, whose language the texts are in. */
export const HotelDetailQuerySchema = v.strictObject({ locale: LocaleSchema });

/** Everything the hotel page shows besides its offers (a hotel-packages search) and reviews. */
export const HotelPageReplySchema = v.object({
  hotel: HotelDetailSchema,
  images: v.array(ImageSchema),
  /** Where the hotel is, widest place first, each linking to its results page. */
  breadcrumb: v.array(LocationLevelSchema),
  /** Whether the hotel sells a weekend in the market; the page of an inactive hotel is not indexed. */
  active: v.boolean(),
  pageModel: PageMetaSchema,
});

/** A hotel page's data. */
export type HotelPageReply = v.InferOutput<typeof HotelPageReplySchema>;

/** The hotel page: the hotel's facts, pictures and place. */
export const getHotelDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/hotels/:hotelId/detail.json',
  summary: 'A hotel’s page: its facts, pictures and where it is',
  tags: ['product'],
  status: 200,
  params: HotelDetailParamsSchema,
  query: HotelDetailQuerySchema,
  reply: HotelPageReplySchema,
});
