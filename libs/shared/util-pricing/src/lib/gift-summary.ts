import type { Cents } from '@escapade/util-market';

/** Voucher formats of a gift stay. */
export type VoucherFormat = 'digital' | 'physical';

/** One entry of a gift stay's price list: a night count and its price. */
export interface GiftPriceListItem {
  readonly nights: number;
  readonly sellPrice: Cents;
}

/** Gift nights when switching to gifting: the first price list entry's nights, else 1. */
export function defaultGiftNights(priceList: readonly GiftPriceListItem[] | null | undefined): number {
  return priceList?.[0]?.nights ?? 1;
}

/** Price of a gift stay for the chosen nights, `undefined` when the list has no such entry. */
export function giftSellPrice(priceList: readonly GiftPriceListItem[], nights: number): Cents | undefined {
  return priceList.find((item) => item.nights === nights)?.sellPrice;
}

/** Shipping costs of a physical voucher (cents), with international fees per country code. */
export interface ShippingCosts {
  readonly amount: Cents;
  readonly internationalShippingFeesPerCountry?: Readonly<Record<string, Cents>> | null;
}

/**
 * Shipping of a gift: nothing for a digital voucher; for a physical one the shipping amount, or
 * the destination country's international fee when one is listed.
 */
export function giftShippingCost(format: VoucherFormat, shippingCosts: ShippingCosts | null | undefined, country?: string): Cents {
  if (format === 'digital' || !shippingCosts) {
    return 0;
  }
  const international = country === undefined ? undefined : shippingCosts.internationalShippingFeesPerCountry?.[country];
  return international ?? shippingCosts.amount;
}

/** Id of a customization sub-element. */
export type SubElementId = string | number;

/** A customization sub-element (wrapping, card...) with its price in cents. */
export interface SubElement {
  readonly id: SubElementId;
  readonly name: string;
  readonly price: Cents;
  readonly categoryId: number;
  readonly isDefault?: boolean;
  readonly imageUrl?: string;
}

/** A group of sub-elements chosen one at a time (single selection) or several together. */
export interface SubElementCategory {
  readonly id: number;
  readonly singleSelection: boolean;
  readonly subElements: readonly SubElement[];
}

/** The category that gets a free default item. */
export const STANDARD_SUB_ELEMENT_CATEGORY_ID = 2;

/** Category 2's default item: 'standard', at price 0. */
export const STANDARD_SUB_ELEMENT: SubElement = {
  id: 'standard',
  name: 'standard',
  price: 0,
  categoryId: STANDARD_SUB_ELEMENT_CATEGORY_ID,
  isDefault: true,
};

/** The categories with category 2's 'standard' item (price 0) first, added once. */
export function withStandardSubElement(categories: readonly SubElementCategory[]): SubElementCategory[] {
  return categories.map((category) =>
    category.id !== STANDARD_SUB_ELEMENT_CATEGORY_ID || category.subElements.some(({ id }) => id === STANDARD_SUB_ELEMENT.id)
      ? category
      : {
          ...category,
          subElements: [STANDARD_SUB_ELEMENT, ...category.subElements],
        },
  );
}

/** Chosen sub-elements, by category id. */
export type SubElementSelection = Readonly<Record<number, readonly SubElementId[]>>;

/** The starting selection: each category's default items (the first one only in single selection). */
export function defaultSubElementSelection(categories: readonly SubElementCategory[]): SubElementSelection {
  const selection: Record<number, readonly SubElementId[]> = {};
  for (const category of categories) {
    const defaults = category.subElements.filter(({ isDefault }) => isDefault).map(({ id }) => id);
    if (defaults.length > 0) {
      selection[category.id] = category.singleSelection ? defaults.slice(0, 1) : defaults;
    }
  }
  return selection;
}

/** A click on a sub-element: single selection replaces the category's choice, multiple toggles it. */
export function toggleSubElement(selection: SubElementSelection, category: SubElementCategory, id: SubElementId): SubElementSelection {
  const current = selection[category.id] ?? [];
  const next = category.singleSelection ? [id] : current.includes(id) ? current.filter((chosen) => chosen !== id) : [...current, id];
  return { ...selection, [category.id]: next };
}

/** Price of the chosen sub-elements, in cents. */
export function subElementsPrice(selection: SubElementSelection, categories: readonly SubElementCategory[]): Cents {
  return categories.reduce(
    (total, category) => total + category.subElements.filter(({ id }) => (selection[category.id] ?? []).includes(id)).reduce((sum, { price }) => sum + price, 0),
    0,
  );
}

/** The gift price summary: the promo in percent, every other line in cents, total included. */
export interface GiftPriceSummary {
  readonly sellPrice: Cents;
  /** Whole percent (0 when none), shown beside the sell price it already discounted. */
  readonly promo: number;
  readonly shippingCost: Cents;
  readonly subElementsPrice: Cents;
  readonly totalPrice: Cents;
}

/**
 * Gift price summary: total = sell price + shipping + sub-elements. The promo is the percentage
 * the sell price already has off (product-side.md section 3, as in the contract), so it is shown,
 * never taken off a second time.
 */
export function giftPriceSummary(lines: {
  readonly sellPrice: Cents;
  readonly promo?: number | null;
  readonly shippingCost?: Cents | null;
  readonly subElementsPrice?: Cents | null;
}): GiftPriceSummary {
  const shippingCost = lines.shippingCost ?? 0;
  const subElementsPrice = lines.subElementsPrice ?? 0;
  return {
    sellPrice: lines.sellPrice,
    promo: lines.promo ?? 0,
    shippingCost,
    subElementsPrice,
    totalPrice: lines.sellPrice + shippingCost + subElementsPrice,
  };
}
