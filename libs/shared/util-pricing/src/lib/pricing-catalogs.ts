import type { MarketLanguage } from '@escapade/util-market';

/** Languages the `pricing.*` texts are written in: the markets' languages and the English source. */
export type PricingLanguage = MarketLanguage | 'en';

/** A `pricing.*` catalog: message id → ICU text in one language. */
export type PricingCatalog = Readonly<Record<string, string>>;

/**
 * The translations of `pricingMessages`, one chunk per language. They live beside the descriptors
 * so the storefront and the API format the same words from one catalog.
 */
export async function loadPricingMessages(language: PricingLanguage): Promise<PricingCatalog> {
  const module: { default: PricingCatalog } = await import(`../messages/${language}.json`);
  return module.default;
}
