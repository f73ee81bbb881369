import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ENDPOINTS, type CustomSubElements, type GiftShippingCosts } from '@escapade/api-contract';
import { MARKET_CODES, MARKET_TOGGLES } from '@escapade/util-market';
import { defaultSubElementSelection, giftShippingCost, subElementsPrice, withStandardSubElement, type SubElementCategory } from '@escapade/util-pricing';
import { buildSeededCatalogApp } from '../../testing/seeded-app';

describe('gift setup calls (seeded catalog in PGlite)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildSeededCatalogApp());
  }, 120_000);
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });
  const parsed = async <T>(url: string, schema: v.GenericSchema<unknown, T>): Promise<T> => {
    const reply = await get(url);
    expect({ url, status: reply.statusCode }).toEqual({ url, status: 200 });
    return v.parse(schema, reply.json());
  };
  const shipping = (locale: string) => parsed<GiftShippingCosts>(`/api/gift/shipping-costs.json?locale=${locale}`, ENDPOINTS.giftShippingCosts.reply);
  const customization = (locale: string) => parsed<CustomSubElements>(`/api/sub-elements/available-custom-sub-elements?locale=${locale}`, ENDPOINTS.customSubElements.reply);

  describe('GET /api/gift/shipping-costs.json', () => {
    it('posts a printed voucher free at home (section 9) and charges the seeded fee to every other country', async () => {
      expect(await shipping('fr_FR')).toEqual({ physicalFormatEnabled: true, amount: 0, internationalShippingFeesPerCountry: { BE: 490, ES: 490, IT: 490, NL: 790 } });
      expect(await shipping('nl_BE')).toEqual({ physicalFormatEnabled: true, amount: 0, internationalShippingFeesPerCountry: { FR: 490, NL: 490, ES: 790, IT: 790 } });
    });

    it('sells the physical format only where the point of sale supports it (off in es_ES and it_IT)', async () => {
      for (const locale of MARKET_CODES) {
        expect({ locale, enabled: (await shipping(locale)).physicalFormatEnabled }).toEqual({ locale, enabled: MARKET_TOGGLES[locale].physicalGiftFormat });
      }
      expect(MARKET_CODES.filter((locale) => !MARKET_TOGGLES[locale].physicalGiftFormat)).toEqual(['es_ES', 'it_IT']);
    });

    it('turning the stored switch off pauses the physical format in that market only', async () => {
      await app.db.updateTable('gift_shipping_costs').set({ physical_format_enabled: false }).where('market', '=', 'nl_NL').execute();
      try {
        expect((await shipping('nl_NL')).physicalFormatEnabled).toBe(false);
        expect((await shipping('fr_FR')).physicalFormatEnabled).toBe(true);
      } finally {
        await app.db.updateTable('gift_shipping_costs').set({ physical_format_enabled: true }).where('market', '=', 'nl_NL').execute();
      }
    });

    it('util-pricing reads the reply as the spec’s shippingCosts: free at home, the destination’s fee abroad, nothing for a digital voucher', async () => {
      const costs = await shipping('fr_FR');
      expect(giftShippingCost('physical', costs, 'FR')).toBe(0);
      expect(giftShippingCost('physical', costs, 'NL')).toBe(790);
      expect(giftShippingCost('digital', costs, 'NL')).toBe(0);
    });

    it('refuses an unknown market with a 400 naming it', async () => {
      const reply = await get('/api/gift/shipping-costs.json?locale=de_DE');
      expect(reply.statusCode).toBe(400);
      expect(reply.json().details).toEqual([expect.objectContaining({ field: 'query.locale' })]);
    });
  });

  describe('GET /api/sub-elements/available-custom-sub-elements', () => {
    it('lists the three categories in order, named in the market’s language, each option in its category', async () => {
      const french = await customization('fr_BE');
      expect(french.categories.map(({ id, name, singleSelection }) => ({ id, name, singleSelection }))).toEqual([
        { id: 1, name: 'Design du bon', singleSelection: true },
        { id: 2, name: 'Carte de vœux', singleSelection: true },
        { id: 3, name: 'Petites attentions', singleSelection: false },
      ]);
      expect((await customization('nl_NL')).categories[2].name).toBe('Kleine extra’s');
      const ids = new Set(french.categories.map(({ id }) => id));
      expect(french.availableCustomSubElements.every((element) => ids.has(element.categoryId))).toBe(true);
      expect(french.availableCustomSubElements.find((element) => element.id === 301)).toEqual({
        id: 301,
        categoryId: 3,
        name: 'Boîte de chocolats',
        imageUrl: '/api/images/900000301/120_80.svg',
        price: 1200,
        recommendedByWed: true,
        isDefault: false,
      });
    });

    it('stores no standard item: util-pricing adds category 2’s free one, chosen by default with the design', async () => {
      const reply = await customization('it_IT');
      const categories: SubElementCategory[] = withStandardSubElement(
        reply.categories.map((category) => ({
          id: category.id,
          singleSelection: category.singleSelection,
          subElements: reply.availableCustomSubElements.filter((element) => element.categoryId === category.id),
        })),
      );
      expect(categories[1].subElements.map(({ id, price }) => ({ id, price }))).toEqual([
        { id: 'standard', price: 0 },
        { id: 201, price: 290 },
        { id: 202, price: 590 },
      ]);
      const selection = defaultSubElementSelection(categories);
      expect(selection).toEqual({ 1: [101], 2: ['standard'] });
      expect(subElementsPrice(selection, categories)).toBe(0);
      expect(subElementsPrice({ ...selection, 3: [301, 303] }, categories)).toBe(1200 + 3500);
    });

    it('draws every option’s picture', async () => {
      const { availableCustomSubElements } = await customization('es_ES');
      const picture = await get(availableCustomSubElements[0].imageUrl);
      expect({ status: picture.statusCode, type: picture.headers['content-type'] }).toEqual({ status: 200, type: expect.stringContaining('image/svg+xml') });
    });
  });
});
