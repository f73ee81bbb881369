import type { Kysely } from 'kysely';
import type { GiftShippingCosts } from '@escapade/api-contract';
import { COUNTRY_CODES, MARKET_TOGGLES, MARKETS, type CountryCode, type MarketCode } from '@escapade/util-market';
import type { Database } from '../db/database-schema';
import type { CatalogLanguage } from './catalog-snapshot';

/** A market's shipping of a printed voucher as stored, or undefined when none is stored for it. */
export interface StoredShippingCosts {
  amount: number;
  internationalFees: Readonly<Record<string, number>>;
  physicalFormatEnabled: boolean;
}

/** The shipping costs of a printed voucher sold in `market`. */
export async function loadShippingCosts(db: Kysely<Database>, market: MarketCode): Promise<StoredShippingCosts | undefined> {
  const row = await db.selectFrom('gift_shipping_costs').select(['amount', 'international_fees', 'physical_format_enabled']).where('market', '=', market).executeTakeFirst();
  return row === undefined ? undefined : { amount: row.amount, internationalFees: row.international_fees, physicalFormatEnabled: row.physical_format_enabled };
}

const isCountry = (code: string): code is CountryCode => (COUNTRY_CODES as readonly string[]).includes(code);

/**
 * The shipping of a printed voucher sold in `market` as the gift setup and the gift order read it:
 * free at home and with a fee to each other country, and whether the market posts vouchers today (its
 * point of sale supports them and the stored switch is on). A market without stored costs posts none.
 */
export async function marketShippingCosts(db: Kysely<Database>, market: MarketCode): Promise<GiftShippingCosts> {
  const stored = await loadShippingCosts(db, market);
  const home = MARKETS[market].country;
  const fees = Object.entries(stored?.internationalFees ?? {}).filter((entry): entry is [CountryCode, number] => isCountry(entry[0]) && entry[0] !== home);
  return {
    physicalFormatEnabled: stored !== undefined && stored.physicalFormatEnabled && MARKET_TOGGLES[market].physicalGiftFormat,
    amount: stored?.amount ?? 0,
    internationalShippingFeesPerCountry: Object.fromEntries(fees),
  };
}

/** A customization category as stored, named in one language. */
export interface StoredSubElementCategory {
  id: number;
  name: string;
  description: string;
  singleSelection: boolean;
}

/** A customization option as stored, named in one language. */
export interface StoredSubElement {
  id: number;
  categoryId: number;
  name: string;
  price: number;
  imageId: number;
  recommended: boolean;
  isDefault: boolean;
}

/** Every customization category and option in display order, named in `language`: two indexed reads of small tables. */
export async function loadCustomization(db: Kysely<Database>, language: CatalogLanguage): Promise<{ categories: StoredSubElementCategory[]; subElements: StoredSubElement[] }> {
  const [categories, subElements] = await Promise.all([
    db
      .selectFrom('custom_sub_element_categories')
      .select(['id', `name_${language}`, `description_${language}`, 'single_selection'])
      .orderBy('position')
      .execute(),
    db
      .selectFrom('custom_sub_elements')
      .innerJoin('custom_sub_element_categories', 'custom_sub_element_categories.id', 'custom_sub_elements.category_id')
      .select([
        'custom_sub_elements.id',
        'custom_sub_elements.category_id',
        `custom_sub_elements.name_${language}`,
        'custom_sub_elements.price',
        'custom_sub_elements.image_id',
        'custom_sub_elements.recommended',
        'custom_sub_elements.is_default',
      ])
      .orderBy('custom_sub_element_categories.position')
      .orderBy('custom_sub_elements.position')
      .execute(),
  ]);
  return {
    categories: categories.map((row) => {
      const texts = row as unknown as Record<string, string>;
      return { id: row.id, name: texts[`name_${language}`], description: texts[`description_${language}`], singleSelection: row.single_selection };
    }),
    subElements: subElements.map((row) => ({
      id: row.id,
      categoryId: row.category_id,
      name: (row as unknown as Record<string, string>)[`name_${language}`],
      price: row.price,
      imageId: row.image_id,
      recommended: row.recommended,
      isDefault: row.is_default,
    })),
  };
}
