import type { Insertable, Kysely } from 'kysely';
import { COUNTRY_CODES, MARKET_CODES, MARKETS, type CountryCode } from '@escapade/util-market';
import type { CatalogLanguage } from '../catalog/catalog-snapshot';
import type { Database } from '../db/database-schema';

type Texts = Readonly<Record<CatalogLanguage, string>>;

/** Shipping of a printed voucher to an address in the market's own country: free (product-side.md section 9). */
export const DOMESTIC_SHIPPING = 0;
/** International fee to a neighbouring country, in cents. */
export const NEIGHBOUR_SHIPPING_FEE = 490;
/** International fee to any other country, in cents. */
export const DISTANT_SHIPPING_FEE = 790;

/** Countries whose post offices share a border: the cheaper international fee. */
const NEIGHBOURS: readonly (readonly [CountryCode, CountryCode])[] = [
  ['FR', 'BE'],
  ['FR', 'ES'],
  ['FR', 'IT'],
  ['BE', 'NL'],
];

/** The international fee of each country other than `home`. */
export function internationalFees(home: CountryCode): Record<string, number> {
  const neighbour = (other: CountryCode) => NEIGHBOURS.some(([a, b]) => (a === home && b === other) || (a === other && b === home));
  return Object.fromEntries(COUNTRY_CODES.filter((country) => country !== home).map((country) => [country, neighbour(country) ? NEIGHBOUR_SHIPPING_FEE : DISTANT_SHIPPING_FEE]));
}

/** Pictures of the options are drawn from their id by the image route; this offset keeps them apart from the catalog's. */
export const SUB_ELEMENT_IMAGE_OFFSET = 900_000_000;

interface CategorySeed {
  readonly id: number;
  readonly singleSelection: boolean;
  readonly name: Texts;
  readonly description: Texts;
  readonly items: readonly { readonly id: number; readonly price: number; readonly recommended?: boolean; readonly isDefault?: boolean; readonly name: Texts }[];
}

/**
 * The customization options, in display order. Category 2 (the greeting card) gets its free
 * 'standard' item from util-pricing, so it is not stored.
 */
export const GIFT_CUSTOMIZATION: readonly CategorySeed[] = [
  {
    id: 1,
    singleSelection: true,
    name: { en: 'Voucher design', fr: 'Design du bon', es: 'Diseño del bono', it: 'Grafica del buono', nl: 'Ontwerp van de bon' },
    description: {
      en: 'The design the voucher is sent or printed in.',
      fr: 'Le design dans lequel le bon est envoyé ou imprimé.',
      es: 'El diseño con el que se envía o imprime el bono.',
      it: 'La grafica con cui il buono viene inviato o stampato.',
      nl: 'Het ontwerp waarin de bon wordt verstuurd of gedrukt.',
    },
    items: [
      { id: 101, price: 0, isDefault: true, name: { en: 'Classic', fr: 'Classique', es: 'Clásico', it: 'Classico', nl: 'Klassiek' } },
      { id: 102, price: 0, name: { en: 'Birthday', fr: 'Anniversaire', es: 'Cumpleaños', it: 'Compleanno', nl: 'Verjaardag' } },
      { id: 103, price: 0, name: { en: 'Love', fr: 'Amour', es: 'Amor', it: 'Amore', nl: 'Liefde' } },
      { id: 104, price: 0, name: { en: 'Thank you', fr: 'Merci', es: 'Gracias', it: 'Grazie', nl: 'Bedankt' } },
    ],
  },
  {
    id: 2,
    singleSelection: true,
    name: { en: 'Greeting card', fr: 'Carte de vœux', es: 'Tarjeta de felicitación', it: 'Biglietto d’auguri', nl: 'Wenskaart' },
    description: {
      en: 'A card for your message, sent with the voucher.',
      fr: 'Une carte pour votre message, jointe au bon.',
      es: 'Una tarjeta para tu mensaje, junto al bono.',
      it: 'Un biglietto per il tuo messaggio, insieme al buono.',
      nl: 'Een kaart voor je bericht, bij de bon.',
    },
    items: [
      {
        id: 201,
        price: 290,
        recommended: true,
        name: { en: 'Illustrated card', fr: 'Carte illustrée', es: 'Tarjeta ilustrada', it: 'Biglietto illustrato', nl: 'Geïllustreerde kaart' },
      },
      { id: 202, price: 590, name: { en: 'Pop-up card', fr: 'Carte pop-up', es: 'Tarjeta pop-up', it: 'Biglietto pop-up', nl: 'Pop-upkaart' } },
    ],
  },
  {
    id: 3,
    singleSelection: false,
    name: { en: 'Little extras', fr: 'Petites attentions', es: 'Pequeños detalles', it: 'Piccoli pensieri', nl: 'Kleine extra’s' },
    description: {
      en: 'Waiting in the room when the recipient arrives.',
      fr: 'Elles attendent le bénéficiaire dans sa chambre à son arrivée.',
      es: 'Esperan al beneficiario en su habitación a su llegada.',
      it: 'Attendono il beneficiario in camera al suo arrivo.',
      nl: 'Ze wachten bij aankomst op de ontvanger in de kamer.',
    },
    items: [
      {
        id: 301,
        price: 1200,
        recommended: true,
        name: { en: 'Box of chocolates', fr: 'Boîte de chocolats', es: 'Caja de bombones', it: 'Scatola di cioccolatini', nl: 'Doos chocolaatjes' },
      },
      { id: 302, price: 2500, name: { en: 'Bouquet of flowers', fr: 'Bouquet de fleurs', es: 'Ramo de flores', it: 'Mazzo di fiori', nl: 'Boeket bloemen' } },
      { id: 303, price: 3500, name: { en: 'Bottle of champagne', fr: 'Bouteille de champagne', es: 'Botella de champán', it: 'Bottiglia di champagne', nl: 'Fles champagne' } },
    ],
  },
];

