import { MARKET_LANGUAGES } from '@escapade/util-market';
import { loadPricingMessages } from './pricing-catalogs';
import { pricingMessages } from './messages';

describe('pricing catalogs', () => {
  it('holds every pricing text in English exactly as the code declares it', async () => {
    const english = await loadPricingMessages('en');
    for (const message of Object.values(pricingMessages)) expect(english[message.id]).toBe(message.defaultMessage);
  });

  it('translates every pricing text into each market language', async () => {
    for (const language of MARKET_LANGUAGES) {
      const catalog = await loadPricingMessages(language);
      for (const message of Object.values(pricingMessages)) expect(catalog[message.id]?.trim()).toBeTruthy();
    }
    expect((await loadPricingMessages('fr'))[pricingMessages.ratingGood.id]).toBe('Bien');
  });
});
