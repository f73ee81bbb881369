import type { CatalogLanguage } from '../catalog/catalog-snapshot';
import type { SeedCity } from './generate-places';
import type { SeededRandom } from './seeded-random';

/** Picks cities with a chance growing with the square root of their population (big towns get more hotels). */
export function cityPicker(cities: readonly SeedCity[]): (random: SeededRandom) => SeedCity {
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

const STREETS: Readonly<Record<'fr' | 'es' | 'it' | 'nl', readonly string[]>> = {
  fr: ['rue de la République', 'rue Victor-Hugo', 'rue du Château', 'avenue de la Gare', 'quai du Port', 'place du Marché', 'chemin des Vignes'],
  es: ['Calle Mayor', 'Calle Real', 'Avenida del Mar', 'Plaza de España', 'Calle San Juan', 'Paseo de la Alameda'],
  it: ['Via Roma', 'Via Garibaldi', 'Corso Vittorio Emanuele', 'Piazza Dante', 'Via Mazzini', 'Via Cavour'],
  nl: ['Kerkstraat', 'Dorpsstraat', 'Molenweg', 'Stationsweg', 'Markt', 'Havenkade'],
};

/** A street address written the way the city's language writes it (number first in French, last elsewhere). */
export function streetAddress(random: SeededRandom, language: CatalogLanguage): string {
  const number = random.int(1, 120);
  const street = random.pick(STREETS[language === 'en' ? 'fr' : language]);
  return language === 'fr' ? `${number} ${street}` : language === 'es' || language === 'it' ? `${street}, ${number}` : `${street} ${number}`;
}
