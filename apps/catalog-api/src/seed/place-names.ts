import type { CatalogLanguage, CountryCode, LocalizedText } from '../catalog/catalog-snapshot';

/** A name with exonyms: the local name, overridden per language where the language has its own. */
export type Exonyms = string | ({ local: string } & Partial<Record<CatalogLanguage, string>>);

/** Expands a name to every catalog language, the local name where no exonym is given. */
export function localized(name: Exonyms): LocalizedText {
  if (typeof name === 'string') return { fr: name, es: name, it: name, nl: name, en: name };
  const { local, ...exonyms } = name;
  return { fr: local, es: local, it: local, nl: local, en: local, ...exonyms };
}

/** The five countries of the catalog, with the language hotels there are named in. */
export const COUNTRIES: Readonly<Record<CountryCode, { names: LocalizedText; language: CatalogLanguage; latitude: number; longitude: number }>> = {
  FR: { names: { fr: 'France', es: 'Francia', it: 'Francia', nl: 'Frankrijk', en: 'France' }, language: 'fr', latitude: 46.6, longitude: 2.4 },
  ES: { names: { fr: 'Espagne', es: 'España', it: 'Spagna', nl: 'Spanje', en: 'Spain' }, language: 'es', latitude: 40.2, longitude: -3.6 },
  IT: { names: { fr: 'Italie', es: 'Italia', it: 'Italia', nl: 'Italië', en: 'Italy' }, language: 'it', latitude: 42.8, longitude: 12.5 },
  NL: { names: { fr: 'Pays-Bas', es: 'Países Bajos', it: 'Paesi Bassi', nl: 'Nederland', en: 'Netherlands' }, language: 'nl', latitude: 52.2, longitude: 5.5 },
  BE: { names: { fr: 'Belgique', es: 'Bélgica', it: 'Belgio', nl: 'België', en: 'Belgium' }, language: 'fr', latitude: 50.6, longitude: 4.6 },
};

