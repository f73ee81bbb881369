import type { Insertable } from 'kysely';
import { MARKETING_LABELS } from '@escapade/api-contract';
import type { Database } from '../db/database-schema';
import { labels, titles, type AddImages, type CatalogRows } from './catalog-rows';
import { ACTIVITY_TYPES, FAMILY_THEME_ID } from './catalog-vocabulary';
import { BREAKFAST_TITLE, DINNER_TITLES, offerLabel, ROOM_TITLES } from './copy-templates';
import type { HotelSeed } from './generate-hotels';
import { addDays, weekdayOf } from '@escapade/util-market';
import { marketsFor } from './seed-markets';
import { clamp, roundTo } from './seed-numbers';
import { slugify, type SeededRandom } from './seeded-random';

const BASE_NIGHT_PRICE: Readonly<Record<number, number>> = { 1: 6_000, 2: 8_000, 3: 11_000, 4: 16_000, 5: 26_000 };
/** Season factor per month (January first): summer and December cost more. */
const MONTH_FACTOR = [0.85, 0.9, 0.95, 1, 1.05, 1.15, 1.3, 1.35, 1.1, 1, 0.9, 1.1];

const ENVIRONMENT_THEMES: Readonly<Record<string, number>> = { seaside: 9, mountain: 10, countryside: 12, city: 13, lake: 19, vineyard: 4, forest: 6 };
const ENVIRONMENT_ACTIVITIES: Readonly<Record<string, readonly number[]>> = {
  seaside: [306, 504, 302, 101, 102],
  mountain: [308, 301, 307, 309, 101],
  lake: [306, 302, 504, 301],
  vineyard: [202, 201, 304, 203],
  countryside: [303, 304, 301, 505, 203],
  forest: [301, 303, 304, 503],
  city: [401, 402, 404, 501, 204, 205],
};

/**
 * The weekend offers phase: two to four offers per hotel, each with its program, 12 months of
 * nightly prices and minimum stays from `start`, and its gift price list when it can be offered.
 */
