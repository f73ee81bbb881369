import * as v from 'valibot';
import { COUNTRY_CODES } from '@escapade/util-market';
import { LocaleSchema } from '../common/locale';
import { CentsSchema } from '../common/money';
import { documented } from '../documented';
import { defineEndpoint } from '../endpoint';

/** Query of the shipping costs of a printed gift voucher: the market it is sold in. */
export const GiftShippingCostsQuerySchema = v.strictObject({ locale: LocaleSchema });

/** The shipping costs call as the server reads it. */
export type GiftShippingCostsQuery = v.InferOutput<typeof GiftShippingCostsQuerySchema>;

/**
 * Shipping of a physical (printed) gift voucher sold in a market (product-side.md, single voucher
 * `shippingCosts`): `amount` to an address in the market's own country (free, section 9), the
 * international fee of each other country it is posted to, and whether the market sells the
 * physical format at all today (its point of sale supports it and the format is switched on).
 */
export const GiftShippingCostsReplySchema = v.object({
  physicalFormatEnabled: v.pipe(v.boolean(), documented('physicalFormatEnabled')),
  amount: CentsSchema,
  internationalShippingFeesPerCountry: v.record(v.picklist(COUNTRY_CODES), CentsSchema),
});

/** Shipping costs of a printed gift voucher. */
export type GiftShippingCosts = v.InferOutput<typeof GiftShippingCostsReplySchema>;

/** The spec's shipping cost fetch (physical gift): its path and payload are not shown; ours is `GET /gift/shipping-costs.json?locale=fr_FR`. */
export const getGiftShippingCostsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/gift/shipping-costs.json',
  summary: 'Shipping costs of a printed gift voucher, per destination country, and whether the market sells that format',
  tags: ['gift'],
  status: 200,
  query: GiftShippingCostsQuerySchema,
  reply: GiftShippingCostsReplySchema,
});