const columns = <P extends string>(prefix: P, texts: Texts) =>
  ({ [`${prefix}_fr`]: texts.fr, [`${prefix}_es`]: texts.es, [`${prefix}_it`]: texts.it, [`${prefix}_nl`]: texts.nl, [`${prefix}_en`]: texts.en }) as Record<
    `${P}_${CatalogLanguage}`,
    string
  >;

/** The rows of the three tables: the same every time. */
export function giftCustomizationRows() {
  const shipping: Insertable<Database['gift_shipping_costs']>[] = MARKET_CODES.map((market) => ({
    market,
    amount: DOMESTIC_SHIPPING,
    international_fees: JSON.stringify(internationalFees(MARKETS[market].country)),
    physical_format_enabled: true,
  }));
  const categories: Insertable<Database['custom_sub_element_categories']>[] = GIFT_CUSTOMIZATION.map((category, position) => ({
    id: category.id,
    position,
    single_selection: category.singleSelection,
    ...columns('name', category.name),
    ...columns('description', category.description),
  }));
  const items: Insertable<Database['custom_sub_elements']>[] = GIFT_CUSTOMIZATION.flatMap((category) =>
    category.items.map((item, position) => ({
      id: item.id,
      category_id: category.id,
      position,
      price: item.price,
      image_id: SUB_ELEMENT_IMAGE_OFFSET + item.id,
      recommended: item.recommended ?? false,
      is_default: item.isDefault ?? false,
      ...columns('name', item.name),
    })),
  );
  return { shipping, categories, items };
}

/**
 * Seeds the gift's shipping costs and customization options (into a new database, or one seeded
 * before they existed). Deterministic; returns the number of rows.
 */
export async function seedGiftCustomization(db: Kysely<Database>): Promise<number> {
  const { shipping, categories, items } = giftCustomizationRows();
  await db.transaction().execute(async (transaction) => {
    await transaction.insertInto('gift_shipping_costs').values(shipping).execute();
    await transaction.insertInto('custom_sub_element_categories').values(categories).execute();
    await transaction.insertInto('custom_sub_elements').values(items).execute();
  });
  return shipping.length + categories.length + items.length;
}
