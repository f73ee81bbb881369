import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, type ActivityDetail } from '@escapade/api-contract';
import { loadActivityOnlyForPage } from '../../catalog/load-catalog-snapshot';
import { loadActivityPageTexts, loadImageAlts } from '../../catalog/product-pages';
import { pageMeta } from '../../content/site-urls';
import { contractRoute, notFound } from '../../plugins/contract-routes';
import { activityPrices } from '../search/activity-only';
import { activityCentreSummary, image, languageOf, placeBreadcrumb } from '../search/search-mapping';

/** Length of a page description. */
const DESCRIPTION_LENGTH = 160;

/** `GET /activity-only/weekend/{productId}/detail.json`: an activity voucher's page in the market's language, published or not. */
export default async function activityDetailRoutes(app: FastifyInstance) {
  contractRoute(app, ENDPOINTS.activityDetail, async ({ params, query }): Promise<ActivityDetail> => {
    const product = await loadActivityOnlyForPage(app.db, params.productId);
    if (!product || !product.markets.includes(query.locale)) throw notFound('params.productId', params.productId, 'activity voucher');
    const language = languageOf(query.locale);
    const [texts, alts] = await Promise.all([loadActivityPageTexts(app.db, product.id, language), loadImageAlts(app.db, 'activity_only_product', [product.id], language)]);
    if (!texts) throw notFound('params.productId', params.productId, 'activity voucher');
    const label = product.labels[language];
    const centre = activityCentreSummary(app.catalog, product, language);
    const city = app.catalog.place(product.activityCenter.cityId);
    const participants = product.prices.map((price) => price.participants);
    const uri = `/activity/${product.id}/${product.slug}`;
    return {
      id: product.id,
      label,
      description: texts.description,
      uri,
      published: texts.published,
      activityCenter: { ...centre, location: { ...centre.location, address: texts.address, zipCode: texts.zipCode } },
      activities: product.activityIds.flatMap((activityId) => {
        const type = app.catalog.activityType(activityId);
        return type ? [{ activityId, title: type.names[language] }] : [];
      }),
      images: product.imageIds.map((id) => image(id, alts.get(id) ?? label)),
      prices: activityPrices(product, query.locale),
      minParticipants: Math.min(...participants),
      maxParticipants: Math.max(...participants),
      breadcrumb: city ? placeBreadcrumb(app.catalog, city, language) : [],
      pageModel: pageMeta(query.locale, uri, { title: label, description: texts.description.slice(0, DESCRIPTION_LENGTH) }, product.markets),
    };
  });
}
