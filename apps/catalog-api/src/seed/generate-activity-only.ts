import { labels, type AddImages, type CatalogRows } from './catalog-rows';
import { ACTIVITY_GROUPS, ACTIVITY_TYPES } from './catalog-vocabulary';
import { activityCenterName, activityOnlyDescription, perLanguage } from './copy-templates';
import type { SeedCity } from './generate-places';
import { streetAddress } from './seed-locations';
import { marketsFor } from './seed-markets';
import { clamp, roundTo } from './seed-numbers';
import { slugify, type SeededRandom } from './seeded-random';

/** An activity center as the reviews phase needs it. */
export interface ActivityCenterSeed {
  id: number;
  group: string;
  city: SeedCity;
}

/**
 * The activity-only phase: centers in cities, then vouchers for one or two activities of a
 * center's group, priced per number of participants.
 */
export function generateActivityOnly(
  activityRandom: SeededRandom,
  { rows, addImages, productCount, pickCity }: { rows: CatalogRows; addImages: AddImages; productCount: number; pickCity: (random: SeededRandom) => SeedCity },
): ActivityCenterSeed[] {
  const centerCount = Math.max(2, Math.ceil(productCount * 0.6));
  const centers: ActivityCenterSeed[] = [];
  for (let id = 1; id <= centerCount; id++) {
    const random = activityRandom;
    const group = random.pick(ACTIVITY_GROUPS).key;
    const city = pickCity(random);
    centers.push({ id, group, city });
    rows.activity_centers.push({
      id,
      label: activityCenterName(random, group, city.language, city.localName),
      city_id: city.id,
      latitude: Math.round((city.latitude + random.normal(0, 0.02)) * 1e5) / 1e5,
      longitude: Math.round((city.longitude + random.normal(0, 0.02)) * 1e5) / 1e5,
      stars: group === 'wellness' && random.chance(0.4) ? random.int(3, 5) : 0,
      address: streetAddress(random, city.language),
      zip_code: city.postalCode,
    });
  }
  for (let id = 1; id <= productCount; id++) {
    const random = activityRandom;
    const center = centers[(id - 1) % centers.length];
    const groupActivities = ACTIVITY_TYPES.filter((activity) => activity.group === center.group);
    const activities = random
      .sample(
        groupActivities,
        random.weighted([
          [1, 4],
          [2, 1],
        ] as const),
      )
      .sort((a, b) => a.id - b.id);
    const maxParticipants = center.group === 'leisure' && random.chance(0.4) ? 4 : 2;
    const labelText = perLanguage((language) => {
      const list = activities.map((activity, index) => (index === 0 ? activity.names[language] : activity.names[language].toLowerCase()));
      const joined = list.length > 1 ? `${list[0]} ${{ fr: 'et', es: 'y', it: 'e', nl: 'en', en: 'and' }[language]} ${list[1]}` : list[0];
      const city = center.city.names[language];
      return { fr: `${joined} à ${city}`, es: `${joined} en ${city}`, it: `${joined} a ${city}`, nl: `${joined} in ${city}`, en: `${joined} in ${city}` }[language];
    });
    const description = activityOnlyDescription(
      activities.map((activity) => activity.names),
      center.city.names,
      2,
    );
    const promo = random.chance(0.35) ? random.pick([10, 15, 20, 25]) : 0;
    rows.activity_only_products.push({
      id,
      activity_center_id: center.id,
      ...labels(labelText),
      description_fr: description.fr,
      description_es: description.es,
      description_it: description.it,
      description_nl: description.nl,
      description_en: description.en,
      slug: `${slugify(labelText.fr).slice(0, 80)}-${id}`,
      markets: marketsFor(random, center.city.countryCode),
      activity_ids: activities.map((activity) => activity.id),
      theme_ids: [...new Set(activities.map((activity) => activity.themeId).filter((themeId): themeId is number => themeId !== null))].sort((a, b) => a - b),
      popularity: Math.round(-Math.log(1 - random.next()) * 80),
      published: random.chance(0.97),
      review_count: 0,
      review_average: null,
    });
    const unit = roundTo(activities.reduce((sum, activity) => sum + activity.price, 0) * clamp(random.normal(1, 0.15), 0.7, 1.4), 100);
    for (let participants = 1; participants <= maxParticipants; participants++) {
      const sellPrice = roundTo(unit * participants * (participants >= 2 ? 0.95 : 1), 100);
      rows.activity_only_prices.push({ product_id: id, participants, sell_price: sellPrice, ref_price: promo === 0 ? sellPrice : roundTo(sellPrice / (1 - promo / 100), 100) });
    }
    addImages('activity_only_product', id, rows.activity_centers[center.id - 1].label, [...activities.map((activity) => `activity:${activity.id}`), 'facade', 'view']);
  }
  return centers;
}
