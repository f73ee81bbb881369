import type { CatalogLanguage, LocalizedText } from '../catalog/catalog-snapshot';
import { text } from './catalog-vocabulary';
import type { SeededRandom } from './seeded-random';

/** Languages reviews are written in: those of the six markets. */
export type ReviewLanguage = Exclude<CatalogLanguage, 'en'>;

const LANGUAGES: readonly CatalogLanguage[] = ['fr', 'es', 'it', 'nl', 'en'];

/** Applies one function per language: how every multilingual text of the seed is produced. */
export function perLanguage(write: (language: CatalogLanguage) => string): LocalizedText {
  return Object.fromEntries(LANGUAGES.map((language) => [language, write(language)])) as unknown as LocalizedText;
}

/** Joins phrases as a sentence does: "a, b and c" in the language's own words. */
export function joinPhrases(phrases: readonly string[], language: CatalogLanguage): string {
  const and = { fr: 'et', es: 'y', it: 'e', nl: 'en', en: 'and' }[language];
  if (phrases.length <= 1) return phrases.join('');
  return `${phrases.slice(0, -1).join(', ')} ${and} ${phrases[phrases.length - 1]}`;
}

const capitalize = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1);

/** Hotel name patterns per local language; `{city}` is the town, the other slots come from word lists. */
const HOTEL_NAMES: Readonly<Record<'fr' | 'es' | 'it' | 'nl', { patterns: readonly string[]; words: readonly string[]; places: readonly string[] }>> = {
  fr: {
    patterns: [
      'Hôtel Les {word}',
      'Hôtel du {place}',
      'Le Relais de {city}',
      'Château de {city}',
      'Domaine des {word}',
      'Manoir des {word}',
      'La Bastide des {word}',
      'Hôtel de la Poste',
      'Auberge du {place}',
      'Les Jardins de {city}',
      'Grand Hôtel de {city}',
      'Hostellerie du {place}',
      'Le Clos des {word}',
      'Hôtel Le {place}',
    ],
    words: ['Tilleuls', 'Chênes', 'Pins', 'Oliviers', 'Glycines', 'Platanes', 'Marronniers', 'Saules', 'Cèdres', 'Lilas', 'Vignes', 'Roses', 'Hirondelles', 'Sources'],
    places: ['Parc', 'Lac', 'Moulin', 'Port', 'Vieux Pont', 'Golf', 'Cloître', 'Prieuré', 'Marché', 'Rempart', 'Val', 'Grand Cerf'],
  },
  es: {
    patterns: [
      'Hotel Casa {word}',
      'Castillo de {city}',
      'Parador de {city}',
      'Hotel Mirador del {place}',
      'Hostal La {word}',
      'Hacienda {word}',
      'Hotel Palacio de {city}',
      'Finca Los {place}s',
      'Posada del {place}',
      'Gran Hotel {city}',
      'Hotel Plaza {city}',
      'Casa Rural El {place}',
    ],
    words: ['Fuente', 'Alameda', 'Solana', 'Higuera', 'Encina', 'Rosaleda', 'Esperanza', 'Carmen', 'Ribera', 'Luna', 'Alborada', 'Estrella'],
    places: ['Olivo', 'Río', 'Molino', 'Puerto', 'Valle', 'Pinar', 'Cerro', 'Convento', 'Almendro', 'Naranjo'],
  },
  it: {
    patterns: [
      'Villa {word}',
      'Hotel Bellavista {city}',
      'Palazzo {word}',
      'Agriturismo {word}',
      'Locanda del {place}',
      'Hotel Il {place}',
      'Relais {word}',
      'Albergo {word}',
      'Grand Hotel {city}',
      'Castello di {city}',
      'Dimora {word}',
      'Tenuta del {place}',
    ],
    words: ['Aurora', 'Serena', 'Margherita', 'Fiorita', 'Rosa', 'Gioconda', 'Medici', 'Colonna', 'Vittoria', 'Olivia', 'Belvedere', 'Paradiso'],
    places: ['Borgo', 'Lago', 'Mulino', 'Porto', 'Castello', 'Poggio', 'Chiostro', 'Giardino', 'Pino', 'Colle'],
  },
  nl: {
    patterns: [
      'Hotel De Gouden {word}',
      'Landgoed {place}',
      'Kasteel {place}',
      'Hotel De Zeven {word}s',
      'Herberg De {word}',
      'Hotel Het Wapen van {city}',
      'Boutique Hotel {place}',
      'Villa {place}',
      'Grand Hotel {city}',
      'Hotel Het {word}huis',
    ],
    words: ['Leeuw', 'Zwaan', 'Molen', 'Ster', 'Kroon', 'Linde', 'Valk', 'Eik', 'Roos', 'Hert'],
    places: ['De Wildenborch', 'Bosrijk', 'Duinzicht', 'Heidehof', 'Beukenrode', 'Zonnehoeve', 'Weldam', 'Hoog Soeren', 'Rozendaal', 'Het Loo'],
  },
};

