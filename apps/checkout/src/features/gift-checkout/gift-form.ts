import * as v from 'valibot';
import { GiftDeliveryAddressSchema, type CustomSubElements, type GiftShippingCosts, type ProductDetail, type PurchaseOrderBody } from '@escapade/api-contract';
import { CURRENCY, type Cents, type CountryCode, type MarketCode } from '@escapade/util-market';
import {
  giftPriceSummary,
  giftSellPrice,
  giftShippingCost,
  subElementsPrice,
  withStandardSubElement,
  type GiftPriceSummary,
  type SubElementCategory,
  type SubElementSelection,
} from '@escapade/util-pricing';
import { buyerFormEntries, buyerOf, EMPTY_BUYER_FORM, type BuyerFormValues } from '../../lib/buyer-form';
import type { GiftCheckoutEntry } from './gift-entry';

/** The gift checkout's form as typed: the buyer's fields and, for a posted voucher, where it goes. */
export interface GiftFormValues extends BuyerFormValues {
  recipientName: string;
  addressLine: string;
  postalCode: string;
  city: string;
  country: CountryCode;
}

/** The delivery address's fields in the order in which a refused form focuses the first wrong one. */
export const DELIVERY_FIELD_NAMES = ['recipientName', 'addressLine', 'postalCode', 'city', 'country'] as const;

/** The form as the checkout opens: the address the gift setup typed, posted to the market's country unless it chose another. */
export function initialGiftForm(gift: GiftCheckoutEntry, country: CountryCode): GiftFormValues {
  const { delivery } = gift.choices;
  return {
    ...EMPTY_BUYER_FORM,
    recipientName: delivery.recipientName ?? '',
    addressLine: delivery.addressLine ?? '',
    postalCode: delivery.postalCode ?? '',
    city: delivery.city ?? '',
    country: delivery.country ?? country,
  };
}

/**
 * The form's rules: the buyer's, as on every checkout, and for a posted voucher the contract's
 * delivery address (every field mandatory); a digital voucher asks for no address.
 */
export function giftFormSchema(format: GiftCheckoutEntry['giftFormat'], country: CountryCode) {
  return format === 'physical' ? v.objectAsync({ ...buyerFormEntries(country), ...GiftDeliveryAddressSchema.entries }) : v.objectAsync(buyerFormEntries(country));
}

/** The form's values once its rules accepted them. */
export type GiftFormOutput = v.InferOutput<ReturnType<typeof giftFormSchema>> & Partial<v.InferOutput<typeof GiftDeliveryAddressSchema>>;

/** The customization reply as util-pricing's categories, category 2 with its free standard card. */
export function giftCategories(reply: CustomSubElements | undefined): SubElementCategory[] {
  if (reply === undefined) return [];
  return withStandardSubElement(
    reply.categories.map((category) => ({
      id: category.id,
      singleSelection: category.singleSelection,
      subElements: reply.availableCustomSubElements.filter((element) => element.categoryId === category.id),
    })),
  );
}

/** The chosen options by category, as util-pricing prices them (an option no longer offered is left out). */
export function giftSelection(categories: readonly SubElementCategory[], options: readonly number[]): SubElementSelection {
  const selection: Record<number, number[]> = {};
  for (const id of options) {
    const category = categories.find((candidate) => candidate.subElements.some((element) => element.id === id));
    if (category) selection[category.id] = [...(selection[category.id] ?? []), id];
  }
  return selection;
}

/**
 * The gift's price summary with util-pricing's rules, as the gift setup showed it and the server
 * charges it: undefined when the stay has no gift price for these nights.
 */
export function giftCheckoutSummary(context: {
  readonly priceList: ProductDetail['giftPrices'];
  readonly gift: GiftCheckoutEntry;
  readonly shippingCosts: GiftShippingCosts | undefined;
  readonly country: CountryCode;
  readonly categories: readonly SubElementCategory[];
}): GiftPriceSummary | undefined {
  const { priceList, gift, shippingCosts, country, categories } = context;
  const sellPrice = giftSellPrice(priceList, gift.giftNights);
  if (sellPrice === undefined) return undefined;
  return giftPriceSummary({
    sellPrice,
    shippingCost: giftShippingCost(gift.giftFormat, shippingCosts, country),
    subElementsPrice: subElementsPrice(giftSelection(categories, gift.choices.options), categories),
  });
}

/** The order the API is asked to place: the buyer, the gift with its choices (and address when posted), and the amount the page showed. */
export function giftOrderBody(context: {
  readonly gift: GiftCheckoutEntry;
  readonly values: GiftFormOutput;
  readonly market: MarketCode;
  readonly expectedAmount: Cents;
}): PurchaseOrderBody {
  const { gift, values, market, expectedAmount } = context;
  const { recipientName, addressLine, postalCode, city, country } = values;
  return {
    locale: market,
    currency: CURRENCY,
    expectedAmount,
    buyer: buyerOf(values),
    items: {
      giftItem: {
        offerId: gift.offerId,
        giftNights: gift.giftNights,
        giftFormat: gift.giftFormat,
        customSubElementIds: [...gift.choices.options],
        fromName: gift.choices.fromName ?? '',
        message: gift.choices.message ?? '',
        ...(gift.giftFormat === 'physical' && recipientName && addressLine && postalCode && city && country
          ? { deliveryAddress: { recipientName, addressLine, postalCode, city, country } }
          : {}),
        minisiteId: gift.minisiteId,
      },
    },
    specialRequest: null,
  };
}
