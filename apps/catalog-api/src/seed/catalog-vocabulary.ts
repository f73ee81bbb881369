import type { LocalizedText } from '../catalog/catalog-snapshot';
import type { HotelAttributeKind } from '../db/database-schema';

/** A text in the five catalog languages, in the order fr, es, it, nl, en. */
export function text(fr: string, es: string, it: string, nl: string, en: string): LocalizedText {
  return { fr, es, it, nl, en };
}

/** The family theme: the results page suggests it when children or babies travel. */
export const FAMILY_THEME_ID = 39;

/** Themes of weekends, one icon group each (the UI maps groups to icons, unmapped ones get a default). */
export const THEMES: readonly { id: number; iconGroup: string; names: LocalizedText }[] = [
  { id: 1, iconGroup: 'romantic', names: text('Romantique', 'Romántico', 'Romantico', 'Romantisch', 'Romantic') },
  { id: 2, iconGroup: 'wellness', names: text('Bien-être et spa', 'Bienestar y spa', 'Benessere e spa', 'Wellness en spa', 'Wellness and spa') },
  { id: 3, iconGroup: 'gastronomy', names: text('Gastronomie', 'Gastronomía', 'Gastronomia', 'Gastronomie', 'Food lovers') },
  { id: 4, iconGroup: 'wine', names: text('Œnologie', 'Enoturismo', 'Enoturismo', 'Wijn', 'Wine') },
  { id: 5, iconGroup: 'sport', names: text('Sport', 'Deporte', 'Sport', 'Sport', 'Sport') },
  { id: 6, iconGroup: 'nature', names: text('Nature', 'Naturaleza', 'Natura', 'Natuur', 'Nature') },
  { id: 7, iconGroup: 'culture', names: text('Culture', 'Cultura', 'Cultura', 'Cultuur', 'Culture') },
  { id: 8, iconGroup: 'unusual', names: text('Insolite', 'Insólito', 'Insolito', 'Bijzonder', 'Unusual') },
  { id: 9, iconGroup: 'seaside', names: text('Bord de mer', 'Junto al mar', 'Al mare', 'Aan zee', 'Seaside') },
  { id: 10, iconGroup: 'mountain', names: text('Montagne', 'Montaña', 'Montagna', 'Bergen', 'Mountains') },
  { id: 11, iconGroup: 'ski', names: text('Ski', 'Esquí', 'Sci', 'Skiën', 'Skiing') },
  { id: 12, iconGroup: 'countryside', names: text('Campagne', 'Campo', 'Campagna', 'Platteland', 'Countryside') },
  { id: 13, iconGroup: 'city', names: text('City break', 'Escapada urbana', 'City break', 'Stedentrip', 'City break') },
  { id: 14, iconGroup: 'castle', names: text('Châteaux', 'Castillos', 'Castelli', 'Kastelen', 'Castles') },
  { id: 15, iconGroup: 'adventure', names: text('Aventure', 'Aventura', 'Avventura', 'Avontuur', 'Adventure') },
  { id: 16, iconGroup: 'pets', names: text('Animaux bienvenus', 'Se admiten mascotas', 'Animali ammessi', 'Huisdieren welkom', 'Pets welcome') },
  { id: 17, iconGroup: 'golf', names: text('Golf', 'Golf', 'Golf', 'Golf', 'Golf') },
  { id: 18, iconGroup: 'cycling', names: text('Vélo', 'Bicicleta', 'Bicicletta', 'Fietsen', 'Cycling') },
  { id: 19, iconGroup: 'lake', names: text('Lacs', 'Lagos', 'Laghi', 'Meren', 'Lakes') },
  { id: 20, iconGroup: 'christmas', names: text('Marchés de Noël', 'Mercados navideños', 'Mercatini di Natale', 'Kerstmarkten', 'Christmas markets') },
  { id: 21, iconGroup: 'eco', names: text('Séjour responsable', 'Turismo sostenible', 'Soggiorno sostenibile', 'Duurzaam verblijf', 'Sustainable stay') },
  { id: 22, iconGroup: 'luxury', names: text('Luxe', 'Lujo', 'Lusso', 'Luxe', 'Luxury') },
  { id: 23, iconGroup: 'friends', names: text('Entre amis', 'Con amigos', 'Tra amici', 'Met vrienden', 'With friends') },
  { id: FAMILY_THEME_ID, iconGroup: 'family', names: text('En famille', 'En familia', 'In famiglia', 'Met het gezin', 'Family') },
];