/** A hotel name that reads like a real one in the town's language ("Hôtel Les Tilleuls", "Castillo de…", "Villa…"). */
export function hotelName(random: SeededRandom, language: CatalogLanguage, city: string): string {
  const names = HOTEL_NAMES[language === 'en' ? 'fr' : language];
  return random.pick(names.patterns).replace('{city}', city).replace('{word}', random.pick(names.words)).replace('{place}', random.pick(names.places));
}

const ENVIRONMENT_PHRASES: Readonly<Record<string, LocalizedText>> = {
  city: text('en plein centre-ville', 'en pleno centro', 'in pieno centro', 'midden in het centrum', 'right in the town centre'),
  seaside: text('face à la mer', 'frente al mar', 'fronte mare', 'aan zee', 'by the sea'),
  mountain: text('au pied des montagnes', 'al pie de la montaña', 'ai piedi delle montagne', 'aan de voet van de bergen', 'at the foot of the mountains'),
  countryside: text('en pleine campagne', 'en pleno campo', 'in aperta campagna', 'midden op het platteland', 'deep in the countryside'),
  lake: text('au bord du lac', 'a orillas del lago', 'in riva al lago', 'aan het meer', 'on the lakeshore'),
  forest: text("à l'orée de la forêt", 'junto al bosque', 'ai margini del bosco', 'aan de rand van het bos', 'on the edge of the forest'),
  vineyard: text('au milieu des vignes', 'entre viñedos', 'tra i vigneti', 'tussen de wijngaarden', 'among the vineyards'),
};

