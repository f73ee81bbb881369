import type { Insertable } from 'kysely';
import type { CatalogLanguage, CatalogMarket, CountryCode, LocalizedText } from '../catalog/catalog-snapshot';
import type { Database } from '../db/database-schema';
import { ACTIVITY_GROUPS, ACTIVITY_TYPES, FAMILY_THEME_ID, HOTEL_ATTRIBUTES, THEMES } from './catalog-vocabulary';
import {
  activityCenterName,
  activityOnlyDescription,
  BREAKFAST_TITLE,
  customerDisplayName,
  DINNER_TITLES,
  hotelDescription,
  hotelName,
  IMAGE_SUBJECTS,
  offerLabel,
  perLanguage,
  reviewComments,
  ROOM_TITLES,
  type ReviewLanguage,
} from './copy-templates';
import { generatePlaces, type SeedCity } from './generate-places';
import { SeededRandom, slugify } from './seeded-random';

/** Rows of every catalog table, in insertion order. */
export type CatalogRows = { [Table in keyof Database]: Insertable<Database[Table]>[] };

/** Sizes of the full catalog (`scale` 1); smaller scales shrink everything but places and vocabularies. */
export const FULL_SCALE = { hotels: 2_100, activityOnlyProducts: 520, reviews: 30_000 } as const;

/** The seed of the generator: changing it changes every generated row. */
const SEED = 20_240_613;

const DAY_MS = 86_400_000;

/** ISO date of a UTC timestamp. */
const isoDate = (time: number): string => new Date(time).toISOString().slice(0, 10);
const round1 = (value: number): number => Math.round(value * 10) / 10;
const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
const roundTo = (value: number, step: number): number => Math.round(value / step) * step;

/**
 * The first day of the calendars: the first of the start date's month, so 12 whole months follow.
 * Accepts an ISO date or a Date (its UTC day).
 */
export function calendarStart(startDate: string | Date): string {
  const iso = typeof startDate === 'string' ? startDate : isoDate(startDate.getTime());
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) throw new Error(`startDate must be an ISO date (yyyy-MM-dd), got ${iso}`);
  return `${iso.slice(0, 7)}-01`;
}

/** Number of days in the 12 months from `start` (365 or 366). */
export function calendarLength(start: string): number {
  const [year, month] = start.split('-').map(Number);
  return Math.round((Date.UTC(year + 1, month - 1, 1) - Date.UTC(year, month - 1, 1)) / DAY_MS);
}

/** Picks cities with a chance growing with the square root of their population (big towns get more hotels). */
function cityPicker(cities: readonly SeedCity[]): (random: SeededRandom) => SeedCity {
  const cumulative: number[] = [];
  let total = 0;
  for (const city of cities) {
    total += Math.sqrt(city.population);
    cumulative.push(total);
  }
  return (random) => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] <= target) low = middle + 1;
      else high = middle;
    }
    return cities[low];
  };
}

const HOME_MARKETS: Readonly<Record<CountryCode, readonly CatalogMarket[]>> = {
  FR: ['fr_FR', 'fr_BE'],
  ES: ['es_ES'],
  IT: ['it_IT'],
  NL: ['nl_NL', 'nl_BE'],
  BE: ['fr_BE', 'nl_BE'],
};
const ALL_MARKETS: readonly CatalogMarket[] = ['fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE'];

/** Markets an offer is sold in: always its home markets, often the neighbours too. */
function marketsFor(random: SeededRandom, country: CountryCode): CatalogMarket[] {
  const home = HOME_MARKETS[country];
  return ALL_MARKETS.filter((market) => home.includes(market) || random.chance(market === 'fr_FR' ? 0.8 : 0.45));
}

const MARKET_LANGUAGE: Readonly<Record<CatalogMarket, ReviewLanguage>> = { fr_FR: 'fr', es_ES: 'es', it_IT: 'it', nl_NL: 'nl', fr_BE: 'fr', nl_BE: 'nl' };

