import { type CountryCode, MARKET_CODES, type MarketCode } from '@escapade/util-market';
import type { SeededRandom } from './seeded-random';

/** The markets of a country's own visitors (Belgium speaks French and Dutch). */
export const HOME_MARKETS: Readonly<Record<CountryCode, readonly MarketCode[]>> = {
  FR: ['fr_FR', 'fr_BE'],
  ES: ['es_ES'],
  IT: ['it_IT'],
  NL: ['nl_NL', 'nl_BE'],
  BE: ['fr_BE', 'nl_BE'],
};

/** Markets an offer is sold in: always its home markets, often the neighbours too. */
export function marketsFor(random: SeededRandom, country: CountryCode): MarketCode[] {
  const home = HOME_MARKETS[country];
  return MARKET_CODES.filter((market) => home.includes(market) || random.chance(market === 'fr_FR' ? 0.8 : 0.45));
}