/** A hotel description per language: where it is, what it offers, who it suits. */
export function hotelDescription(
  random: SeededRandom,
  input: { label: string; city: LocalizedText; stars: number; environment: string; rooms: number; facilities: readonly LocalizedText[] },
): LocalizedText {
  const variant = random.int(0, 1);
  const where = ENVIRONMENT_PHRASES[input.environment] ?? ENVIRONMENT_PHRASES.city;
  return perLanguage((language) => {
    const facilities = joinPhrases(
      input.facilities.map((facility) => facility[language].toLowerCase()),
      language,
    );
    const city = input.city[language];
    const { label, stars, rooms } = input;
    switch (language) {
      case 'fr':
        return variant === 0
          ? `${capitalize(where.fr)} à ${city}, ${label} vous accueille dans ${rooms} chambres au calme. Cet établissement ${stars} étoiles propose ${facilities}. Idéal pour une escapade à deux ou en famille.`
          : `À ${city}, ${label} est une adresse ${stars} étoiles située ${where.fr}. Profitez de ${facilities} et d'un accueil attentionné, à quelques minutes des sites à visiter.`;
      case 'es':
        return variant === 0
          ? `Situado ${where.es} en ${city}, ${label} ofrece ${rooms} habitaciones tranquilas. Este establecimiento de ${stars} estrellas dispone de ${facilities}. Ideal para una escapada en pareja o en familia.`
          : `En ${city}, ${label} es un hotel de ${stars} estrellas situado ${where.es}. Disfrute de ${facilities} y de un trato cercano, a pocos minutos de los lugares de interés.`;
      case 'it':
        return variant === 0
          ? `Situato ${where.it} a ${city}, ${label} offre ${rooms} camere tranquille. Questa struttura a ${stars} stelle dispone di ${facilities}. Ideale per una fuga romantica o in famiglia.`
          : `A ${city}, ${label} è un indirizzo a ${stars} stelle situato ${where.it}. Approfittate di ${facilities} e di un'accoglienza premurosa, a pochi minuti dai luoghi da visitare.`;
      case 'nl':
        return variant === 0
          ? `${capitalize(where.nl)} in ${city} ontvangt ${label} u in ${rooms} rustige kamers. Dit ${stars}-sterrenhotel biedt ${facilities}. Ideaal voor een uitje met z'n tweeën of met het gezin.`
          : `In ${city} ligt ${label}, een ${stars}-sterrenadres ${where.nl}. Geniet van ${facilities} en een hartelijk onthaal, op een paar minuten van de bezienswaardigheden.`;
      default:
        return variant === 0
          ? `Set ${where.en} in ${city}, ${label} welcomes you to ${rooms} quiet rooms. This ${stars}-star hotel offers ${facilities}. Ideal for a break for two or with the family.`
          : `In ${city}, ${label} is a ${stars}-star address ${where.en}. Enjoy ${facilities} and a warm welcome, a few minutes from the sights.`;
    }
  });
}

/**
 * The title of a weekend, built from its activities, length and theme
 * ("Week-end spa et dîner gastronomique à Annecy").
 */
export function offerLabel(input: { city: LocalizedText; phrases: readonly LocalizedText[]; nights: number; themeIconGroup: string | null }): LocalizedText {
  return perLanguage((language) => {
    const city = input.city[language];
    const list = joinPhrases(
      input.phrases.map((phrase) => phrase[language]),
      language,
    );
    const withList = (word: string) => (list ? ` ${word} ${list}` : '');
    if (input.nights > 1) {
      const n = input.nights;
      return {
        fr: `Séjour de ${n} nuits${withList('avec')} à ${city}`,
        es: `Estancia de ${n} noches${withList('con')} en ${city}`,
        it: `Soggiorno di ${n} notti${withList('con')} a ${city}`,
        nl: `Verblijf van ${n} nachten${withList('met')} in ${city}`,
        en: `${n}-night stay${withList('with')} in ${city}`,
      }[language];
    }
    if (input.themeIconGroup === 'romantic') {
      return {
        fr: `Escapade romantique${withList('avec')} à ${city}`,
        es: `Escapada romántica${withList('con')} en ${city}`,
        it: `Fuga romantica${withList('con')} a ${city}`,
        nl: `Romantisch uitje${withList('met')} in ${city}`,
        en: `Romantic getaway${withList('with')} in ${city}`,
      }[language];
    }
    if (input.themeIconGroup === 'family') {
      return {
        fr: `Week-end en famille${withList('avec')} à ${city}`,
        es: `Escapada en familia${withList('con')} en ${city}`,
        it: `Weekend in famiglia${withList('con')} a ${city}`,
        nl: `Gezinsweekend${withList('met')} in ${city}`,
        en: `Family weekend${withList('with')} in ${city}`,
      }[language];
    }
    if (!list) {
      return {
        fr: `Week-end détente à ${city}`,
        es: `Escapada de relax en ${city}`,
        it: `Weekend di relax a ${city}`,
        nl: `Ontspannen weekend in ${city}`,
        en: `Relaxing weekend in ${city}`,
      }[language];
    }
    return {
      fr: `Week-end ${list} à ${city}`,
      es: `Escapada con ${list} en ${city}`,
      it: `Weekend con ${list} a ${city}`,
      nl: `Weekend met ${list} in ${city}`,
      en: `Weekend with ${list} in ${city}`,
    }[language];
  });
}