/** First-level divisions by GeoNames admin1 code (`adminCode` in the city data). */
export const REGIONS: Readonly<Record<CountryCode, Readonly<Record<string, Exonyms>>>> = {
  FR: {
    '11': 'Île-de-France',
    '24': 'Centre-Val de Loire',
    '27': 'Bourgogne-Franche-Comté',
    '28': { local: 'Normandie', es: 'Normandía', it: 'Normandia', nl: 'Normandië', en: 'Normandy' },
    '32': 'Hauts-de-France',
    '44': 'Grand Est',
    '52': 'Pays de la Loire',
    '53': { local: 'Bretagne', es: 'Bretaña', it: 'Bretagna', en: 'Brittany' },
    '75': 'Nouvelle-Aquitaine',
    '76': 'Occitanie',
    '84': 'Auvergne-Rhône-Alpes',
    '93': "Provence-Alpes-Côte d'Azur",
    '94': { local: 'Corse', es: 'Córcega', it: 'Corsica', nl: 'Corsica', en: 'Corsica' },
  },
  ES: {
    '51': { local: 'Andalucía', fr: 'Andalousie', it: 'Andalusia', nl: 'Andalusië', en: 'Andalusia' },
    '52': { local: 'Aragón', it: 'Aragona', en: 'Aragon' },
    '53': { local: 'Canarias', fr: 'Îles Canaries', it: 'Isole Canarie', nl: 'Canarische Eilanden', en: 'Canary Islands' },
    '54': 'Castilla-La Mancha',
    '55': 'Castilla y León',
    '56': { local: 'Cataluña', fr: 'Catalogne', it: 'Catalogna', nl: 'Catalonië', en: 'Catalonia' },
    '57': { local: 'Extremadura', fr: 'Estrémadure' },
    '58': { local: 'Galicia', fr: 'Galice', it: 'Galizia', nl: 'Galicië' },
    '59': { local: 'País Vasco', fr: 'Pays basque', it: 'Paesi Baschi', nl: 'Baskenland', en: 'Basque Country' },
    '60': { local: 'Comunidad Valenciana', fr: 'Communauté valencienne', it: 'Comunità Valenzana', nl: 'Valenciaanse Gemeenschap', en: 'Valencian Community' },
    '07': { local: 'Islas Baleares', fr: 'Îles Baléares', it: 'Isole Baleari', nl: 'Balearen', en: 'Balearic Islands' },
    '27': 'La Rioja',
    '29': { local: 'Comunidad de Madrid', fr: 'Communauté de Madrid', it: 'Comunità di Madrid', nl: 'Madrid', en: 'Community of Madrid' },
    '31': { local: 'Región de Murcia', fr: 'Région de Murcie', it: 'Regione di Murcia', nl: 'Murcia', en: 'Region of Murcia' },
    '32': { local: 'Navarra', fr: 'Navarre', en: 'Navarre' },
    '34': { local: 'Asturias', fr: 'Asturies', it: 'Asturie' },
    '39': { local: 'Cantabria', fr: 'Cantabrie', nl: 'Cantabrië' },
    CE: 'Ceuta',
    ML: 'Melilla',
  },
  IT: {
    '01': 'Abruzzo',
    '02': 'Basilicata',
    '03': { local: 'Calabria', fr: 'Calabre', nl: 'Calabrië' },
    '04': { local: 'Campania', fr: 'Campanie', nl: 'Campanië' },
    '05': 'Emilia-Romagna',
    '06': { local: 'Friuli-Venezia Giulia', fr: 'Frioul-Vénétie Julienne' },
    '07': { local: 'Lazio', fr: 'Latium', es: 'Lacio', nl: 'Lazio' },
    '08': { local: 'Liguria', fr: 'Ligurie', nl: 'Ligurië' },
    '09': { local: 'Lombardia', fr: 'Lombardie', es: 'Lombardía', nl: 'Lombardije', en: 'Lombardy' },
    '10': { local: 'Marche', es: 'Marcas', nl: 'Marche' },
    '11': 'Molise',
    '12': { local: 'Piemonte', fr: 'Piémont', nl: 'Piëmont', en: 'Piedmont' },
    '13': { local: 'Puglia', fr: 'Pouilles', es: 'Apulia', nl: 'Apulië', en: 'Apulia' },
    '14': { local: 'Sardegna', fr: 'Sardaigne', es: 'Cerdeña', nl: 'Sardinië', en: 'Sardinia' },
    '15': { local: 'Sicilia', fr: 'Sicile', nl: 'Sicilië', en: 'Sicily' },
    '16': { local: 'Toscana', fr: 'Toscane', nl: 'Toscane', en: 'Tuscany' },
    '17': { local: 'Trentino-Alto Adige', fr: 'Trentin-Haut-Adige', en: 'Trentino-South Tyrol' },
    '18': { local: 'Umbria', fr: 'Ombrie', nl: 'Umbrië' },
    '19': { local: "Valle d'Aosta", fr: "Vallée d'Aoste", es: 'Valle de Aosta', nl: 'Valle d’Aosta', en: 'Aosta Valley' },
    '20': { local: 'Veneto', fr: 'Vénétie', es: 'Véneto', nl: 'Veneto' },
  },
  NL: {
    '01': 'Drenthe',
    '02': { local: 'Friesland', fr: 'Frise', es: 'Frisia', it: 'Frisia' },
    '03': { local: 'Gelderland', fr: 'Gueldre', es: 'Güeldres', it: 'Gheldria' },
    '04': { local: 'Groningen', fr: 'Groningue', es: 'Groninga', it: 'Groninga' },
    '05': { local: 'Limburg', fr: 'Limbourg', es: 'Limburgo', it: 'Limburgo' },
    '06': { local: 'Noord-Brabant', fr: 'Brabant-Septentrional', es: 'Brabante Septentrional', it: 'Brabante Settentrionale', en: 'North Brabant' },
    '07': { local: 'Noord-Holland', fr: 'Hollande-Septentrionale', es: 'Holanda Septentrional', it: 'Olanda Settentrionale', en: 'North Holland' },
    '09': 'Utrecht',
    '10': { local: 'Zeeland', fr: 'Zélande', es: 'Zelanda', it: 'Zelanda' },
    '11': { local: 'Zuid-Holland', fr: 'Hollande-Méridionale', es: 'Holanda Meridional', it: 'Olanda Meridionale', en: 'South Holland' },
    '15': { local: 'Overijssel', fr: 'Overijssel' },
    '16': 'Flevoland',
  },
  BE: {
    VLG: { local: 'Vlaanderen', fr: 'Flandre', es: 'Flandes', it: 'Fiandre', en: 'Flanders' },
    WAL: { local: 'Wallonie', nl: 'Wallonië', es: 'Valonia', it: 'Vallonia', en: 'Wallonia' },
    BRU: {
      local: 'Bruxelles-Capitale',
      nl: 'Brussels Hoofdstedelijk Gewest',
      es: 'Región de Bruselas-Capital',
      it: 'Regione di Bruxelles-Capitale',
      en: 'Brussels-Capital Region',
    },
  },
};

