import type { ReviewStayType } from '@escapade/api-contract';
import type { CatalogRows } from './catalog-rows';
import { customerDisplayName, reviewComments } from './copy-templates';
import type { ActivityCenterSeed } from './generate-activity-only';
import type { HotelSeed } from './generate-hotels';
import { addDays, MARKETS } from '@escapade/util-market';
import { HOME_MARKETS } from './seed-markets';
import { clamp, round1 } from './seed-numbers';
import type { SeededRandom } from './seeded-random';

/**
 * The reviews phase: most for hotels, some for activity vouchers; scores cluster around each
 * owner's quality. Writes each owner's review count and average once every review is drawn.
 */
export function generateReviews(
  reviewRandom: SeededRandom,
  { rows, hotels, centers, reviewCount, start }: { rows: CatalogRows; hotels: readonly HotelSeed[]; centers: readonly ActivityCenterSeed[]; reviewCount: number; start: string },
): void {
  const productReviewCount = Math.round(reviewCount * 0.1);
  const hotelOwners = hotels.map((hotel) => ({
    kind: 'hotel' as const,
    id: hotel.id,
    country: hotel.country,
    language: hotel.city.language,
    quality: hotel.quality,
    weight: hotel.reviewWeight,
  }));
  const productOwners = rows.activity_only_products.map((product) => {
    const center = centers[(product.id - 1) % centers.length];
    return {
      kind: 'product' as const,
      id: product.id,
      country: center.city.countryCode,
      language: center.city.language,
      quality: clamp(reviewRandom.normal(8.6, 0.5), 6, 9.9),
      weight: reviewRandom.chance(0.1) ? 0 : -Math.log(1 - reviewRandom.next()),
    };
  });
  const scoreTotals = new Map<string, { count: number; sum: number }>();
  let reviewId = 1;
  for (const [owners, count] of [
    [hotelOwners, reviewCount - productReviewCount],
    [productOwners, productReviewCount],
  ] as const) {
    const cumulative: number[] = [];
    let total = 0;
    for (const owner of owners) cumulative.push((total += owner.weight));
    for (let n = 0; n < count && total > 0; n++) {
      const random = reviewRandom;
      const target = random.next() * total;
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (cumulative[middle] <= target) low = middle + 1;
        else high = middle;
      }
      const owner = owners[low];
      const homeMarkets = HOME_MARKETS[owner.country];
      const market = random.chance(0.65)
        ? owner.country === 'BE'
          ? owner.language === 'nl'
            ? 'nl_BE'
            : 'fr_BE'
          : homeMarkets[0]
        : random.weighted([
            ['fr_FR', 5],
            ['fr_BE', 1],
            ['nl_BE', 1],
            ['nl_NL', 2],
            ['es_ES', 1],
            ['it_IT', 1],
          ] as const);
      const language = MARKETS[market].language;
      const score = () => round1(clamp(random.normal(owner.quality, 0.8), 2, 10));
      const criteria = { welcoming: score(), comfort: score(), cleanliness: score(), food: score(), localization: score(), price_quality_ratio: score() };
      const average = round1(Object.values(criteria).reduce((sum, value) => sum + value, 0) / 6);
      const comments = reviewComments(random, language, average);
      rows.reviews.push({
        id: reviewId++,
        hotel_id: owner.kind === 'hotel' ? owner.id : null,
        activity_only_product_id: owner.kind === 'product' ? owner.id : null,
        locale: market,
        customer_display_name: customerDisplayName(random, language),
        stay_type: random.weighted([
          ['COUPLE', 50],
          ['FAMILY', 20],
          ['FRIENDS', 15],
          ['SOLO', 8],
          ['BUSINESS', 7],
        ] as const satisfies readonly (readonly [ReviewStayType, number])[]),
        review_date: addDays(start, -random.int(1, 730)),
        average,
        ...criteria,
        positive_comment: comments.positive,
        negative_comment: comments.negative,
      });
      const key = `${owner.kind}:${owner.id}`;
      const totals = scoreTotals.get(key) ?? { count: 0, sum: 0 };
      totals.count += 1;
      totals.sum += average;
      scoreTotals.set(key, totals);
    }
  }
  for (const hotel of rows.hotels) {
    const totals = scoreTotals.get(`hotel:${hotel.id}`);
    if (totals) Object.assign(hotel, { review_count: totals.count, review_average: round1(totals.sum / totals.count) });
  }
  for (const product of rows.activity_only_products) {
    const totals = scoreTotals.get(`product:${product.id}`);
    if (totals) Object.assign(product, { review_count: totals.count, review_average: round1(totals.sum / totals.count) });
  }
}
