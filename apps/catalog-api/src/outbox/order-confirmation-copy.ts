import { type MarketLanguage as Language } from '@escapade/util-market';

/**
 * The texts of the order confirmation e-mail in one language. The English in each doc comment is
 * the source wording; each language says it as its site does (vous in French, tú in Spanish, tu in
 * Italian, je in Dutch). The tourist tax line is util-pricing's, as the checkout shows it.
 */
export interface OrderConfirmationCopy<L extends Language = Language> {
  language: L;
  /** 'Your stay is confirmed – booking no. {bookingNumber}' */
  subject: (bookingNumber: string) => string;
  /** 'Hello {firstName},' */
  greeting: (firstName: string) => string;
  /** 'Thank you for booking with Escapade: your stay is confirmed.' */
  intro: string;
  /** 'Booking number' */
  bookingNumber: string;
  /** 'Stay' */
  stay: string;
  /** 'Hotel' */
  hotel: string;
  /** 'Arrival' */
  arrival: string;
  /** 'Departure' */
  departure: string;
  /** 'Nights' */
  nightsLabel: string;
  /** '{count} night(s)' */
  nights: (count: number) => string;
  /** 'Travellers' */
  party: string;
  /** '{count} adult(s)' */
  adults: (count: number) => string;
  /** '{count} child(ren)' */
  children: (count: number) => string;
  /** '{count} baby(ies)' */
  babies: (count: number) => string;
  /** 'Amount paid' */
  amountPaid: string;
  /** 'Your activity voucher is confirmed – order no. {bookingNumber}' */
  voucherSubject: (bookingNumber: string) => string;
  /** 'Thank you for your order with Escapade: your activity voucher is confirmed.' */
  voucherIntro: string;
  /** 'Order number' */
  orderNumber: string;
  /** 'Activity' */
  activity: string;
  /** 'Activity centre' */
  activityCenter: string;
  /** 'Participants' */
  participantsLabel: string;
  /** '{count} participant(s)' */
  participants: (count: number) => string;
  /** 'Valid until' */
  validUntil: string;
  /** 'Book your date directly with the activity centre, giving your order number.' */
  voucherUse: string;
  /** 'Your booking is online at any time:' */
  linkIntro: string;
  /** 'View my booking' */
  viewBooking: string;
  /** 'Any question? Give our customer care your booking number.' */
  customerCare: string;
  /** 'See you soon,' */
  closing: string;
  /** 'The Escapade team' */
  signature: string;
}

/** `one` for a count of one, else `other` (French counts 0 and 1 as one; no count here is 0). */
const plural = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

const FRENCH: OrderConfirmationCopy<'fr'> = {
  language: 'fr',
  subject: (bookingNumber) => `Votre séjour est confirmé – réservation n° ${bookingNumber}`,
  greeting: (firstName) => `Bonjour ${firstName},`,
  intro: 'Merci d’avoir réservé avec Escapade : votre séjour est confirmé.',
  bookingNumber: 'Numéro de réservation',
  stay: 'Séjour',
  hotel: 'Hôtel',
  arrival: 'Arrivée',
  departure: 'Départ',
  nightsLabel: 'Nuits',
  nights: (count) => plural(count, 'nuit', 'nuits'),
  party: 'Voyageurs',
  adults: (count) => plural(count, 'adulte', 'adultes'),
  children: (count) => plural(count, 'enfant', 'enfants'),
  babies: (count) => plural(count, 'bébé', 'bébés'),
  amountPaid: 'Montant payé',
  voucherSubject: (bookingNumber) => `Votre bon activité est confirmé – commande n° ${bookingNumber}`,
  voucherIntro: 'Merci pour votre commande chez Escapade : votre bon activité est confirmé.',
  orderNumber: 'Numéro de commande',
  activity: 'Activité',
  activityCenter: 'Centre d’activités',
  participantsLabel: 'Participants',
  participants: (count) => plural(count, 'participant', 'participants'),
  validUntil: 'Valable jusqu’au',
  voucherUse: 'Réservez votre date directement auprès du centre d’activités en indiquant votre numéro de commande.',
  linkIntro: 'Retrouvez votre réservation à tout moment :',
  viewBooking: 'Voir ma réservation',
  customerCare: 'Une question ? Indiquez votre numéro de réservation à notre service client.',
  closing: 'À très bientôt,',
  signature: 'L’équipe Escapade',
};