/** Room titles of program lines, from plain to grand. */
export const ROOM_TITLES: readonly LocalizedText[] = [
  text('Chambre double classique', 'Habitación doble clásica', 'Camera doppia classica', 'Klassieke tweepersoonskamer', 'Classic double room'),
  text('Chambre double confort', 'Habitación doble confort', 'Camera doppia comfort', 'Comfort tweepersoonskamer', 'Comfort double room'),
  text('Chambre supérieure', 'Habitación superior', 'Camera superior', 'Superior kamer', 'Superior room'),
  text('Chambre deluxe avec vue', 'Habitación deluxe con vistas', 'Camera deluxe con vista', 'Deluxe kamer met uitzicht', 'Deluxe room with a view'),
  text('Suite junior', 'Junior suite', 'Junior suite', 'Juniorsuite', 'Junior suite'),
];

export const BREAKFAST_TITLE = text('Petit-déjeuner', 'Desayuno', 'Colazione', 'Ontbijt', 'Breakfast');
export const DINNER_TITLES: readonly LocalizedText[] = [
  text(
    'Dîner 3 plats (hors boissons)',
    'Cena de 3 platos (bebidas no incluidas)',
    'Cena di 3 portate (bevande escluse)',
    'Driegangendiner (exclusief drankjes)',
    'Three-course dinner (drinks not included)',
  ),
  text('Dîner du terroir', 'Cena de productos locales', 'Cena con prodotti del territorio', 'Streekdiner', 'Local produce dinner'),
];

/** Name of an activity center: the kind of place that runs activities of that group, in the town's language. */
export function activityCenterName(random: SeededRandom, group: string, language: CatalogLanguage, city: string): string {
  const names: Record<string, Record<'fr' | 'es' | 'it' | 'nl', readonly string[]>> = {
    wellness: {
      fr: ['Spa Les Thermes de {city}', 'Institut Bulle de Détente'],
      es: ['Spa Aguas de {city}', 'Centro Wellness Oasis'],
      it: ['Terme di {city}', 'Spa Acqua Viva'],
      nl: ['Wellness {city}', 'Sauna De Veluwe'],
    },
    gastronomy: {
      fr: ['Domaine viticole de {city}', 'Atelier des Saveurs'],
      es: ['Bodega de {city}', 'Escuela de Cocina Sabores'],
      it: ['Cantina di {city}', 'Scuola di Cucina Sapori'],
      nl: ['Wijnhuis {city}', 'Kookstudio De Smaak'],
    },
    sport: {
      fr: ['Base de loisirs de {city}', 'Centre équestre du Val'],
      es: ['Centro de Aventura {city}', 'Club Hípico El Valle'],
      it: ['Centro Sportivo {city}', 'Maneggio La Valle'],
      nl: ['Outdoorcentrum {city}', 'Manege De Hoeve'],
    },
    culture: {
      fr: ['Office de tourisme de {city}', 'Musée de {city}'],
      es: ['Oficina de Turismo de {city}', 'Museo de {city}'],
      it: ['Ufficio turistico di {city}', 'Museo Civico di {city}'],
      nl: ['VVV {city}', 'Stadsmuseum {city}'],
    },
    leisure: {
      fr: ['Parc de loisirs de {city}', 'Escape {city}'],
      es: ['Parque de Ocio {city}', 'Escape Room {city}'],
      it: ['Parco Avventura {city}', 'Escape Room {city}'],
      nl: ['Recreatiepark {city}', 'Escaperoom {city}'],
    },
  };
  return random.pick(names[group][language === 'en' ? 'fr' : language]).replace('{city}', city);
}