/** French departments by the first two characters of the INSEE commune code. */
export const FRENCH_DEPARTMENTS: Readonly<Record<string, string>> = {
  '01': 'Ain', '02': 'Aisne', '03': 'Allier', '04': 'Alpes-de-Haute-Provence', '05': 'Hautes-Alpes', '06': 'Alpes-Maritimes',
  '07': 'Ardèche', '08': 'Ardennes', '09': 'Ariège', '10': 'Aube', '11': 'Aude', '12': 'Aveyron', '13': 'Bouches-du-Rhône',
  '14': 'Calvados', '15': 'Cantal', '16': 'Charente', '17': 'Charente-Maritime', '18': 'Cher', '19': 'Corrèze',
  '2A': 'Corse-du-Sud', '2B': 'Haute-Corse', '21': "Côte-d'Or", '22': "Côtes-d'Armor", '23': 'Creuse', '24': 'Dordogne',
  '25': 'Doubs', '26': 'Drôme', '27': 'Eure', '28': 'Eure-et-Loir', '29': 'Finistère', '30': 'Gard', '31': 'Haute-Garonne',
  '32': 'Gers', '33': 'Gironde', '34': 'Hérault', '35': 'Ille-et-Vilaine', '36': 'Indre', '37': 'Indre-et-Loire', '38': 'Isère',
  '39': 'Jura', '40': 'Landes', '41': 'Loir-et-Cher', '42': 'Loire', '43': 'Haute-Loire', '44': 'Loire-Atlantique', '45': 'Loiret',
  '46': 'Lot', '47': 'Lot-et-Garonne', '48': 'Lozère', '49': 'Maine-et-Loire', '50': 'Manche', '51': 'Marne', '52': 'Haute-Marne',
  '53': 'Mayenne', '54': 'Meurthe-et-Moselle', '55': 'Meuse', '56': 'Morbihan', '57': 'Moselle', '58': 'Nièvre', '59': 'Nord',
  '60': 'Oise', '61': 'Orne', '62': 'Pas-de-Calais', '63': 'Puy-de-Dôme', '64': 'Pyrénées-Atlantiques', '65': 'Hautes-Pyrénées',
  '66': 'Pyrénées-Orientales', '67': 'Bas-Rhin', '68': 'Haut-Rhin', '69': 'Rhône', '70': 'Haute-Saône', '71': 'Saône-et-Loire',
  '72': 'Sarthe', '73': 'Savoie', '74': 'Haute-Savoie', '75': 'Paris', '76': 'Seine-Maritime', '77': 'Seine-et-Marne',
  '78': 'Yvelines', '79': 'Deux-Sèvres', '80': 'Somme', '81': 'Tarn', '82': 'Tarn-et-Garonne', '83': 'Var', '84': 'Vaucluse',
  '85': 'Vendée', '86': 'Vienne', '87': 'Haute-Vienne', '88': 'Vosges', '89': 'Yonne', '90': 'Territoire de Belfort',
  '91': 'Essonne', '92': 'Hauts-de-Seine', '93': 'Seine-Saint-Denis', '94': 'Val-de-Marne', '95': "Val-d'Oise",
};

