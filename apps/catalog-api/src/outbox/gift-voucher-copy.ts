import { type MarketLanguage as Language } from '@escapade/util-market';

/**
 * The texts of a gift order's confirmation e-mail and of its voucher (the PDF) in one language. The
 * English in each doc comment is the source wording; each language says it as its site does (vous in
 * French, tú in Spanish, tu in Italian, je in Dutch). The other lines (order number, hotel, amount
 * paid, greeting, closing) are the order confirmation's.
 */
export interface GiftVoucherCopy<L extends Language = Language> {
  language: L;
  /** 'Your gift is confirmed – order no. {bookingNumber}' */
  subject: (bookingNumber: string) => string;
  /** 'Thank you for your order with Escapade: your gift is confirmed.' */
  intro: string;
  /** 'Gift' */
  gift: string;
  /** '{count} night(s) for 2 people' */
  nightsForTwo: (count: number) => string;
  /** 'Format' */
  formatLabel: string;
  /** 'E-mail voucher to print at home' */
  formatDigital: string;
  /** 'Posted voucher' */
  formatPhysical: string;
  /** 'Your voucher is attached to this e-mail as a PDF: print it or send it to the lucky person.' */
  digitalDelivery: string;
  /** 'Your voucher will be posted to {name}, {address}, within 2 to 4 working days.' */
  physicalDelivery: (name: string, address: string) => string;
  /** 'The recipient chooses the dates of the stay and books with the voucher code.' */
  recipientUse: string;
  /** 'Gift voucher' (the PDF's title) */
  voucherTitle: string;
  /** 'Voucher code' */
  codeLabel: string;
  /** 'From {fromName}' */
  from: (fromName: string) => string;
  /** 'Message' */
  messageLabel: string;
  /** 'How to use it: choose your dates and book on our site with this code.' */
  voucherHowTo: string;
  /** The PDF's file name: 'gift-voucher-{bookingNumber}.pdf' */
  fileName: (bookingNumber: string) => string;
}

/** `one` for a count of one, else `other` (no count here is 0). */
const plural = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

const FRENCH: GiftVoucherCopy<'fr'> = {
  language: 'fr',
  subject: (bookingNumber) => `Votre cadeau est confirmé – commande n° ${bookingNumber}`,
  intro: 'Merci pour votre commande chez Escapade : votre cadeau est confirmé.',
  gift: 'Cadeau',
  nightsForTwo: (count) => `${plural(count, 'nuit', 'nuits')} pour 2 personnes`,
  formatLabel: 'Format',
  formatDigital: 'Bon cadeau par e-mail, à imprimer',
  formatPhysical: 'Bon cadeau envoyé par la poste',
  digitalDelivery: 'Votre bon cadeau est joint à cet e-mail au format PDF : imprimez-le ou envoyez-le à l’heureux destinataire.',
  physicalDelivery: (name, address) => `Votre bon cadeau sera envoyé par la poste à ${name}, ${address}, sous 2 à 4 jours ouvrés.`,
  recipientUse: 'Le bénéficiaire choisit les dates de son séjour et réserve avec le code du bon.',
  voucherTitle: 'Bon cadeau',
  codeLabel: 'Code du bon',
  from: (fromName) => `De la part de ${fromName}`,
  messageLabel: 'Message',
  voucherHowTo: 'Comment l’utiliser : choisissez vos dates et réservez sur notre site avec ce code.',
  fileName: (bookingNumber) => `bon-cadeau-${bookingNumber}.pdf`,
};