/** The description of an activity-only voucher. */
export function activityOnlyDescription(activities: readonly LocalizedText[], city: LocalizedText, participants: number): LocalizedText {
  return perLanguage((language) => {
    const list = joinPhrases(
      activities.map((activity) => activity[language].toLowerCase()),
      language,
    );
    return {
      fr: `Offrez ou offrez-vous ${list} à ${city.fr}. Bon valable un an, pour ${participants} personne${participants > 1 ? 's' : ''}, à réserver directement auprès du prestataire.`,
      es: `Regala o regálate ${list} en ${city.es}. Bono válido durante un año, para ${participants} persona${participants > 1 ? 's' : ''}, con reserva directa con el proveedor.`,
      it: `Regala o regalati ${list} a ${city.it}. Voucher valido un anno, per ${participants} person${participants > 1 ? 'e' : 'a'}, da prenotare direttamente con il fornitore.`,
      nl: `Geef of gun jezelf ${list} in ${city.nl}. Bon een jaar geldig, voor ${participants} ${participants > 1 ? 'personen' : 'persoon'}, rechtstreeks te reserveren bij de aanbieder.`,
      en: `Give or treat yourself to ${list} in ${city.en}. Voucher valid for one year, for ${participants} ${participants > 1 ? 'people' : 'person'}, booked directly with the provider.`,
    }[language];
  });
}

/** Positive and negative review sentences in the markets' languages (exported for the language checks). */
export const REVIEW_SENTENCES: Readonly<Record<ReviewLanguage, { positive: readonly string[]; negative: readonly string[] }>> = {
  fr: {
    positive: [
      'Accueil chaleureux et personnel aux petits soins.',
      'Chambre spacieuse, calme et très propre.',
      'Le dîner était délicieux, avec des produits locaux.',
      'Emplacement idéal pour visiter la région.',
      'Le spa est superbe, un vrai moment de détente.',
      'Petit-déjeuner copieux et varié.',
      'Literie très confortable, nous avons très bien dormi.',
      'Cadre magnifique, nous reviendrons !',
    ],
    negative: [
      'Le petit-déjeuner manquait un peu de choix.',
      'Chambre un peu bruyante côté rue.',
      'Parking payant et assez cher.',
      'Wi-Fi lent dans les chambres.',
      'Salle de bain à rafraîchir.',
      "Un peu d'attente à l'arrivée.",
    ],
  },
  es: {
    positive: [
      'Trato amable y personal muy atento.',
      'Habitación amplia, tranquila y muy limpia.',
      'La cena estuvo deliciosa, con productos de la zona.',
      'Ubicación ideal para conocer la región.',
      'El spa es precioso, muy relajante.',
      'Desayuno abundante y variado.',
      'Cama muy cómoda, dormimos de maravilla.',
      'Un entorno precioso, ¡volveremos!',
    ],
    negative: [
      'Al desayuno le faltaba algo de variedad.',
      'La habitación era algo ruidosa.',
      'El aparcamiento es de pago y caro.',
      'El wifi iba lento en la habitación.',
      'El baño necesita una reforma.',
      'Tuvimos que esperar un poco al llegar.',
    ],
  },
  it: {
    positive: [
      'Accoglienza calorosa e personale molto attento.',
      'Camera spaziosa, silenziosa e pulitissima.',
      'La cena era deliziosa, con prodotti locali.',
      'Posizione ideale per visitare la zona.',
      'La spa è splendida, molto rilassante.',
      'Colazione abbondante e varia.',
      'Letto comodissimo, abbiamo dormito benissimo.',
      'Posto magnifico, torneremo!',
    ],
    negative: [
      'La colazione era un po’ povera di scelta.',
      'Camera un po’ rumorosa lato strada.',
      'Parcheggio a pagamento e caro.',
      'Wi-Fi lento in camera.',
      'Il bagno andrebbe rinnovato.',
      'Un po’ di attesa al check-in.',
    ],
  },
  nl: {
    positive: [
      'Hartelijk onthaal en zeer attent personeel.',
      'Ruime, rustige en zeer schone kamer.',
      'Het diner was heerlijk, met streekproducten.',
      'Ideale ligging om de streek te verkennen.',
      'De spa is prachtig, echt ontspannend.',
      'Uitgebreid en gevarieerd ontbijt.',
      'Heel comfortabel bed, we hebben heerlijk geslapen.',
      'Prachtige omgeving, we komen zeker terug!',
    ],
    negative: [
      'Het ontbijt had wat meer keuze mogen hebben.',
      'De kamer was wat gehorig aan de straatkant.',
      'Betaald parkeren en vrij duur.',
      'Trage wifi op de kamer.',
      'De badkamer is aan vernieuwing toe.',
      'We moesten even wachten bij aankomst.',
    ],
  },
};