/** Spanish provinces by INE province code (first two digits of the municipality code, also of postal codes). */
export const SPANISH_PROVINCES: Readonly<Record<string, string>> = {
  '01': 'Álava', '02': 'Albacete', '03': 'Alicante', '04': 'Almería', '05': 'Ávila', '06': 'Badajoz', '07': 'Illes Balears',
  '08': 'Barcelona', '09': 'Burgos', '10': 'Cáceres', '11': 'Cádiz', '12': 'Castellón', '13': 'Ciudad Real', '14': 'Córdoba',
  '15': 'A Coruña', '16': 'Cuenca', '17': 'Girona', '18': 'Granada', '19': 'Guadalajara', '20': 'Gipuzkoa', '21': 'Huelva',
  '22': 'Huesca', '23': 'Jaén', '24': 'León', '25': 'Lleida', '26': 'La Rioja', '27': 'Lugo', '28': 'Madrid', '29': 'Málaga',
  '30': 'Murcia', '31': 'Navarra', '32': 'Ourense', '33': 'Asturias', '34': 'Palencia', '35': 'Las Palmas', '36': 'Pontevedra',
  '37': 'Salamanca', '38': 'Santa Cruz de Tenerife', '39': 'Cantabria', '40': 'Segovia', '41': 'Sevilla', '42': 'Soria',
  '43': 'Tarragona', '44': 'Teruel', '45': 'Toledo', '46': 'Valencia', '47': 'Valladolid', '48': 'Bizkaia', '49': 'Zamora',
  '50': 'Zaragoza', '51': 'Ceuta', '52': 'Melilla',
};

/** Belgian provinces by NIS arrondissement code prefix (Brussels, `21`, belongs to no province). */
export const BELGIAN_PROVINCES: Readonly<Record<string, { names: Exonyms; postalFrom: number }>> = {
  '1': { names: { local: 'Antwerpen', fr: 'Anvers', es: 'Amberes', it: 'Anversa', en: 'Antwerp' }, postalFrom: 2000 },
  '23': { names: { local: 'Vlaams-Brabant', fr: 'Brabant flamand', es: 'Brabante Flamenco', it: 'Brabante Fiammingo', en: 'Flemish Brabant' }, postalFrom: 1500 },
  '25': { names: { local: 'Brabant wallon', nl: 'Waals-Brabant', es: 'Brabante Valón', it: 'Brabante Vallone', en: 'Walloon Brabant' }, postalFrom: 1300 },
  '3': { names: { local: 'West-Vlaanderen', fr: 'Flandre-Occidentale', es: 'Flandes Occidental', it: 'Fiandre Occidentali', en: 'West Flanders' }, postalFrom: 8000 },
  '4': { names: { local: 'Oost-Vlaanderen', fr: 'Flandre-Orientale', es: 'Flandes Oriental', it: 'Fiandre Orientali', en: 'East Flanders' }, postalFrom: 9000 },
  '5': { names: { local: 'Hainaut', nl: 'Henegouwen', es: 'Henao' }, postalFrom: 6000 },
  '6': { names: { local: 'Liège', nl: 'Luik', es: 'Lieja', it: 'Liegi' }, postalFrom: 4000 },
  '7': { names: { local: 'Limburg', fr: 'Limbourg', es: 'Limburgo', it: 'Limburgo' }, postalFrom: 3500 },
  '8': { names: { local: 'Luxembourg', nl: 'Luxemburg', es: 'Luxemburgo', it: 'Lussemburgo' }, postalFrom: 6600 },
  '9': { names: { local: 'Namur', nl: 'Namen' }, postalFrom: 5000 },
};