const STREETS: Readonly<Record<'fr' | 'es' | 'it' | 'nl', readonly string[]>> = {
  fr: ['rue de la République', 'rue Victor-Hugo', 'rue du Château', 'avenue de la Gare', 'quai du Port', 'place du Marché', 'chemin des Vignes'],
  es: ['Calle Mayor', 'Calle Real', 'Avenida del Mar', 'Plaza de España', 'Calle San Juan', 'Paseo de la Alameda'],
  it: ['Via Roma', 'Via Garibaldi', 'Corso Vittorio Emanuele', 'Piazza Dante', 'Via Mazzini', 'Via Cavour'],
  nl: ['Kerkstraat', 'Dorpsstraat', 'Molenweg', 'Stationsweg', 'Markt', 'Havenkade'],
};

function streetAddress(random: SeededRandom, language: CatalogLanguage): string {
  const number = random.int(1, 120);
  const street = random.pick(STREETS[language === 'en' ? 'fr' : language]);
  return language === 'fr' ? `${number} ${street}` : language === 'es' || language === 'it' ? `${street}, ${number}` : `${street} ${number}`;
}

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

interface HotelSeed {
  id: number;
  city: SeedCity;
  country: CountryCode;
  environment: string;
  stars: number;
  facilities: string[];
  label: string;
  quality: number;
  reviewWeight: number;
}

/**
 * Generates the whole catalog in memory, deterministically: the same options give the same rows.
 * Each part draws from its own forked generator, so changing one part leaves the others alone.
 */
