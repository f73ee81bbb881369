import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, type CustomSubElements } from '@escapade/api-contract';
import { loadCustomization } from '../../catalog/gift-options';
import { contractRoute } from '../../plugins/contract-routes';
import { imageUrl } from '../images/image-url';
import { languageOf } from '../search/search-mapping';

/**
 * `GET /sub-elements/available-custom-sub-elements`: what a gift may be customized with, its
 * categories and options named in the market's language, each option with its price and picture.
 */
export default async function customSubElementRoutes(app: FastifyInstance) {
  contractRoute(app, ENDPOINTS.customSubElements, async ({ query }): Promise<CustomSubElements> => {
    const { categories, subElements } = await loadCustomization(app.db, languageOf(query.locale));
    return {
      categories,
      availableCustomSubElements: subElements.map((element) => ({
        id: element.id,
        categoryId: element.categoryId,
        name: element.name,
        imageUrl: imageUrl(element.imageId, '120_80'),
        price: element.price,
        recommendedByWed: element.recommended,
        isDefault: element.isDefault,
      })),
    };
  });
}
