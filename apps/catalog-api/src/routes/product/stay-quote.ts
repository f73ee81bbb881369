import type { Kysely } from 'kysely';
import { MAX_CENTS, type ProductQuote, type QuotePriceInfoReply, type ReservationCriteria } from '@escapade/api-contract';
import { addDays, type IsoDate, type MarketCode } from '@escapade/util-market';
import { asActivityDates, type ActivityDate } from '@escapade/util-criteria';
import { localTaxTotal } from '@escapade/util-pricing';
import type { Offer } from '../../catalog/catalog-snapshot';
import { loadHotelFacts, loadProgramLines, type HotelFacts, type StoredProgramLine } from '../../catalog/product-pages';
import type { Database } from '../../db/database-schema';
import { ClientError, notFound } from '../../plugins/contract-routes';
import type { PricedStay } from '../../search/prior-price';
import { languageOf } from '../search/search-mapping';
import { activityDateChoices } from './activity-date-choices';
import { productPrice } from './product-detail';

/** Refuses a request with a 400 naming the field, in the API's error shape. */
export function badRequest(field: string, message: string): ClientError {
  return new ClientError(400, 'BAD_REQUEST', `${field}: ${message}`, [{ field, message }]);
}

/**
 * The price info of the stay: the product page's own price (the calendar cell's and the price banner's
 * numbers), or null when the stay cannot be sold or its price cannot be carried. The hotel's getaways
 * (`GET /product/{id}/offers`) are priced by it too.
 */
export function quotePriceInfo(offer: Offer, stay: PricedStay, market: MarketCode): QuotePriceInfoReply | null {
  const price = productPrice(offer, stay, market);
  if (price === null || (price.refPrice ?? price.sellPrice) > MAX_CENTS) return null;
  return {
    sellPrice: price.sellPrice,
    refPrice: price.refPrice,
    promoPercentageRounded: Math.round(price.promo),
    moneySaved: price.moneySaved,
    priceType: 'final',
    nbRooms: price.nbRooms,
    nights: price.nights,
    lowestPriorPrice: price.lowestPriorPrice,
  };
}

/** A dated stay of an offer as a quote or an order asks for it, with the field its activity days came in (for a 400). */
export interface StayRequest {
  readonly checkin: IsoDate;
  readonly nights: number;
  readonly party: { readonly adults: number; readonly children: number; readonly babies: number };
  readonly activityDays: readonly ActivityDate[];
  readonly activityDaysField: string;
  readonly minisiteId: number | null;
  readonly market: MarketCode;
}

/** What the store of record says of a dated stay: its criteria as quoted, its program and activity choices, its price and tax (null when it cannot be sold). */
export interface StayQuote {
  readonly criteria: ReservationCriteria;
  /** Whether the server kept one day per activity of the days asked. */
  readonly collapsed: boolean;
  readonly lines: readonly StoredProgramLine[];
  readonly days: readonly ActivityDate[];
  /** The activities whose day the visitor chooses, each needing one (the product page's `activityDates`). */
  readonly choices: ReturnType<typeof activityDateChoices>;
  readonly priceInfo: QuotePriceInfoReply | null;
  /** The tourist tax of the stay for the party (paid on site, never in the amount), null when it cannot be sold. */
  readonly localTaxTotalAmount: number | null;
  readonly facts: HotelFacts;
}

/**
 * The chosen activity days, one per activity (a later day replaces an earlier one, as on the product
 * page); an activity whose day is not the visitor's to choose, or a day that is not one of its
 * choices (the product page's), is a 400.
 */
function checkedActivityDays(choices: StayQuote['choices'], stay: StayRequest): { days: ActivityDate[]; collapsed: boolean } {
  const field = stay.activityDaysField;
  for (const entry of stay.activityDays) {
    const choice = choices.find((candidate) => String(candidate.activityId) === entry.activityId);
    if (choice === undefined) throw badRequest(field, `activity ${entry.activityId} has no day to choose in this stay`);
    if (!choice.dates.some((option) => option.date === entry.date)) {
      throw badRequest(field, `${entry.date} is not a day of activity ${entry.activityId} (${choice.dates[0].date} to ${choice.dates[choice.dates.length - 1].date})`);
    }
  }
  const days = asActivityDates(stay.activityDays);
  return { days, collapsed: days.length !== stay.activityDays.length };
}

/**
 * Quotes a dated stay of an offer from the store of record (hotel facts, program) and the offer given
 * (the read model's for a quote, the database's own inside an order's transaction), with util-pricing's
 * rules: the one code path behind the quote and the order, so both give the same numbers.
 */
export async function quoteStay(db: Kysely<Database>, offer: Offer, stay: StayRequest, notFoundField: string): Promise<StayQuote> {
  const language = languageOf(stay.market);
  const [facts, lines] = await Promise.all([loadHotelFacts(db, offer.hotelId, language), loadProgramLines(db, offer.id, language)]);
  if (!facts) throw notFound(notFoundField, offer.id, 'weekend');
  const choices = activityDateChoices(lines, { checkin: stay.checkin, nights: stay.nights });
  const { days, collapsed } = checkedActivityDays(choices, stay);
  const criteria: ReservationCriteria = {
    offerId: offer.id,
    travelPeriod: { checkinDate: stay.checkin, checkoutDate: addDays(stay.checkin, stay.nights) },
    nights: stay.nights,
    pax: { numberOfAdults: stay.party.adults, numberOfChildren: stay.party.children, numberOfBabies: stay.party.babies },
    activityDaySelections: days.map((day) => ({ activityId: Number(day.activityId), date: day.date })),
    minisiteId: stay.minisiteId,
  };
  const priced: PricedStay = { checkin: stay.checkin, nights: stay.nights, party: stay.party };
  const priceInfo = quotePriceInfo(offer, priced, stay.market);
  const localTaxTotalAmount =
    priceInfo === null
      ? null
      : Math.min(MAX_CENTS, localTaxTotal(facts.localTax, { sellPrice: priceInfo.sellPrice, nights: stay.nights, adults: stay.party.adults, rooms: priceInfo.nbRooms }));
  return { criteria, collapsed, lines, days, choices, priceInfo, localTaxTotalAmount, facts };
}

/** The stay's program with the chosen day of each activity line. */
export function programLineList(lines: readonly StoredProgramLine[], days: readonly ActivityDate[]): ProductQuote['programLineList'] {
  return lines.map((line) => ({
    type: line.type,
    title: line.title,
    activityId: line.activityId,
    quantity: line.quantity,
    date: (line.activityId === null ? undefined : days.find((day) => Number(day.activityId) === line.activityId)?.date) ?? null,
  }));
}
