import { GIFT_ADULTS, type CustomSubElements, type GiftShippingCosts, type ProductDetail } from '@escapade/api-contract';
import type { CountryCode } from '@escapade/util-market';
import {
  defaultGiftNights,
  giftPriceSummary,
  giftSellPrice,
  giftShippingCost,
  subElementsPrice,
  withStandardSubElement,
  type GiftPriceSummary,
  type SubElement,
  type SubElementCategory,
  type SubElementSelection,
  type VoucherFormat,
} from '@escapade/util-pricing';

export { GIFT_ADULTS };

/** The options a gift is ordered with: every chosen one but category 2's free standard card, which the order takes when none of its options is. */
export function orderedSubElementIds(selection: SubElementSelection): number[] {
  return Object.values(selection)
    .flat()
    .filter((id): id is number => typeof id === 'number');
}

/** The category whose chosen item gives the voucher its look in the preview. */
export const VOUCHER_DESIGN_CATEGORY_ID = 1;

/** The gift's nights: the ones asked for when the price list sells them, else its first entry's, else 1. */
export function chosenGiftNights(priceList: ProductDetail['giftPrices'], requested: number | undefined): number {
  return requested !== undefined && giftSellPrice(priceList, requested) !== undefined ? requested : defaultGiftNights(priceList);
}

/** What the page knows of the physical format's availability. */
export interface PhysicalFormatInputs {
  /** The market's point of sale supports printed vouchers (util-market's toggle). */
  readonly pointOfSale: boolean;
  /** The shipping-cost call's reply, once it came. */
  readonly shippingCosts: GiftShippingCosts | undefined;
  /** The shipping-cost call failed. */
  readonly shippingError: boolean;
}

/**
 * Whether the printed voucher can be chosen (product-side.md section 4, gift checkout): its switch is
 * on, the point of sale supports it and the shipping-cost call has no error; 'pending' while the
 * call is on its way.
 */
export function physicalFormatAvailability({ pointOfSale, shippingCosts, shippingError }: PhysicalFormatInputs): 'available' | 'unavailable' | 'pending' {
  if (!pointOfSale || shippingError) return 'unavailable';
  if (shippingCosts === undefined) return 'pending';
  return shippingCosts.physicalFormatEnabled ? 'available' : 'unavailable';
}

/** A customization category as the page shows it: util-pricing's, with its name, description and options' pictures. */
export interface CustomizationCategory extends SubElementCategory {
  readonly name: string;
  readonly description: string;
  readonly subElements: readonly (SubElement & { readonly recommended: boolean })[];
}

/** The reply's categories with their options, category 2 getting its free 'standard' item first (util-pricing). */
export function customizationCategories(reply: CustomSubElements | undefined): CustomizationCategory[] {
  if (reply === undefined) return [];
  const categories = reply.categories.map((category) => ({
    ...category,
    subElements: reply.availableCustomSubElements
      .filter((element) => element.categoryId === category.id)
      .map((element) => ({
        id: element.id,
        name: element.name,
        price: element.price,
        categoryId: element.categoryId,
        isDefault: element.isDefault,
        imageUrl: element.imageUrl,
        recommended: element.recommendedByWed,
      })),
  }));
  return withStandardSubElement(categories).map((category, index) => ({
    ...categories[index],
    subElements: category.subElements.map((element) => ({ ...element, recommended: (element as { readonly recommended?: boolean }).recommended ?? false })),
  }));
}

/** What the price summary is computed from. */
export interface GiftPriceInputs {
  readonly priceList: ProductDetail['giftPrices'];
  readonly nights: number;
  readonly format: VoucherFormat;
  readonly shippingCosts: GiftShippingCosts | undefined;
  /** The country the printed voucher is posted to. */
  readonly country: CountryCode;
  readonly categories: readonly SubElementCategory[];
  readonly selection: SubElementSelection;
}

/**
 * The price summary (sellPrice, promo, shippingCost, subElementsPrice, totalPrice) with util-pricing's
 * rules, the ones the server charges with: undefined when the nights have no price.
 */
export function giftSummaryOf({ priceList, nights, format, shippingCosts, country, categories, selection }: GiftPriceInputs): GiftPriceSummary | undefined {
  const sellPrice = giftSellPrice(priceList, nights);
  if (sellPrice === undefined) return undefined;
  return giftPriceSummary({
    sellPrice,
    shippingCost: giftShippingCost(format, shippingCosts, country),
    subElementsPrice: subElementsPrice(selection, categories),
  });
}
