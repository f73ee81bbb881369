import { imageWriter, labels, names, type CatalogRows } from './catalog-rows';
import { ACTIVITY_GROUPS, ACTIVITY_TYPES, HOTEL_ATTRIBUTES, THEMES } from './catalog-vocabulary';
import { generateActivityOnly } from './generate-activity-only';
import { generateHotels } from './generate-hotels';
import { generateOffers } from './generate-offers';
import { generatePlaces } from './generate-places';
import { generateReviews } from './generate-reviews';
import { calendarLength, calendarStart } from './seed-calendar';
import { cityPicker } from './seed-locations';
import { SeededRandom, slugify } from './seeded-random';

/** Sizes of the full catalog (`scale` 1); smaller scales shrink everything but places and vocabularies. */
export const FULL_SCALE = { hotels: 2_100, activityOnlyProducts: 520, reviews: 30_000 } as const;

/** The seed of the generator: changing it changes every generated row. */
const SEED = 20_240_613;

/** The vocabularies phase: themes, activity types and hotel attributes, as the catalog lists them. */
function vocabularyRows(): Pick<CatalogRows, 'themes' | 'activity_type_groups' | 'activity_types' | 'hotel_attributes'> {
  return {
    themes: THEMES.map((theme) => ({ id: theme.id, icon_group: theme.iconGroup, slug: slugify(theme.names.en), ...names(theme.names) })),
    activity_type_groups: ACTIVITY_GROUPS.map((group, position) => ({ key: group.key, position, ...names(group.names) })),
    activity_types: ACTIVITY_TYPES.map((activity) => ({ id: activity.id, group_key: activity.group, ...names(activity.names) })),
    hotel_attributes: Object.entries(HOTEL_ATTRIBUTES).flatMap(([kind, values]) =>
      values.map((value, position) => ({ kind, value: value.value, position, ...labels(value.label) })),
    ),
  };
}

/**
 * Generates the whole catalog in memory, deterministically: the same options give the same rows.
 * Each phase draws from its own forked generator, so changing one phase leaves the others alone;
 * the phases run in order because each builds on the rows of the ones before.
 */
export function generateCatalog(options: { startDate: string | Date; scale: number }): CatalogRows {
  const start = calendarStart(options.startDate);
  const days = calendarLength(start);
  const scale = options.scale;
  const root = new SeededRandom(SEED);
  const { rows: places, cities, landmarks } = generatePlaces();
  const pickCity = cityPicker(cities);

  const rows: CatalogRows = {
    places,
    ...vocabularyRows(),
    hotels: [],
    offers: [],
    offer_program_lines: [],
    offer_gift_prices: [],
    offer_calendars: [],
    activity_centers: [],
    activity_only_products: [],
    activity_only_prices: [],
    reviews: [],
    images: [],
  };
  const addImages = imageWriter(rows.images);

  const hotels = generateHotels(root.fork(1), { rows, addImages, hotelCount: Math.max(4, Math.round(FULL_SCALE.hotels * scale)), landmarks, pickCity });
  generateOffers(root.fork(2), { rows, addImages, hotels, start, days });
  const centers = generateActivityOnly(root.fork(3), { rows, addImages, productCount: Math.max(3, Math.round(FULL_SCALE.activityOnlyProducts * scale)), pickCity });
  generateReviews(root.fork(4), { rows, hotels, centers, reviewCount: Math.round(FULL_SCALE.reviews * scale), start });
  return rows;
}