/** Groups of the activities facet, in display order. */
export const ACTIVITY_GROUPS: readonly { key: string; names: LocalizedText }[] = [
  { key: 'wellness', names: text('Bien-être', 'Bienestar', 'Benessere', 'Wellness', 'Wellness') },
  { key: 'gastronomy', names: text('Gastronomie', 'Gastronomía', 'Gastronomia', 'Gastronomie', 'Food and drink') },
  { key: 'sport', names: text('Sport et nature', 'Deporte y naturaleza', 'Sport e natura', 'Sport en natuur', 'Sport and outdoors') },
  { key: 'culture', names: text('Culture', 'Cultura', 'Cultura', 'Cultuur', 'Culture') },
  { key: 'leisure', names: text('Loisirs', 'Ocio', 'Tempo libero', 'Vrije tijd', 'Leisure') },
];

/**
 * Activity types. `phrase` is the noun phrase a weekend's title uses ("Week-end spa et dîner
 * gastronomique"); `themeId` links an activity to the theme it implies.
 */
export const ACTIVITY_TYPES: readonly { id: number; group: string; names: LocalizedText; phrase: LocalizedText; themeId: number | null; price: number }[] = [
  { id: 101, group: 'wellness', names: text('Accès au spa', 'Acceso al spa', 'Accesso alla spa', 'Toegang tot de spa', 'Spa access'), phrase: text('spa', 'spa', 'spa', 'spa', 'spa'), themeId: 2, price: 3000 },
  { id: 102, group: 'wellness', names: text('Massage en duo', 'Masaje en pareja', 'Massaggio di coppia', 'Duomassage', 'Couples massage'), phrase: text('massage en duo', 'masaje en pareja', 'massaggio di coppia', 'duomassage', 'couples massage'), themeId: 2, price: 9000 },
  { id: 103, group: 'wellness', names: text('Hammam', 'Hammam', 'Hammam', 'Hamam', 'Hammam'), phrase: text('hammam', 'hammam', 'hammam', 'hamam', 'hammam'), themeId: 2, price: 2500 },
  { id: 104, group: 'wellness', names: text('Soin du visage', 'Tratamiento facial', 'Trattamento viso', 'Gezichtsbehandeling', 'Facial treatment'), phrase: text('soin du visage', 'tratamiento facial', 'trattamento viso', 'gezichtsbehandeling', 'facial'), themeId: 2, price: 6000 },
  { id: 105, group: 'wellness', names: text('Cours de yoga', 'Clase de yoga', 'Lezione di yoga', 'Yogales', 'Yoga class'), phrase: text('yoga', 'yoga', 'yoga', 'yoga', 'yoga'), themeId: 2, price: 2500 },
  { id: 201, group: 'gastronomy', names: text('Dîner gastronomique', 'Cena gastronómica', 'Cena gourmet', 'Gastronomisch diner', 'Gourmet dinner'), phrase: text('dîner gastronomique', 'cena gastronómica', 'cena gourmet', 'gastronomisch diner', 'gourmet dinner'), themeId: 3, price: 9000 },
  { id: 202, group: 'gastronomy', names: text('Dégustation de vins', 'Cata de vinos', 'Degustazione di vini', 'Wijnproeverij', 'Wine tasting'), phrase: text('dégustation de vins', 'cata de vinos', 'degustazione di vini', 'wijnproeverij', 'wine tasting'), themeId: 4, price: 3500 },
  { id: 203, group: 'gastronomy', names: text('Cours de cuisine', 'Clase de cocina', 'Corso di cucina', 'Kookworkshop', 'Cooking class'), phrase: text('cours de cuisine', 'clase de cocina', 'corso di cucina', 'kookworkshop', 'cooking class'), themeId: 3, price: 7000 },
  { id: 204, group: 'gastronomy', names: text('Dégustation de bières', 'Cata de cervezas', 'Degustazione di birre', 'Bierproeverij', 'Beer tasting'), phrase: text('dégustation de bières', 'cata de cervezas', 'degustazione di birre', 'bierproeverij', 'beer tasting'), themeId: 3, price: 3000 },
  { id: 205, group: 'gastronomy', names: text('Atelier chocolat', 'Taller de chocolate', 'Laboratorio di cioccolato', 'Chocoladeworkshop', 'Chocolate workshop'), phrase: text('atelier chocolat', 'taller de chocolate', 'laboratorio di cioccolato', 'chocoladeworkshop', 'chocolate workshop'), themeId: 3, price: 4500 },
  { id: 301, group: 'sport', names: text('Randonnée guidée', 'Senderismo guiado', 'Escursione guidata', 'Begeleide wandeling', 'Guided hike'), phrase: text('randonnée', 'senderismo', 'escursione', 'wandeling', 'hiking'), themeId: 6, price: 3000 },
  { id: 302, group: 'sport', names: text('Canoë-kayak', 'Piragüismo', 'Canoa', 'Kanoën', 'Canoeing'), phrase: text('canoë', 'piragüismo', 'canoa', 'kanoën', 'canoeing'), themeId: 15, price: 3500 },
  { id: 303, group: 'sport', names: text('Balade à cheval', 'Paseo a caballo', 'Passeggiata a cavallo', 'Paardrijden', 'Horse riding'), phrase: text('balade à cheval', 'paseo a caballo', 'passeggiata a cavallo', 'paardrijden', 'horse riding'), themeId: 6, price: 5000 },
  { id: 304, group: 'sport', names: text('Balade en vélo électrique', 'Paseo en bicicleta eléctrica', 'Giro in bici elettrica', 'E-biketocht', 'E-bike ride'), phrase: text('vélo électrique', 'bicicleta eléctrica', 'bici elettrica', 'e-biketocht', 'e-bike ride'), themeId: 18, price: 4000 },
  { id: 305, group: 'sport', names: text('Initiation au golf', 'Iniciación al golf', 'Lezione di golf', 'Golfinitiatie', 'Golf lesson'), phrase: text('golf', 'golf', 'golf', 'golf', 'golf'), themeId: 17, price: 6000 },
  { id: 306, group: 'sport', names: text('Stand-up paddle', 'Paddle surf', 'Stand up paddle', 'Suppen', 'Stand-up paddle'), phrase: text('paddle', 'paddle surf', 'paddle', 'suppen', 'paddleboarding'), themeId: 9, price: 3000 },
  { id: 307, group: 'sport', names: text('Via ferrata', 'Vía ferrata', 'Via ferrata', 'Via ferrata', 'Via ferrata'), phrase: text('via ferrata', 'vía ferrata', 'via ferrata', 'via ferrata', 'via ferrata'), themeId: 15, price: 5500 },
  { id: 308, group: 'sport', names: text('Forfait de ski', 'Forfait de esquí', 'Skipass', 'Skipas', 'Ski pass'), phrase: text('ski', 'esquí', 'sci', 'skiën', 'skiing'), themeId: 11, price: 5000 },
  { id: 309, group: 'sport', names: text('Baptême de parapente', 'Vuelo en parapente', 'Volo in parapendio', 'Tandemvlucht paragliden', 'Tandem paragliding'), phrase: text('parapente', 'parapente', 'parapendio', 'paragliden', 'paragliding'), themeId: 15, price: 9000 },
  { id: 401, group: 'culture', names: text('Visite guidée de la ville', 'Visita guiada por la ciudad', 'Visita guidata della città', 'Stadswandeling met gids', 'Guided city tour'), phrase: text('visite guidée', 'visita guiada', 'visita guidata', 'stadswandeling', 'guided tour'), themeId: 7, price: 2000 },
  { id: 402, group: 'culture', names: text('Entrée au musée', 'Entrada al museo', 'Ingresso al museo', 'Museumbezoek', 'Museum entry'), phrase: text('musée', 'museo', 'museo', 'museum', 'museum'), themeId: 7, price: 2000 },
  { id: 403, group: 'culture', names: text('Visite de château', 'Visita al castillo', 'Visita al castello', 'Kasteelbezoek', 'Castle visit'), phrase: text('visite de château', 'visita al castillo', 'visita al castello', 'kasteelbezoek', 'castle visit'), themeId: 14, price: 2500 },
  { id: 404, group: 'culture', names: text('Spectacle', 'Espectáculo', 'Spettacolo', 'Voorstelling', 'Show'), phrase: text('spectacle', 'espectáculo', 'spettacolo', 'voorstelling', 'show'), themeId: 7, price: 5000 },
  { id: 501, group: 'leisure', names: text('Escape game', 'Escape room', 'Escape room', 'Escaperoom', 'Escape room'), phrase: text('escape game', 'escape room', 'escape room', 'escaperoom', 'escape room'), themeId: 23, price: 5000 },
  { id: 502, group: 'leisure', names: text("Parc d'attractions", 'Parque de atracciones', 'Parco divertimenti', 'Pretpark', 'Theme park'), phrase: text("parc d'attractions", 'parque de atracciones', 'parco divertimenti', 'pretpark', 'theme park'), themeId: FAMILY_THEME_ID, price: 8000 },
  { id: 503, group: 'leisure', names: text('Parc animalier', 'Parque de animales', 'Parco faunistico', 'Dierenpark', 'Wildlife park'), phrase: text('parc animalier', 'parque de animales', 'parco faunistico', 'dierenpark', 'wildlife park'), themeId: FAMILY_THEME_ID, price: 4000 },
  { id: 504, group: 'leisure', names: text('Croisière en bateau', 'Paseo en barco', 'Giro in barca', 'Rondvaart', 'Boat cruise'), phrase: text('croisière', 'paseo en barco', 'giro in barca', 'rondvaart', 'boat cruise'), themeId: 19, price: 4000 },
  { id: 505, group: 'leisure', names: text('Vol en montgolfière', 'Vuelo en globo', 'Volo in mongolfiera', 'Ballonvaart', 'Hot-air balloon flight'), phrase: text('montgolfière', 'vuelo en globo', 'volo in mongolfiera', 'ballonvaart', 'hot-air balloon'), themeId: 8, price: 24000 },
];