/** Cities whose GeoNames name is not the local one, or that other languages name differently. */
export const CITY_EXONYMS: Readonly<Record<string, Exonyms>> = {
  Brussels: { local: 'Bruxelles', nl: 'Brussel', es: 'Bruselas', it: 'Bruxelles', en: 'Brussels' },
  Antwerpen: { local: 'Antwerpen', fr: 'Anvers', es: 'Amberes', it: 'Anversa', en: 'Antwerp' },
  Gent: { local: 'Gent', fr: 'Gand', es: 'Gante', it: 'Gand', en: 'Ghent' },
  Brugge: { local: 'Brugge', fr: 'Bruges', es: 'Brujas', it: 'Bruges', en: 'Bruges' },
  Liège: { local: 'Liège', nl: 'Luik', es: 'Lieja', it: 'Liegi' },
  Leuven: { local: 'Leuven', fr: 'Louvain', es: 'Lovaina', it: 'Lovanio' },
  Mechelen: { local: 'Mechelen', fr: 'Malines', es: 'Malinas', it: 'Malines' },
  Namur: { local: 'Namur', nl: 'Namen' },
  Mons: { local: 'Mons', nl: 'Bergen' },
  Rome: { local: 'Roma', fr: 'Rome', nl: 'Rome', en: 'Rome' },
  Milan: { local: 'Milano', fr: 'Milan', es: 'Milán', nl: 'Milaan', en: 'Milan' },
  Naples: { local: 'Napoli', fr: 'Naples', es: 'Nápoles', nl: 'Napels', en: 'Naples' },
  Turin: { local: 'Torino', fr: 'Turin', es: 'Turín', nl: 'Turijn', en: 'Turin' },
  Florence: { local: 'Firenze', fr: 'Florence', es: 'Florencia', nl: 'Florence', en: 'Florence' },
  Venice: { local: 'Venezia', fr: 'Venise', es: 'Venecia', nl: 'Venetië', en: 'Venice' },
  Genoa: { local: 'Genova', fr: 'Gênes', es: 'Génova', nl: 'Genua', en: 'Genoa' },
  Padova: { local: 'Padova', fr: 'Padoue', es: 'Padua', nl: 'Padua', en: 'Padua' },
  Sevilla: { local: 'Sevilla', fr: 'Séville', it: 'Siviglia', en: 'Seville' },
  Zaragoza: { local: 'Zaragoza', fr: 'Saragosse', it: 'Saragozza' },
  'A Coruña': { local: 'A Coruña', fr: 'La Corogne', es: 'La Coruña', it: 'La Coruña' },
  'The Hague': { local: 'Den Haag', fr: 'La Haye', es: 'La Haya', it: "L'Aia", en: 'The Hague' },
  Marseille: { local: 'Marseille', es: 'Marsella', it: 'Marsiglia', en: 'Marseille' },
  Lyon: { local: 'Lyon', es: 'Lyon', it: 'Lione', en: 'Lyon' },
  Strasbourg: { local: 'Strasbourg', es: 'Estrasburgo', it: 'Strasburgo', nl: 'Straatsburg' },
  Bordeaux: { local: 'Bordeaux', es: 'Burdeos', it: 'Bordeaux' },
  Toulouse: { local: 'Toulouse', es: 'Tolosa', it: 'Tolosa' },
  Nice: { local: 'Nice', es: 'Niza', it: 'Nizza' },
  Paris: { local: 'Paris', es: 'París', it: 'Parigi', nl: 'Parijs' },
};