/** A review's comments: one or two positive sentences, and sometimes a negative one. */
export function reviewComments(random: SeededRandom, language: ReviewLanguage, average: number): { positive: string | null; negative: string | null } {
  const sentences = REVIEW_SENTENCES[language];
  const positive = average >= 5 ? random.sample(sentences.positive, random.int(1, 2)).join(' ') : null;
  const negative = average < 8.5 || random.chance(0.25) ? random.pick(sentences.negative) : null;
  return { positive: positive ?? (negative === null ? random.pick(sentences.positive) : null), negative };
}

const FIRST_NAMES: Readonly<Record<ReviewLanguage, readonly string[]>> = {
  fr: ['Marie', 'Thomas', 'Camille', 'Nicolas', 'Julie', 'Antoine', 'Sophie', 'Pierre', 'Claire', 'Lucas', 'Élodie', 'Mathieu'],
  es: ['Lucía', 'Javier', 'Carmen', 'Alejandro', 'Marta', 'Pablo', 'Elena', 'Sergio', 'Laura', 'Daniel', 'Ana', 'Jorge'],
  it: ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Matteo', 'Sara', 'Alessandro', 'Elena', 'Davide', 'Valentina', 'Andrea'],
  nl: ['Sanne', 'Daan', 'Lotte', 'Bram', 'Emma', 'Thijs', 'Anouk', 'Joris', 'Fleur', 'Ruben', 'Lisa', 'Pieter'],
};

/** A customer's display name as reviews show it: first name and initial. */
export function customerDisplayName(random: SeededRandom, language: ReviewLanguage): string {
  return `${random.pick(FIRST_NAMES[language])} ${String.fromCharCode(65 + random.int(0, 25))}.`;
}

/** Image subjects with their alt texts; `{label}` is the hotel or offer name. */
export const IMAGE_SUBJECTS: Readonly<Record<string, LocalizedText>> = {
  facade: text('Façade de {label}', 'Fachada de {label}', 'Facciata di {label}', 'Gevel van {label}', 'Front of {label}'),
  room: text('Chambre de {label}', 'Habitación de {label}', 'Camera di {label}', 'Kamer van {label}', 'Room at {label}'),
  pool: text('Piscine de {label}', 'Piscina de {label}', 'Piscina di {label}', 'Zwembad van {label}', 'Pool at {label}'),
  spa: text('Espace bien-être de {label}', 'Zona de bienestar de {label}', 'Area benessere di {label}', 'Wellness van {label}', 'Spa at {label}'),
  restaurant: text('Restaurant de {label}', 'Restaurante de {label}', 'Ristorante di {label}', 'Restaurant van {label}', 'Restaurant at {label}'),
  garden: text('Jardin de {label}', 'Jardín de {label}', 'Giardino di {label}', 'Tuin van {label}', 'Garden at {label}'),
  view: text('Vue depuis {label}', 'Vistas desde {label}', 'Vista da {label}', 'Uitzicht vanuit {label}', 'View from {label}'),
  breakfast: text('Petit-déjeuner à {label}', 'Desayuno en {label}', 'Colazione a {label}', 'Ontbijt bij {label}', 'Breakfast at {label}'),
  activity: text('{label}', '{label}', '{label}', '{label}', '{label}'),
};
