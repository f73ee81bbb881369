import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, type GiftShippingCosts } from '@escapade/api-contract';
import { COUNTRY_CODES, MARKET_TOGGLES, MARKETS, type CountryCode } from '@escapade/util-market';
import { loadShippingCosts } from '../../catalog/gift-options';
import { contractRoute } from '../../plugins/contract-routes';

const isCountry = (code: string): code is CountryCode => (COUNTRY_CODES as readonly string[]).includes(code);

/**
 * `GET /gift/shipping-costs.json`: the shipping of a printed voucher sold in the market, free at home
 * and with a fee to each other country, and whether the market sells printed vouchers today (its
 * point of sale supports them and the stored switch is on). A market without stored costs sells none.
 */
export default async function giftShippingCostRoutes(app: FastifyInstance) {
  contractRoute(app, ENDPOINTS.giftShippingCosts, async ({ query }): Promise<GiftShippingCosts> => {
    const stored = await loadShippingCosts(app.db, query.locale);
    const home = MARKETS[query.locale].country;
    const fees = Object.entries(stored?.internationalFees ?? {}).filter((entry): entry is [CountryCode, number] => isCountry(entry[0]) && entry[0] !== home);
    return {
      physicalFormatEnabled: stored !== undefined && stored.physicalFormatEnabled && MARKET_TOGGLES[query.locale].physicalGiftFormat,
      amount: stored?.amount ?? 0,
      internationalShippingFeesPerCountry: Object.fromEntries(fees),
    };
  });
}