export function generateCatalog(options: { startDate: string | Date; scale: number }): CatalogRows {
  const start = calendarStart(options.startDate);
  const startTime = Date.parse(`${start}T00:00:00Z`);
  const days = calendarLength(start);
  const scale = options.scale;
  const root = new SeededRandom(SEED);
  const { rows: places, cities, landmarks } = generatePlaces();
  const pickCity = cityPicker(cities);
  const activityById = new Map(ACTIVITY_TYPES.map((activity) => [activity.id, activity]));
  const facilityLabels = new Map(HOTEL_ATTRIBUTES.facility.map((facility) => [facility.value, facility.label]));

  const rows: CatalogRows = {
    places,
    themes: THEMES.map((theme) => ({ id: theme.id, icon_group: theme.iconGroup, slug: slugify(theme.names.en), ...names(theme.names) })),
    activity_type_groups: ACTIVITY_GROUPS.map((group, position) => ({ key: group.key, position, ...names(group.names) })),
    activity_types: ACTIVITY_TYPES.map((activity) => ({ id: activity.id, group_key: activity.group, ...names(activity.names) })),
    hotel_attributes: Object.entries(HOTEL_ATTRIBUTES).flatMap(([kind, values]) =>
      values.map((value, position) => ({ kind, value: value.value, position, ...labels(value.label) })),
    ),
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

  let nextImageId = 1;
  const addImages = (ownerType: string, ownerId: number, label: string, subjects: readonly string[]): void => {
    subjects.forEach((subject, position) => {
      const activity = subject.startsWith('activity:') ? activityById.get(Number(subject.slice(9))) : undefined;
      const alt = activity
        ? perLanguage((language) => `${activity.names[language]} – ${label}`)
        : perLanguage((language) => IMAGE_SUBJECTS[subject][language].replace('{label}', label));
      rows.images.push({
        id: nextImageId++,
        owner_type: ownerType,
        owner_id: ownerId,
        position,
        subject,
        alt_fr: alt.fr,
        alt_es: alt.es,
        alt_it: alt.it,
        alt_nl: alt.nl,
        alt_en: alt.en,
      });
    });
  };

  // Hotels.
  const hotelRandom = root.fork(1);
  const hotelCount = Math.max(4, Math.round(FULL_SCALE.hotels * scale));
  const usedSlugs = new Set<string>();
  const hotels: HotelSeed[] = [];
  const resorts = landmarks.filter((landmark) => landmark.kind === 'searesort' || landmark.kind === 'skiresort' || landmark.kind === 'touristicregion');
  for (let id = 1; id <= hotelCount; id++) {
    const random = hotelRandom;
    const resort = random.chance(0.12) ? random.pick(resorts) : null;
    const city = resort ? resort.nearestCity : pickCity(random);
    const anchor = resort ?? city;
    const latitude = Math.round((anchor.latitude + random.normal(0, resort ? 0.01 : 0.015)) * 1e5) / 1e5;
    const longitude = Math.round((anchor.longitude + random.normal(0, resort ? 0.01 : 0.015)) * 1e5) / 1e5;
    const stars = random.weighted([
      [1, 3],
      [2, 12],
      [3, 40],
      [4, 35],
      [5, 10],
    ] as const);
    const environment =
      resort?.kind === 'searesort'
        ? 'seaside'
        : resort?.kind === 'skiresort'
          ? 'mountain'
          : random.weighted([
              ['city', city.population > 100_000 ? 60 : 25],
              ['countryside', 25],
              ['seaside', 10],
              ['mountain', 8],
              ['lake', 7],
              ['forest', 8],
              ['vineyard', 7],
            ] as const);
    const hotelType =
      stars >= 4 && random.chance(0.25)
        ? random.pick(['castle', 'manor'])
        : environment === 'countryside' || environment === 'vineyard'
          ? random.weighted([
              ['guesthouse', 3],
              ['farmstay', 2],
              ['hotel', 4],
              ['unusual', 1],
            ] as const)
          : random.weighted([
              ['hotel', 12],
              ['villa', 1],
              ['guesthouse', 2],
              ['unusual', 1],
            ] as const);
    const hotelStyles = random
      .sample(
        HOTEL_ATTRIBUTES.hotelStyle.map((style) => style.value),
        random.int(1, 3),
      )
      .sort();
    const petsAllowed = random.chance(0.35);
    const facilities = [
      'free-wifi',
      'parking',
      'restaurant',
      'bar',
      'terrace',
      'garden',
      'pool',
      'indoor-pool',
      'spa',
      'sauna',
      'jacuzzi',
      'air-conditioning',
      'fitness',
      'ev-charging',
      'accessible',
      'kids-club',
      'room-service',
    ].filter((facility) => {
      const probability: Record<string, number> = {
        'free-wifi': 0.95,
        parking: 0.7,
        restaurant: 0.4 + stars * 0.1,
        bar: 0.3 + stars * 0.1,
        terrace: 0.55,
        garden: environment === 'city' ? 0.2 : 0.7,
        pool: stars >= 4 ? 0.6 : 0.25,
        'indoor-pool': stars >= 4 ? 0.3 : 0.05,
        spa: stars >= 4 ? 0.55 : 0.12,
        sauna: stars >= 4 ? 0.4 : 0.1,
        jacuzzi: 0.2,
        'air-conditioning': 0.5,
        fitness: stars >= 4 ? 0.5 : 0.1,
        'ev-charging': 0.3,
        accessible: 0.5,
        'kids-club': hotelStyles.includes('family') ? 0.6 : 0.05,
        'room-service': stars >= 4 ? 0.7 : 0.1,
      };
      return random.chance(probability[facility]);
    });
    if (petsAllowed) facilities.push('pets');
    facilities.sort();
    const label = hotelName(random, city.language, city.localName);
    let slug = slugify(`${label} ${city.localName}`);
    if (usedSlugs.has(slug)) slug = `${slug}-${id}`;
    usedSlugs.add(slug);
    const rooms = random.int(6, 20 + stars * 15);
    const description = hotelDescription(random, {
      label,
      city: city.names,
      stars,
      environment,
      rooms,
      facilities: random
        .sample(
          facilities.filter((facility) => facility !== 'free-wifi' && facility !== 'pets'),
          3,
        )
        .map((facility) => facilityLabels.get(facility) as LocalizedText)
        .concat(facilities.length < 4 ? [facilityLabels.get('free-wifi') as LocalizedText] : []),
    });
    const country = city.countryCode;
    const localTax =
      country === 'NL'
        ? { type: 'BOOKING_PERCENTAGE', amount: 0, percentage: random.pick([5, 7, 9.5, 12.5]) }
        : country === 'BE'
          ? { type: 'PER_ROOM_PER_NIGHT', amount: roundTo(random.int(250, 500), 10), percentage: null }
          : country === 'ES' && random.chance(0.6)
            ? { type: 'NONE', amount: 0, percentage: null }
            : { type: 'PER_PERSON_PER_NIGHT', amount: roundTo(40 + stars * random.int(30, 80), 10), percentage: null };
    rows.hotels.push({
      id,
      label,
      slug,
      stars,
      city_id: city.id,
      latitude,
      longitude,
      address: streetAddress(random, city.language),
      zip_code: city.postalCode,
      hotel_type: hotelType,
      hotel_environment: environment,
      hotel_styles: hotelStyles,
      facilities,
      highlighted_facilities: facilities.filter((facility) => facility !== 'free-wifi' && facility !== 'parking').slice(0, 3),
      eco_facilities: random
        .sample(
          HOTEL_ATTRIBUTES.ecoFacility.map((eco) => eco.value),
          random.weighted([
            [0, 3],
            [1, 3],
            [2, 2],
            [3, 1],
            [4, 1],
          ] as const),
        )
        .sort(),
      checkin_time: random.pick(['14:00', '15:00', '15:00', '16:00']),
      checkout_time: random.pick(['10:30', '11:00', '11:00', '12:00']),
      pets_allowed: petsAllowed,
      pets_price: petsAllowed ? random.pick([0, 1_000, 1_500, 2_000, 2_500]) : null,
      pets_max_weight: petsAllowed ? random.pick([null, 10, 15, 25]) : null,
      pets_max_number_of_pets: petsAllowed
        ? random.weighted([
            [1, 4],
            [2, 1],
          ] as const)
        : 1,
      local_tax_amount: localTax.amount,
      local_tax_currency: 'EUR',
      local_tax_type: localTax.type,
      local_tax_percentage: localTax.percentage,
      local_tax_to_be_paid_at_hotel: country !== 'NL' || random.chance(0.3),
      description_fr: description.fr,
      description_es: description.es,
      description_it: description.it,
      description_nl: description.nl,
      description_en: description.en,
      review_count: 0,
      review_average: null,
    });
    const subjects = [
      'facade',
      'room',
      ...(facilities.includes('pool') ? ['pool'] : []),
      ...(facilities.includes('spa') ? ['spa'] : []),
      ...(facilities.includes('restaurant') ? ['restaurant'] : []),
      random.pick(['garden', 'view', 'breakfast']),
    ];
    addImages('hotel', id, label, subjects);
    hotels.push({
      id,
      city,
      country,
      environment,
      stars,
      facilities,
      label,
      quality: clamp(random.normal(8.3, 0.6), 5.5, 9.8),
      reviewWeight: random.chance(0.06) ? 0 : -Math.log(1 - random.next()),
    });
  }

  // Weekend offers, with their program, calendar and gift price list.
  const offerRandom = root.fork(2);
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
            ['NEW', 'BEST_SELLER', 'EXCLUSIVE', 'FLASH_SALE', 'STAFF_PICK'],
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
        const date = new Date(startTime + day * DAY_MS);
        const weekday = date.getUTCDay();
        const isWeekendNight = weekday === 5 || weekday === 6;
        const closedByHotel = closure !== null && day >= closure.from && day < closure.from + closure.length;
        const closed = closedByHotel || (weekendOnly && weekday >= 1 && weekday <= 4) || random.chance(closedRate);
        prices.push(closed ? null : roundTo(nightly * MONTH_FACTOR[date.getUTCMonth()] * (isWeekendNight ? 1.15 : 1), 100));
        minLos.push(nights > 1 ? nights : weekday === 6 && MONTH_FACTOR[date.getUTCMonth()] >= 1.3 && random.chance(0.5) ? 2 : 1);
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

  // Activity centers and activity-only vouchers.
  const activityRandom = root.fork(3);
  const productCount = Math.max(3, Math.round(FULL_SCALE.activityOnlyProducts * scale));
  const centerCount = Math.max(2, Math.ceil(productCount * 0.6));
  const centers: { id: number; group: string; city: SeedCity }[] = [];
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

  // Reviews: most for hotels, some for activity vouchers; scores cluster around each owner's quality.
  const reviewRandom = root.fork(4);
  const reviewCount = Math.round(FULL_SCALE.reviews * scale);
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
      const language = MARKET_LANGUAGE[market];
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
        ] as const),
        review_date: isoDate(startTime - random.int(1, 730) * DAY_MS),
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

  return rows;
}

function names(text: LocalizedText) {
  return { name_fr: text.fr, name_es: text.es, name_it: text.it, name_nl: text.nl, name_en: text.en };
}

function labels(text: LocalizedText) {
  return { label_fr: text.fr, label_es: text.es, label_it: text.it, label_nl: text.nl, label_en: text.en };
}

function titles(text: LocalizedText) {
  return { title_fr: text.fr, title_es: text.es, title_it: text.it, title_nl: text.nl, title_en: text.en };
}

/** The day the calendars of a seed made now would start at (today's month). */
export function today(): string {
  return isoDate(Date.now());
}
