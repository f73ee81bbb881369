import * as v from 'valibot';
import { HrefSchema } from '../common/href';
import { IdSchema } from '../common/ids';
import { LocaleSchema } from '../common/locale';
import { CentsSchema } from '../common/money';
import { defineEndpoint } from '../endpoint';

/** Query of the gift customization options: the market, whose language names them. */
export const CustomSubElementsQuerySchema = v.strictObject({ locale: LocaleSchema });

/** The customization call as the server reads it. */
export type CustomSubElementsQuery = v.InferOutput<typeof CustomSubElementsQuerySchema>;

/**
 * A group of customization options (product-side.md, custom sub-element category), named in the
 * market's language: chosen one at a time (`singleSelection`) or several together.
 */
export const CustomSubElementCategorySchema = v.object({
  id: IdSchema,
  name: v.string(),
  description: v.string(),
  singleSelection: v.boolean(),
});

/** A customization category. */
export type CustomSubElementCategory = v.InferOutput<typeof CustomSubElementCategorySchema>;

/**
 * One customization option (product-side.md, sub-element): its category, its price in cents, its
 * picture, whether we recommend it (`recommendedByWed`) and whether it is chosen to begin with.
 * Category 2's free 'standard' item is not stored: the client adds it (util-pricing).
 */
export const CustomSubElementSchema = v.object({
  id: IdSchema,
  categoryId: IdSchema,
  name: v.string(),
  imageUrl: HrefSchema,
  price: CentsSchema,
  recommendedByWed: v.boolean(),
  isDefault: v.boolean(),
});

/** A customization option. */
export type CustomSubElement = v.InferOutput<typeof CustomSubElementSchema>;

/** The customization of a gift: its categories in display order, and every option, in display order within its category. */
export const CustomSubElementsReplySchema = v.object({
  categories: v.array(CustomSubElementCategorySchema),
  availableCustomSubElements: v.array(CustomSubElementSchema),
});

/** The customization of a gift. */
export type CustomSubElements = v.InferOutput<typeof CustomSubElementsReplySchema>;

/** `GET /sub-elements/available-custom-sub-elements?locale=…` (the spec's path, under our `/api`): what a gift may be customized with. */
export const getCustomSubElementsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/sub-elements/available-custom-sub-elements',
  summary: 'Customization options of a gift (categories and items), named in the market’s language',
  tags: ['gift'],
  status: 200,
  query: CustomSubElementsQuerySchema,
  reply: CustomSubElementsReplySchema,
});