/** Resorts, tourist regions and points of interest: real names at their real coordinates. */
export const LANDMARKS: readonly {
  kind: 'touristicregion' | 'poi' | 'searesort' | 'skiresort';
  country: CountryCode;
  names: Exonyms;
  latitude: number;
  longitude: number;
}[] = [
  { kind: 'searesort', country: 'FR', names: 'Biarritz', latitude: 43.4832, longitude: -1.5586 },
  { kind: 'searesort', country: 'FR', names: 'Arcachon', latitude: 44.6586, longitude: -1.1689 },
  { kind: 'searesort', country: 'FR', names: 'Deauville', latitude: 49.36, longitude: 0.075 },
  { kind: 'searesort', country: 'FR', names: 'Saint-Malo', latitude: 48.6493, longitude: -2.0257 },
  { kind: 'searesort', country: 'FR', names: 'La Baule', latitude: 47.286, longitude: -2.392 },
  { kind: 'searesort', country: 'FR', names: 'Saint-Tropez', latitude: 43.2727, longitude: 6.6406 },
  { kind: 'searesort', country: 'FR', names: 'Cassis', latitude: 43.214, longitude: 5.5396 },
  { kind: 'searesort', country: 'ES', names: 'Sitges', latitude: 41.2372, longitude: 1.8059 },
  { kind: 'searesort', country: 'ES', names: 'Lloret de Mar', latitude: 41.6998, longitude: 2.8456 },
  { kind: 'searesort', country: 'ES', names: 'Benidorm', latitude: 38.5411, longitude: -0.1225 },
  { kind: 'searesort', country: 'IT', names: 'Rimini', latitude: 44.0678, longitude: 12.5695 },
  { kind: 'searesort', country: 'IT', names: 'Portofino', latitude: 44.3034, longitude: 9.2098 },
  { kind: 'searesort', country: 'IT', names: 'Positano', latitude: 40.6281, longitude: 14.485 },
  { kind: 'searesort', country: 'IT', names: 'Taormina', latitude: 37.8516, longitude: 15.2853 },
  { kind: 'searesort', country: 'NL', names: 'Zandvoort', latitude: 52.3713, longitude: 4.5331 },
  { kind: 'searesort', country: 'NL', names: 'Scheveningen', latitude: 52.1081, longitude: 4.2731 },
  { kind: 'searesort', country: 'BE', names: 'Knokke-Heist', latitude: 51.35, longitude: 3.265 },
  { kind: 'searesort', country: 'BE', names: 'De Haan', latitude: 51.2726, longitude: 3.0336 },
  { kind: 'skiresort', country: 'FR', names: 'Chamonix-Mont-Blanc', latitude: 45.9237, longitude: 6.8694 },
  { kind: 'skiresort', country: 'FR', names: "Val d'Isère", latitude: 45.4481, longitude: 6.9798 },
  { kind: 'skiresort', country: 'FR', names: 'Courchevel', latitude: 45.4154, longitude: 6.6343 },
  { kind: 'skiresort', country: 'FR', names: 'Les Deux Alpes', latitude: 45.0075, longitude: 6.1228 },
  { kind: 'skiresort', country: 'FR', names: 'La Plagne', latitude: 45.5067, longitude: 6.6776 },
  { kind: 'skiresort', country: 'FR', names: 'Megève', latitude: 45.8567, longitude: 6.6175 },
  { kind: 'skiresort', country: 'FR', names: 'Font-Romeu', latitude: 42.505, longitude: 2.04 },
  { kind: 'skiresort', country: 'ES', names: 'Baqueira-Beret', latitude: 42.6997, longitude: 0.9339 },
  { kind: 'skiresort', country: 'ES', names: 'Sierra Nevada', latitude: 37.0953, longitude: -3.3983 },
  { kind: 'skiresort', country: 'ES', names: 'Formigal', latitude: 42.775, longitude: -0.3639 },
  { kind: 'skiresort', country: 'IT', names: "Cortina d'Ampezzo", latitude: 46.5405, longitude: 12.1357 },
  { kind: 'skiresort', country: 'IT', names: 'Breuil-Cervinia', latitude: 45.9336, longitude: 7.6297 },
  { kind: 'skiresort', country: 'IT', names: 'Madonna di Campiglio', latitude: 46.2297, longitude: 10.8266 },
  { kind: 'skiresort', country: 'IT', names: 'Livigno', latitude: 46.5385, longitude: 10.1357 },
  { kind: 'skiresort', country: 'IT', names: 'Courmayeur', latitude: 45.7969, longitude: 6.969 },
  { kind: 'touristicregion', country: 'FR', names: { local: 'Provence', es: 'Provenza', it: 'Provenza' }, latitude: 43.9, longitude: 5.8 },
  { kind: 'touristicregion', country: 'FR', names: { local: "Côte d'Azur", es: 'Costa Azul', it: 'Costa Azzurra', en: 'French Riviera' }, latitude: 43.55, longitude: 7.0 },
  { kind: 'touristicregion', country: 'FR', names: { local: 'Alsace', es: 'Alsacia', it: 'Alsazia', nl: 'Elzas' }, latitude: 48.3, longitude: 7.4 },
  { kind: 'touristicregion', country: 'FR', names: { local: 'Périgord', es: 'Perigord', it: 'Perigord' }, latitude: 45.0, longitude: 0.9 },
  { kind: 'touristicregion', country: 'FR', names: { local: 'Vallée de la Loire', es: 'Valle del Loira', it: 'Valle della Loira', nl: 'Loirevallei', en: 'Loire Valley' }, latitude: 47.3, longitude: 0.7 },
  { kind: 'touristicregion', country: 'FR', names: { local: 'Pays basque', es: 'País Vasco francés', it: 'Paesi Baschi francesi', nl: 'Frans Baskenland', en: 'French Basque Country' }, latitude: 43.3, longitude: -1.3 },
  { kind: 'touristicregion', country: 'ES', names: 'Costa Brava', latitude: 41.9, longitude: 3.15 },
  { kind: 'touristicregion', country: 'ES', names: 'Costa del Sol', latitude: 36.6, longitude: -4.6 },
  { kind: 'touristicregion', country: 'IT', names: 'Chianti', latitude: 43.47, longitude: 11.25 },
  { kind: 'touristicregion', country: 'IT', names: { local: 'Lago di Como', fr: 'Lac de Côme', es: 'Lago de Como', nl: 'Comomeer', en: 'Lake Como' }, latitude: 46.0, longitude: 9.26 },
  { kind: 'touristicregion', country: 'IT', names: { local: 'Costiera Amalfitana', fr: 'Côte amalfitaine', es: 'Costa Amalfitana', nl: 'Amalfikust', en: 'Amalfi Coast' }, latitude: 40.63, longitude: 14.6 },
  { kind: 'touristicregion', country: 'IT', names: { local: 'Dolomiti', fr: 'Dolomites', es: 'Dolomitas', nl: 'Dolomieten', en: 'Dolomites' }, latitude: 46.4, longitude: 11.85 },
  { kind: 'touristicregion', country: 'NL', names: 'Veluwe', latitude: 52.15, longitude: 5.85 },
  { kind: 'touristicregion', country: 'NL', names: { local: 'Waddeneilanden', fr: 'Îles de la Frise', es: 'Islas Frisias', it: 'Isole Frisone', en: 'Wadden Islands' }, latitude: 53.35, longitude: 5.3 },
  { kind: 'touristicregion', country: 'BE', names: { local: 'Ardennes', nl: 'Ardennen', es: 'Ardenas', it: 'Ardenne' }, latitude: 50.2, longitude: 5.6 },
  { kind: 'poi', country: 'FR', names: 'Mont-Saint-Michel', latitude: 48.6361, longitude: -1.5115 },
  { kind: 'poi', country: 'FR', names: { local: 'Tour Eiffel', es: 'Torre Eiffel', it: 'Torre Eiffel', nl: 'Eiffeltoren', en: 'Eiffel Tower' }, latitude: 48.8584, longitude: 2.2945 },
  { kind: 'poi', country: 'FR', names: { local: 'Château de Versailles', es: 'Palacio de Versalles', it: 'Reggia di Versailles', nl: 'Kasteel van Versailles', en: 'Palace of Versailles' }, latitude: 48.8049, longitude: 2.1204 },
  { kind: 'poi', country: 'FR', names: 'Disneyland Paris', latitude: 48.8722, longitude: 2.7758 },
  { kind: 'poi', country: 'FR', names: { local: 'Dune du Pilat', es: 'Duna de Pilat', it: 'Duna di Pilat', nl: 'Duin van Pilat', en: 'Dune of Pilat' }, latitude: 44.5895, longitude: -1.213 },
  { kind: 'poi', country: 'FR', names: { local: 'Gorges du Verdon', es: 'Garganta del Verdon', it: 'Gole del Verdon', en: 'Verdon Gorge' }, latitude: 43.76, longitude: 6.36 },
  { kind: 'poi', country: 'FR', names: 'Pont du Gard', latitude: 43.9475, longitude: 4.535 },
  { kind: 'poi', country: 'ES', names: 'Sagrada Família', latitude: 41.4036, longitude: 2.1744 },
  { kind: 'poi', country: 'ES', names: 'Alhambra', latitude: 37.1761, longitude: -3.5881 },
  { kind: 'poi', country: 'IT', names: { local: 'Colosseo', fr: 'Colisée', es: 'Coliseo', nl: 'Colosseum', en: 'Colosseum' }, latitude: 41.8902, longitude: 12.4922 },
  { kind: 'poi', country: 'IT', names: { local: 'Torre di Pisa', fr: 'Tour de Pise', es: 'Torre de Pisa', nl: 'Toren van Pisa', en: 'Leaning Tower of Pisa' }, latitude: 43.723, longitude: 10.3966 },
  { kind: 'poi', country: 'NL', names: 'Keukenhof', latitude: 52.2697, longitude: 4.5462 },
  { kind: 'poi', country: 'NL', names: 'Kinderdijk', latitude: 51.8842, longitude: 4.6392 },
  { kind: 'poi', country: 'BE', names: 'Atomium', latitude: 50.8949, longitude: 4.3415 },
  { kind: 'poi', country: 'BE', names: { local: 'Grottes de Han', nl: 'Grotten van Han', es: 'Grutas de Han', it: 'Grotte di Han', en: 'Caves of Han' }, latitude: 50.1233, longitude: 5.1844 },
];