const SPANISH: OrderConfirmationCopy<'es'> = {
  language: 'es',
  subject: (bookingNumber) => `Tu estancia está confirmada – reserva n.º ${bookingNumber}`,
  greeting: (firstName) => `Hola, ${firstName}:`,
  intro: 'Gracias por reservar con Escapade: tu estancia está confirmada.',
  bookingNumber: 'Número de reserva',
  stay: 'Estancia',
  hotel: 'Hotel',
  arrival: 'Llegada',
  departure: 'Salida',
  nightsLabel: 'Noches',
  nights: (count) => plural(count, 'noche', 'noches'),
  party: 'Viajeros',
  adults: (count) => plural(count, 'adulto', 'adultos'),
  children: (count) => plural(count, 'niño', 'niños'),
  babies: (count) => plural(count, 'bebé', 'bebés'),
  amountPaid: 'Importe pagado',
  voucherSubject: (bookingNumber) => `Tu bono de actividad está confirmado – pedido n.º ${bookingNumber}`,
  voucherIntro: 'Gracias por tu pedido en Escapade: tu bono de actividad está confirmado.',
  orderNumber: 'Número de pedido',
  activity: 'Actividad',
  activityCenter: 'Centro de actividades',
  participantsLabel: 'Participantes',
  participants: (count) => plural(count, 'participante', 'participantes'),
  validUntil: 'Válido hasta el',
  voucherUse: 'Reserva tu fecha directamente con el centro de actividades indicando tu número de pedido.',
  linkIntro: 'Consulta tu reserva en cualquier momento:',
  viewBooking: 'Ver mi reserva',
  customerCare: '¿Tienes alguna pregunta? Indica tu número de reserva a nuestro servicio de atención al cliente.',
  closing: '¡Hasta pronto!',
  signature: 'El equipo de Escapade',
};

const ITALIAN: OrderConfirmationCopy<'it'> = {
  language: 'it',
  subject: (bookingNumber) => `Il tuo soggiorno è confermato – prenotazione n. ${bookingNumber}`,
  greeting: (firstName) => `Ciao ${firstName},`,
  intro: 'Grazie per aver prenotato con Escapade: il tuo soggiorno è confermato.',
  bookingNumber: 'Numero di prenotazione',
  stay: 'Soggiorno',
  hotel: 'Hotel',
  arrival: 'Arrivo',
  departure: 'Partenza',
  nightsLabel: 'Notti',
  nights: (count) => plural(count, 'notte', 'notti'),
  party: 'Viaggiatori',
  adults: (count) => plural(count, 'adulto', 'adulti'),
  children: (count) => plural(count, 'bambino', 'bambini'),
  babies: (count) => plural(count, 'neonato', 'neonati'),
  amountPaid: 'Importo pagato',
  voucherSubject: (bookingNumber) => `Il tuo buono attività è confermato – ordine n. ${bookingNumber}`,
  voucherIntro: 'Grazie per il tuo ordine su Escapade: il tuo buono attività è confermato.',
  orderNumber: 'Numero d’ordine',
  activity: 'Attività',
  activityCenter: 'Centro attività',
  participantsLabel: 'Partecipanti',
  participants: (count) => plural(count, 'partecipante', 'partecipanti'),
  validUntil: 'Valido fino al',
  voucherUse: 'Prenota la tua data direttamente presso il centro attività indicando il tuo numero d’ordine.',
  linkIntro: 'Consulta la tua prenotazione in qualsiasi momento:',
  viewBooking: 'Visualizza la mia prenotazione',
  customerCare: 'Hai una domanda? Comunica il tuo numero di prenotazione al nostro servizio clienti.',
  closing: 'A presto,',
  signature: 'Il team di Escapade',
};

const DUTCH: OrderConfirmationCopy<'nl'> = {
  language: 'nl',
  subject: (bookingNumber) => `Je verblijf is bevestigd – reservering nr. ${bookingNumber}`,
  greeting: (firstName) => `Beste ${firstName},`,
  intro: 'Bedankt voor je reservering bij Escapade: je verblijf is bevestigd.',
  bookingNumber: 'Reserveringsnummer',
  stay: 'Verblijf',
  hotel: 'Hotel',
  arrival: 'Aankomst',
  departure: 'Vertrek',
  nightsLabel: 'Nachten',
  nights: (count) => plural(count, 'nacht', 'nachten'),
  party: 'Reizigers',
  adults: (count) => plural(count, 'volwassene', 'volwassenen'),
  children: (count) => plural(count, 'kind', 'kinderen'),
  babies: (count) => plural(count, 'baby', 'baby’s'),
  amountPaid: 'Betaald bedrag',
  voucherSubject: (bookingNumber) => `Je activiteitenbon is bevestigd – bestelling nr. ${bookingNumber}`,
  voucherIntro: 'Bedankt voor je bestelling bij Escapade: je activiteitenbon is bevestigd.',
  orderNumber: 'Bestelnummer',
  activity: 'Activiteit',
  activityCenter: 'Activiteitencentrum',
  participantsLabel: 'Deelnemers',
  participants: (count) => plural(count, 'deelnemer', 'deelnemers'),
  validUntil: 'Geldig tot en met',
  voucherUse: 'Reserveer je datum rechtstreeks bij het activiteitencentrum met je bestelnummer.',
  linkIntro: 'Bekijk je reservering wanneer je maar wilt:',
  viewBooking: 'Mijn reservering bekijken',
  customerCare: 'Een vraag? Vermeld je reserveringsnummer bij onze klantenservice.',
  closing: 'Tot snel,',
  signature: 'Het Escapade-team',
};

/**
 * The order confirmation e-mail's texts by market language, the one place they are written: a
 * language missing here, a text missing in a language or a language filed under another's code
 * does not compile.
 */
export const ORDER_CONFIRMATION_COPY: { readonly [L in Language]: OrderConfirmationCopy<L> } = {
  fr: FRENCH,
  es: SPANISH,
  it: ITALIAN,
  nl: DUTCH,
};
