import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IntlMessageFormat } from 'intl-messageformat';
import { MARKET_LANGUAGES, MARKETS, type MarketCode } from '@escapade/util-market';
import { loadPricingMessages, type MessageDescriptor, type MessageValue, type PricingCatalog } from '@escapade/util-pricing';

declare module 'fastify' {
  interface FastifyInstance {
    /** util-pricing's texts in each market's language, for the display texts replies carry. */
    pricingTexts: PricingTexts;
    /** The current moment: cancellation deadlines are read against it (tests set it). */
    now: () => Date;
  }
}

/** Formats util-pricing's descriptors in a market's language, as the storefront would show them. */
export interface PricingTexts {
  format(descriptor: MessageDescriptor, market: MarketCode, values?: Readonly<Record<string, MessageValue>>): string;
}

/**
 * Loads the `pricing.*` catalogs the storefront reads, so every display text a reply carries
 * (cancellation lines, rating steps) is the UI's own wording, formatted with the same ICU rules.
 * Formatters are built once per market and message: replies format thousands of cards.
 */
export async function loadPricingTexts(): Promise<PricingTexts> {
  const catalogs = new Map<string, PricingCatalog>(await Promise.all(MARKET_LANGUAGES.map(async (language) => [language, await loadPricingMessages(language)] as const)));
  const formatters = new Map<string, IntlMessageFormat>();
  return {
    format(descriptor, market, values) {
      const key = `${market}|${descriptor.id}`;
      let formatter = formatters.get(key);
      if (!formatter) {
        const { language, locale } = MARKETS[market];
        formatter = new IntlMessageFormat(catalogs.get(language)?.[descriptor.id] ?? descriptor.defaultMessage, locale);
        formatters.set(key, formatter);
      }
      return String(formatter.format({ ...descriptor.values, ...values }));
    },
  };
}

/** Decorates the app with the storefront's pricing texts and the clock replies are computed against. */
export default fp(async function pricingTextsPlugin(app: FastifyInstance, options: { now?: () => Date }) {
  app.decorate('pricingTexts', await loadPricingTexts());
  app.decorate('now', options.now ?? (() => new Date()));
});