export function generateOffers(
  offerRandom: SeededRandom,
  { rows, addImages, hotels, start, days }: { rows: CatalogRows; addImages: AddImages; hotels: readonly HotelSeed[]; start: string; days: number },
): void {
  const activityById = new Map(ACTIVITY_TYPES.map((activity) => [activity.id, activity]));
  let offerId = 1;
  for (const hotel of hotels) {
    const random = offerRandom;
    const offerCount = random.weighted([
      [2, 1],
      [3, 2],
      [4, 1],
    ] as const);
    const hotelRow = rows.hotels[hotel.id - 1];
    const closure = random.chance(0.25) ? { from: random.pick([0, 5, 10]) * 30 + random.int(0, 20), length: random.int(14, 28) } : null;
    for (let n = 0; n < offerCount; n++) {
      const id = offerId++;
      const nights = random.weighted([
        [1, 80],
        [2, 17],
        [3, 3],
      ] as const);
      const candidates = [...(ENVIRONMENT_ACTIVITIES[hotel.environment] ?? []), ...(hotel.facilities.includes('spa') ? [101, 102, 103, 104] : []), 201, 202, 401];
      const activityIds = [
        ...new Set(
          random.sample(
            candidates,
            random.weighted([
              [0, 2],
              [1, 5],
              [2, 3],
            ] as const),
          ),
        ),
      ].sort((a, b) => a - b);
      const withDinner = activityIds.includes(201) || random.chance(0.45);
      const themeIds = new Set<number>([ENVIRONMENT_THEMES[hotel.environment]]);
      for (const activityId of activityIds) {
        const themeId = activityById.get(activityId)?.themeId;
        if (themeId) themeIds.add(themeId);
      }
      const styles = hotelRow.hotel_styles as string[];
      if (styles.includes('romantic') || random.chance(0.25)) themeIds.add(1);
      if (styles.includes('family') || random.chance(0.15)) themeIds.add(FAMILY_THEME_ID);
      if (hotel.stars === 5 || styles.includes('luxury')) themeIds.add(22);
      if (hotelRow.hotel_type === 'castle' || hotelRow.hotel_type === 'manor') themeIds.add(14);
      if (hotelRow.hotel_type === 'unusual') themeIds.add(8);
      if (hotel.facilities.includes('pets')) themeIds.add(16);
      if ((hotelRow.eco_facilities as string[]).length >= 3) themeIds.add(21);
      if (random.chance(0.08)) themeIds.add(23);
      if (hotel.environment === 'city' && random.chance(0.1)) themeIds.add(20);
      const sortedThemes = [...themeIds].sort((a, b) => a - b);
      const labelTheme = themeIds.has(1) && random.chance(0.35) ? 'romantic' : themeIds.has(FAMILY_THEME_ID) && random.chance(0.5) ? 'family' : null;
      const labelsText = offerLabel({
        city: hotel.city.names,
        phrases: activityIds.map((activityId) => (activityById.get(activityId) as (typeof ACTIVITY_TYPES)[number]).phrase),
        nights,
        themeIconGroup: labelTheme,
      });
      const promo = random.chance(0.4) ? random.pick([5, 10, 15, 20, 25, 30, 40]) : 0;
      const cancellationType = random.weighted([
        ['FREE', 50],
        ['PARTIAL', 25],
        ['NCNR', 25],
      ] as const);
      const giftable = random.chance(0.6);
      rows.offers.push({
        id,
        hotel_id: hotel.id,
        ...labels(labelsText),
        slug: `${slugify(labelsText.fr).slice(0, 80)}-${id}`,
        markets: marketsFor(random, hotel.country),
        theme_ids: sortedThemes,
        activity_ids: activityIds,
        nights,
        promo,
        cancellation_type: cancellationType,
        cancellation_days: cancellationType === 'NCNR' ? 0 : random.pick(cancellationType === 'FREE' ? [2, 3, 7, 14] : [7, 14, 30]),
        marketing_labels: random
          .sample(
            MARKETING_LABELS,
            random.weighted([
              [0, 6],
              [1, 3],
              [2, 1],
            ] as const),
          )
          .sort(),
        last_minute: random.chance(0.1),
        available_rooms: random.weighted([
          [random.int(1, 3), 2],
          [random.int(4, 12), 5],
        ] as const),
        popularity: Math.round(-Math.log(1 - random.next()) * 120),
        is_giftable: giftable,
      });

      // Program: the room, breakfasts, dinners and activities of the stay.
      const lines: Omit<Insertable<Database['offer_program_lines']>, 'offer_id' | 'position'>[] = [
        { type: 'ROOM', activity_id: null, quantity: nights, ...titles(ROOM_TITLES[clamp(hotel.stars - 1 + random.int(-1, 0), 0, ROOM_TITLES.length - 1)]) },
        { type: 'BREAKFAST', activity_id: null, quantity: nights * 2, ...titles(BREAKFAST_TITLE) },
      ];
      if (withDinner) {
        const gourmet = activityIds.includes(201);
        lines.push({
          type: 'DINNER',
          activity_id: gourmet ? 201 : null,
          quantity: 2,
          ...titles(gourmet ? (activityById.get(201) as (typeof ACTIVITY_TYPES)[number]).names : random.pick(DINNER_TITLES)),
        });
      }
      for (const activityId of activityIds) {
        if (activityId !== 201)
          lines.push({ type: 'ACTIVITY', activity_id: activityId, quantity: 2, ...titles((activityById.get(activityId) as (typeof ACTIVITY_TYPES)[number]).names) });
      }
      lines.forEach((line, position) => rows.offer_program_lines.push({ offer_id: id, position, ...line }));

      // Calendar: nightly prices for two adults over 12 months, closed days null, minimum stays.
      const extras = activityIds.reduce((sum, activityId) => sum + (activityById.get(activityId)?.price ?? 0) * 2, 0) + (withDinner && !activityIds.includes(201) ? 6_000 : 0);
      const nightly = BASE_NIGHT_PRICE[hotel.stars] * clamp(random.normal(1, 0.15), 0.7, 1.4) + extras / nights;
      const weekendOnly = random.chance(0.15);
      const closedRate = random.pick([0.02, 0.05, 0.1]);
      const prices: (number | null)[] = [];
      const minLos: number[] = [];
      for (let day = 0; day < days; day++) {
        const date = addDays(start, day);
        // 0 = Sunday … 6 = Saturday.
        const weekday = weekdayOf(date) % 7;
        const month = Number(date.slice(5, 7)) - 1;
        const isWeekendNight = weekday === 5 || weekday === 6;
        const closedByHotel = closure !== null && day >= closure.from && day < closure.from + closure.length;
        const closed = closedByHotel || (weekendOnly && weekday >= 1 && weekday <= 4) || random.chance(closedRate);
        prices.push(closed ? null : roundTo(nightly * MONTH_FACTOR[month] * (isWeekendNight ? 1.15 : 1), 100));
        minLos.push(nights > 1 ? nights : weekday === 6 && MONTH_FACTOR[month] >= 1.3 && random.chance(0.5) ? 2 : 1);
      }
      rows.offer_calendars.push({ offer_id: id, start_date: start, prices, min_los: minLos, max_los: nights > 1 ? 14 : 7 });

      if (giftable) {
        const open = prices.filter((price): price is number => price !== null).sort((a, b) => a - b);
        const median = open.length > 0 ? open[open.length >> 1] : Math.round(nightly);
        for (let giftNights = nights; giftNights <= Math.min(nights + 2, 4); giftNights++) {
          rows.offer_gift_prices.push({ offer_id: id, nights: giftNights, sell_price: Math.ceil((median * giftNights) / 500) * 500 });
        }
      }
      const offerSubjects = ['room', ...activityIds.slice(0, 2).map((activityId) => `activity:${activityId}`), ...(withDinner ? ['restaurant'] : ['breakfast'])];
      addImages('offer', id, hotel.label, offerSubjects);
    }
  }
}
