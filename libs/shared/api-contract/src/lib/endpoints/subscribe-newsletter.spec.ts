import * as v from 'valibot';
import { MARKETS } from '@escapade/util-market';
import { NewsletterBodySchema } from './subscribe-newsletter';

const signup = { email: 'claire@example.fr', source: 'AUTO_home', country: 'fr', language: 'fr' };

describe('newsletter signup body', () => {
  it('accepts the country and language of each of the six markets', () => {
    for (const market of Object.values(MARKETS)) {
      expect({ market: market.code, accepted: v.is(NewsletterBodySchema, { ...signup, country: market.pointOfSale, language: market.language }) }).toEqual({
        market: market.code,
        accepted: true,
      });
    }
  });

  it.each([
    ['be', 'es', 'must be a language of the be market: fr or nl'],
    ['es', 'fr', 'must be a language of the es market: es'],
    ['it', 'nl', 'must be a language of the it market: it'],
  ])('refuses %s with %s, a pair that is no market, on the language', (country, language, message) => {
    const result = v.safeParse(NewsletterBodySchema, { ...signup, country, language });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['language', message]]);
  });
});