const SPANISH: GiftVoucherCopy<'es'> = {
  language: 'es',
  subject: (bookingNumber) => `Tu regalo está confirmado – pedido n.º ${bookingNumber}`,
  intro: 'Gracias por tu pedido en Escapade: tu regalo está confirmado.',
  gift: 'Regalo',
  nightsForTwo: (count) => `${plural(count, 'noche', 'noches')} para 2 personas`,
  formatLabel: 'Formato',
  formatDigital: 'Bono por e-mail para imprimir',
  formatPhysical: 'Bono enviado por correo postal',
  digitalDelivery: 'Tu bono regalo va adjunto a este e-mail en PDF: imprímelo o envíaselo a la persona afortunada.',
  physicalDelivery: (name, address) => `Tu bono regalo se enviará por correo a ${name}, ${address}, en un plazo de 2 a 4 días laborables.`,
  recipientUse: 'La persona que lo recibe elige las fechas de su estancia y reserva con el código del bono.',
  voucherTitle: 'Bono regalo',
  codeLabel: 'Código del bono',
  from: (fromName) => `De parte de ${fromName}`,
  messageLabel: 'Mensaje',
  voucherHowTo: 'Cómo usarlo: elige tus fechas y reserva en nuestra web con este código.',
  fileName: (bookingNumber) => `bono-regalo-${bookingNumber}.pdf`,
};

const ITALIAN: GiftVoucherCopy<'it'> = {
  language: 'it',
  subject: (bookingNumber) => `Il tuo regalo è confermato – ordine n. ${bookingNumber}`,
  intro: 'Grazie per il tuo ordine su Escapade: il tuo regalo è confermato.',
  gift: 'Regalo',
  nightsForTwo: (count) => `${plural(count, 'notte', 'notti')} per 2 persone`,
  formatLabel: 'Formato',
  formatDigital: 'Buono via e-mail da stampare',
  formatPhysical: 'Buono spedito per posta',
  digitalDelivery: 'Il tuo buono regalo è allegato a questa e-mail in PDF: stampalo o invialo alla persona fortunata.',
  physicalDelivery: (name, address) => `Il tuo buono regalo sarà spedito per posta a ${name}, ${address}, entro 2-4 giorni lavorativi.`,
  recipientUse: 'Chi lo riceve sceglie le date del soggiorno e prenota con il codice del buono.',
  voucherTitle: 'Buono regalo',
  codeLabel: 'Codice del buono',
  from: (fromName) => `Da parte di ${fromName}`,
  messageLabel: 'Messaggio',
  voucherHowTo: 'Come usarlo: scegli le date e prenota sul nostro sito con questo codice.',
  fileName: (bookingNumber) => `buono-regalo-${bookingNumber}.pdf`,
};

const DUTCH: GiftVoucherCopy<'nl'> = {
  language: 'nl',
  subject: (bookingNumber) => `Je cadeau is bevestigd – bestelling nr. ${bookingNumber}`,
  intro: 'Bedankt voor je bestelling bij Escapade: je cadeau is bevestigd.',
  gift: 'Cadeau',
  nightsForTwo: (count) => `${plural(count, 'nacht', 'nachten')} voor 2 personen`,
  formatLabel: 'Formaat',
  formatDigital: 'Cadeaubon per e-mail om zelf te printen',
  formatPhysical: 'Cadeaubon per post',
  digitalDelivery: 'Je cadeaubon zit als pdf bij deze e-mail: print hem of stuur hem naar de gelukkige.',
  physicalDelivery: (name, address) => `Je cadeaubon wordt binnen 2 tot 4 werkdagen per post verstuurd naar ${name}, ${address}.`,
  recipientUse: 'De ontvanger kiest de data van het verblijf en boekt met de code van de bon.',
  voucherTitle: 'Cadeaubon',
  codeLabel: 'Code van de bon',
  from: (fromName) => `Van ${fromName}`,
  messageLabel: 'Boodschap',
  voucherHowTo: 'Zo gebruik je hem: kies je data en boek op onze site met deze code.',
  fileName: (bookingNumber) => `cadeaubon-${bookingNumber}.pdf`,
};

/** The gift e-mail's and voucher's texts in each language of the markets. */
export const GIFT_VOUCHER_COPY: { readonly [L in Language]: GiftVoucherCopy<L> } = { fr: FRENCH, es: SPANISH, it: ITALIAN, nl: DUTCH };
