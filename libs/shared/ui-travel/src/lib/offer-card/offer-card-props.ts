import type { OfferCard } from '@escapade/api-contract';
import type { OfferCardProps } from './offer-card';
import { productUrlFor, type SearchCriteria } from '@escapade/util-criteria';
import type { MarketCode } from '@escapade/util-market';

/** What a card needs from the page beside the API's card: the search it belongs to and how links are written. */
export interface OfferCardContext {
  readonly criteria: SearchCriteria;
  readonly market: MarketCode;
  /** Turns an app path into a link address (the market's path prefix). */
  readonly hrefOf: (path: string) => string;
}

/**
 * The one adapter from the contract's result card to ui-travel's `OfferCard` props: the product link
 * keeps the search's dates and party, the hotel name links to the hotel page, the cancellation
 * line knows whether the visitor chose dates, and the tax line opens the tourist-tax modal.
 */
export function offerCardProps(card: OfferCard, context: OfferCardContext): OfferCardProps {
  const { criteria, market, hrefOf } = context;
  const { hotel } = card;
  return {
    label: card.label,
    href: hrefOf(productUrlFor(card.uri, criteria)),
    images: card.images,
    hotel: {
      label: hotel.label,
      stars: hotel.stars,
      href: hrefOf(hotel.uri),
      location: { label: hotel.location.label },
      review: hotel.review,
    },
    sellPrice: card.sellPrice,
    refPrice: card.refPrice,
    promo: card.promo,
    lowestPriorPrice: card.lowestPriorPrice,
    priceType: card.priceType,
    itemCategory: card.itemCategory,
    nights: card.nights,
    participants: card.participants,
    flow: criteria.flow,
    market,
    hasDates: criteria.checkin !== undefined,
    checkIn: criteria.checkin,
    cancellationPolicy: card.cancellationPolicy,
    // The result card carries no hotel tax: the line says it is paid on site and its modal explains why.
    localTax: null,
    availableRooms: card.availableRooms,
    lastMinute: card.lastMinute,
    marketingLabels: card.marketingLabels,
    targetedLabel: card.targetedLabel,
    autoDiscount: card.autoDiscount,
    channelManagerId: card.channelManagerId,
    newTab: card.newTab,
  };
}
