import { MARKET_TOGGLES, type MarketCode } from '@escapade/util-market';
import { DEFAULT_GIFT_NIGHTS } from './product-hash';
import { GIFT_FORMATS, type GiftFormat, type SearchCriteria } from './types';

/** A gift is sent by email unless the giver asks for the printed voucher. */
export const DEFAULT_GIFT_FORMAT: GiftFormat = 'digital';

/** A gift search's parameters, each with a value: what the search box shows and submits in the gifting flow. */
export interface GiftOptions {
  readonly giftNights: number;
  readonly giftFormat: GiftFormat;
  readonly giftAdults: number;
}

/** Formats a market sells gift stays in: digital everywhere, physical only where its toggle is on. */
export function giftFormatsOf(market: MarketCode): readonly GiftFormat[] {
  return MARKET_TOGGLES[market].physicalGiftFormat ? GIFT_FORMATS : GIFT_FORMATS.filter((format) => format !== 'physical');
}

/**
 * The gift parameters of some criteria with their defaults filled in: 1 night, the digital format
 * (also in place of a format the market does not sell) and as many people as the adults travelling,
 * as the product page reads them.
 */
export function giftOptionsOf(criteria: SearchCriteria, formats: readonly GiftFormat[]): GiftOptions {
  const format = criteria.giftFormat;
  return {
    giftNights: criteria.giftNights ?? DEFAULT_GIFT_NIGHTS,
    giftFormat: format !== undefined && formats.includes(format) ? format : DEFAULT_GIFT_FORMAT,
    giftAdults: criteria.giftAdults ?? criteria.travellers.adult,
  };
}
