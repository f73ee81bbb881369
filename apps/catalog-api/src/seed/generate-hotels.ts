import type { CountryCode } from '@escapade/util-market';
import type { LocalizedText } from '../catalog/catalog-snapshot';
import { type AddImages, type CatalogRows } from './catalog-rows';
import { HOTEL_ATTRIBUTES } from './catalog-vocabulary';
import { hotelDescription, hotelName } from './copy-templates';
import type { SeedCity, SeedPlaces } from './generate-places';
import { streetAddress } from './seed-locations';
import { clamp, roundTo } from './seed-numbers';
import { slugify, type SeededRandom } from './seeded-random';

/** What later phases need to know about a generated hotel (its offers and reviews follow from it). */
export interface HotelSeed {
  id: number;
  city: SeedCity;
  country: CountryCode;
  environment: string;
  stars: number;
  facilities: string[];
  label: string;
  /** The score its reviews cluster around. */
  quality: number;
  /** Its share of the reviews (0: never reviewed). */
  reviewWeight: number;
}

/**
 * The hotels phase: places each hotel in a city or a resort, then draws its stars, environment,
 * type, facilities, taxes and copy; adds its rows and pictures.
 */
export function generateHotels(
  hotelRandom: SeededRandom,
  {
    rows,
    addImages,
    hotelCount,
    landmarks,
    pickCity,
  }: { rows: CatalogRows; addImages: AddImages; hotelCount: number; landmarks: SeedPlaces['landmarks']; pickCity: (random: SeededRandom) => SeedCity },
): HotelSeed[] {
  const facilityLabels = new Map(HOTEL_ATTRIBUTES.facility.map((facility) => [facility.value, facility.label]));
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
  return hotels;
}
