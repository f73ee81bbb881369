import type { Kysely } from 'kysely';
import type { PurchaseOrderInput } from '@escapade/api-contract';
import { addMonthsToDate, type Cents } from '@escapade/util-market';
import { marketToday } from '@escapade/util-market/clock';
import {
  giftPriceSummary,
  giftSellPrice,
  giftShippingCost,
  promotionCodeReduction,
  subElementsPrice,
  withStandardSubElement,
  type SubElementCategory,
  type SubElementId,
} from '@escapade/util-pricing';
import { loadCustomization, marketShippingCosts } from '../../catalog/gift-options';
import { loadOffersByIds } from '../../catalog/load-catalog-snapshot';
import type { Database } from '../../db/database-schema';
import { ClientError, notFound } from '../../plugins/contract-routes';
import { badRequest } from '../product/stay-quote';
import { languageOf } from '../search/search-mapping';
import { validPromotionPercent, type PricedGift, type PricedOrder } from './order-pricing';

/** How long a gift voucher may be used after its purchase (product-side.md section 9: valid 1 year). */
export const GIFT_VOUCHER_VALIDITY_MONTHS = 12;

/** Where the gift's fields sit in the order's body, for the 400s and 409s that name them. */
const GIFT_FIELD = 'body.items.giftItem';

/**
 * The chosen options grouped by category, checked against the stored ones: every id known, none
 * twice, at most one in a single-selection category (400 naming the list otherwise).
 */
function chosenSelection(categories: readonly SubElementCategory[], ids: readonly number[]): Record<number, SubElementId[]> {
  const field = `${GIFT_FIELD}.customSubElementIds`;
  if (new Set(ids).size !== ids.length) throw badRequest(field, 'must not name an option twice');
  const selection: Record<number, SubElementId[]> = {};
  for (const id of ids) {
    const category = categories.find((candidate) => candidate.subElements.some((element) => element.id === id));
    if (!category) throw badRequest(field, `has ${id}, which is not a customization option`);
    const chosen = (selection[category.id] ??= []);
    if (category.singleSelection && chosen.length > 0) throw badRequest(field, `has two options of category ${category.id}, which takes one`);
    chosen.push(id);
  }
  return selection;
}

/**
 * Prices a gift stay from the store of record with util-pricing's gift rules, as the gift setup shows
 * it: the offer's gift price for the nights (for 2 people), the shipping of a printed voucher to its
 * destination country, the customization options chosen, less a promotion code. A gift has no dates
 * and takes no room. An offer unknown or not sold in the market is a 404; one not sold as a gift for
 * these nights a 409 GIFT_NOT_AVAILABLE; a printed voucher where the market posts none today a 409
 * PHYSICAL_FORMAT_UNAVAILABLE; an option unknown a 400. Valid {@link GIFT_VOUCHER_VALIDITY_MONTHS}
 * months from the market's today.
 */
export async function priceGiftOrder(db: Kysely<Database>, order: PurchaseOrderInput, now: Date): Promise<PricedOrder> {
  const item = order.items.giftItem;
  if (item === undefined) throw badRequest(GIFT_FIELD, 'must be given for a gift');
  const [offer] = await loadOffersByIds(db, [item.offerId]);
  if (!offer || !offer.markets.includes(order.locale)) throw notFound(`${GIFT_FIELD}.offerId`, item.offerId, 'weekend');
  const sellPrice = offer.isGiftable ? giftSellPrice(offer.giftPrices, item.giftNights) : undefined;
  if (sellPrice === undefined) {
    const field = `${GIFT_FIELD}.giftNights`;
    const sold = offer.isGiftable ? offer.giftPrices.map((entry) => entry.nights).join(', ') : 'none';
    const message = `this stay is not sold as a gift for ${item.giftNights} nights (gift nights: ${sold || 'none'})`;
    throw new ClientError(409, 'GIFT_NOT_AVAILABLE', `${field}: ${message}`, [{ field, message }]);
  }

  let shippingCost: Cents = 0;
  if (item.giftFormat === 'physical') {
    const costs = await marketShippingCosts(db, order.locale);
    if (!costs.physicalFormatEnabled) {
      const field = `${GIFT_FIELD}.giftFormat`;
      const message = `vouchers are not posted in ${order.locale} today: choose the digital format`;
      throw new ClientError(409, 'PHYSICAL_FORMAT_UNAVAILABLE', `${field}: ${message}`, [{ field, message }]);
    }
    shippingCost = giftShippingCost('physical', costs, item.deliveryAddress?.country);
  }

  const language = languageOf(order.locale);
  const customization = await loadCustomization(db, language);
  const categories = withStandardSubElement(
    customization.categories.map((category) => ({
      id: category.id,
      singleSelection: category.singleSelection,
      subElements: customization.subElements.filter((element) => element.categoryId === category.id),
    })),
  );
  const selection = chosenSelection(categories, item.customSubElementIds);
  const summary = giftPriceSummary({ sellPrice, shippingCost, subElementsPrice: subElementsPrice(selection, categories) });
  const hotel = await db.selectFrom('hotels').select('label').where('id', '=', offer.hotelId).executeTakeFirstOrThrow();
  const gift: PricedGift = {
    offerId: offer.id,
    label: offer.labels[language],
    hotelLabel: hotel.label,
    giftNights: item.giftNights,
    giftFormat: item.giftFormat,
    sellPrice: summary.sellPrice,
    shippingCost: summary.shippingCost,
    subElementsPrice: summary.subElementsPrice,
    customSubElements: item.customSubElementIds.map((id) => {
      const element = customization.subElements.find((candidate) => candidate.id === id);
      return { id, name: element?.name ?? String(id), price: element?.price ?? 0 };
    }),
    fromName: item.fromName,
    message: item.message,
    deliveryAddress: item.deliveryAddress ?? null,
    minisiteId: item.minisiteId,
    amount: summary.totalPrice,
    validUntil: addMonthsToDate(marketToday(now, order.locale), GIFT_VOUCHER_VALIDITY_MONTHS),
  };

  const typed = order.items.promotionCodeItem?.code;
  let promotionCode: PricedOrder['promotionCode'] = null;
  if (typed !== undefined) {
    const percent = await validPromotionPercent(db, typed, order.locale, now, 'body.items.promotionCodeItem.code');
    promotionCode = { code: typed, percent, amount: promotionCodeReduction(gift.amount, percent) };
  }
  return { offer, stay: null, voucher: null, gift, insurance: null, promotionCode, amount: gift.amount - (promotionCode?.amount ?? 0) };
}