/** Facet values of hotels with their labels (facilities value `pets` is the special one). */
export const HOTEL_ATTRIBUTES: Readonly<Record<HotelAttributeKind, readonly { value: string; label: LocalizedText }[]>> = {
  facility: [
    { value: 'pool', label: text('Piscine', 'Piscina', 'Piscina', 'Zwembad', 'Swimming pool') },
    { value: 'indoor-pool', label: text('Piscine intérieure', 'Piscina cubierta', 'Piscina coperta', 'Binnenzwembad', 'Indoor pool') },
    { value: 'spa', label: text('Spa', 'Spa', 'Spa', 'Spa', 'Spa') },
    { value: 'sauna', label: text('Sauna', 'Sauna', 'Sauna', 'Sauna', 'Sauna') },
    { value: 'jacuzzi', label: text('Jacuzzi', 'Jacuzzi', 'Idromassaggio', 'Jacuzzi', 'Hot tub') },
    { value: 'restaurant', label: text('Restaurant', 'Restaurante', 'Ristorante', 'Restaurant', 'Restaurant') },
    { value: 'bar', label: text('Bar', 'Bar', 'Bar', 'Bar', 'Bar') },
    { value: 'parking', label: text('Parking', 'Aparcamiento', 'Parcheggio', 'Parkeerplaats', 'Parking') },
    { value: 'free-wifi', label: text('Wi-Fi gratuit', 'Wifi gratis', 'Wi-Fi gratuito', 'Gratis wifi', 'Free Wi-Fi') },
    { value: 'air-conditioning', label: text('Climatisation', 'Aire acondicionado', 'Aria condizionata', 'Airconditioning', 'Air conditioning') },
    { value: 'fitness', label: text('Salle de sport', 'Gimnasio', 'Palestra', 'Fitnessruimte', 'Gym') },
    { value: 'garden', label: text('Jardin', 'Jardín', 'Giardino', 'Tuin', 'Garden') },
    { value: 'terrace', label: text('Terrasse', 'Terraza', 'Terrazza', 'Terras', 'Terrace') },
    { value: 'ev-charging', label: text('Borne de recharge', 'Punto de recarga', 'Colonnina di ricarica', 'Laadpaal', 'EV charging') },
    { value: 'accessible', label: text('Accès PMR', 'Accesible', 'Accessibile', 'Rolstoeltoegankelijk', 'Wheelchair accessible') },
    { value: 'kids-club', label: text('Club enfants', 'Club infantil', 'Miniclub', 'Kinderclub', 'Kids club') },
    { value: 'room-service', label: text('Service en chambre', 'Servicio de habitaciones', 'Servizio in camera', 'Roomservice', 'Room service') },
    { value: 'pets', label: text('Animaux acceptés', 'Se admiten mascotas', 'Animali ammessi', 'Huisdieren toegestaan', 'Pets allowed') },
  ],
  ecoFacility: [
    { value: 'renewable-energy', label: text('Énergie renouvelable', 'Energía renovable', 'Energia rinnovabile', 'Groene stroom', 'Renewable energy') },
    { value: 'local-products', label: text('Produits locaux', 'Productos locales', 'Prodotti locali', 'Lokale producten', 'Local produce') },
    { value: 'organic-breakfast', label: text('Petit-déjeuner bio', 'Desayuno ecológico', 'Colazione biologica', 'Biologisch ontbijt', 'Organic breakfast') },
    { value: 'waste-sorting', label: text('Tri des déchets', 'Reciclaje de residuos', 'Raccolta differenziata', 'Afvalscheiding', 'Waste sorting') },
    { value: 'water-saving', label: text("Économies d'eau", 'Ahorro de agua', 'Risparmio idrico', 'Waterbesparing', 'Water saving') },
    { value: 'bike-rental', label: text('Location de vélos', 'Alquiler de bicicletas', 'Noleggio bici', 'Fietsverhuur', 'Bike rental') },
    { value: 'eco-label', label: text('Label écologique', 'Etiqueta ecológica', 'Marchio ecologico', 'Milieukeurmerk', 'Eco label') },
  ],
  hotelType: [
    { value: 'hotel', label: text('Hôtel', 'Hotel', 'Hotel', 'Hotel', 'Hotel') },
    { value: 'castle', label: text('Château', 'Castillo', 'Castello', 'Kasteel', 'Castle') },
    { value: 'manor', label: text('Manoir', 'Casa señorial', 'Dimora storica', 'Landhuis', 'Manor house') },
    { value: 'guesthouse', label: text("Chambre d'hôtes", 'Casa rural', 'Bed and breakfast', 'Bed & breakfast', 'Guesthouse') },
    { value: 'villa', label: text('Villa', 'Villa', 'Villa', 'Villa', 'Villa') },
    { value: 'farmstay', label: text('Ferme-auberge', 'Granja', 'Agriturismo', 'Boerderij', 'Farm stay') },
    { value: 'unusual', label: text('Hébergement insolite', 'Alojamiento insólito', 'Alloggio insolito', 'Bijzonder verblijf', 'Unusual stay') },
  ],
  hotelEnvironment: [
    { value: 'city', label: text('En ville', 'En la ciudad', 'In città', 'In de stad', 'In town') },
    { value: 'seaside', label: text('Bord de mer', 'Junto al mar', 'Al mare', 'Aan zee', 'By the sea') },
    { value: 'mountain', label: text('Montagne', 'Montaña', 'Montagna', 'Bergen', 'Mountains') },
    { value: 'countryside', label: text('Campagne', 'Campo', 'Campagna', 'Platteland', 'Countryside') },
    { value: 'lake', label: text('Bord de lac', 'Junto al lago', 'Sul lago', 'Aan het meer', 'By a lake') },
    { value: 'forest', label: text('Forêt', 'Bosque', 'Bosco', 'Bos', 'Forest') },
    { value: 'vineyard', label: text('Vignobles', 'Viñedos', 'Vigneti', 'Wijngaarden', 'Vineyards') },
  ],
  hotelStyle: [
    { value: 'charming', label: text('De charme', 'Con encanto', 'Di charme', 'Sfeervol', 'Charming') },
    { value: 'design', label: text('Design', 'De diseño', 'Di design', 'Design', 'Design') },
    { value: 'family', label: text('Familial', 'Familiar', 'Per famiglie', 'Gezinsvriendelijk', 'Family-friendly') },
    { value: 'luxury', label: text('Luxe', 'Lujo', 'Lusso', 'Luxe', 'Luxury') },
    { value: 'romantic', label: text('Romantique', 'Romántico', 'Romantico', 'Romantisch', 'Romantic') },
    { value: 'historic', label: text('Historique', 'Histórico', 'Storico', 'Historisch', 'Historic') },
    { value: 'boutique', label: text('Boutique-hôtel', 'Hotel boutique', 'Boutique hotel', 'Boutiquehotel', 'Boutique') },
  ],
};
