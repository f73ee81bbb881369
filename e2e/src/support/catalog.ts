import type { APIRequestContext } from '@playwright/test';
import type { OffersSearchReply, SearchOffersBodyInput } from '@escapade/api-contract';
import { addDays, type IsoDate, type MarketCode } from '@escapade/util-market';
import { SITE_PORT } from '../../playwright.config';

/**
 * The stays and hotels the journeys open, asked of the API. The seed's calendars start at the month
 * the database is seeded, and which stays a market sells follows them: a test that named an id would
 * break when the month turns.
 */

/** A stay a market sells, with its hotel: the first of the market's default search whose hotel has reviews and other getaways. */
export interface SoldStay {
  readonly id: number;
  readonly hotelId: number;
}

const api = (path: string) => `http://localhost:${SITE_PORT}/api${path}`;
const sold = new Map<MarketCode, Promise<SoldStay>>();

async function firstFullStay(request: APIRequestContext, market: MarketCode): Promise<SoldStay> {
  const body: SearchOffersBodyInput = { locale: market, searchCriterias: {}, pagination: { limit: 24 } };
  const response = await request.post(api('/offers.json'), { data: body });
  if (!response.ok()) throw new Error(`the ${market} search answered ${response.status()}: ${await response.text()}`);
  const reply = (await response.json()) as OffersSearchReply;
  const card = reply.exactMatches.find((candidate) => candidate.hotel.review.count > 0 && candidate.hasMoreOffers);
  if (card === undefined) throw new Error(`the ${market} search has no stay whose hotel has reviews and other getaways`);
  return { id: card.id, hotelId: card.hotel.id };
}

/** A stay `market` sells today, the same for every test of a worker. */
export function soldStay(request: APIRequestContext, market: MarketCode = 'fr_FR'): Promise<SoldStay> {
  let stay = sold.get(market);
  if (stay === undefined) {
    stay = firstFullStay(request, market);
    sold.set(market, stay);
  }
  return stay;
}

/**
 * The first night a stay can be booked in the next 3 months (from `notBefore` on, when given), and
 * the checkout after its minimum stay.
 */
export async function firstBookableDates(
  request: APIRequestContext,
  weekendId: number,
  query = 'locale=fr_FR',
  notBefore?: IsoDate,
): Promise<{ checkin: IsoDate; checkout: IsoDate; nights: number }> {
  const response = await request.get(api(`/weekend/${weekendId}/availabilities.json?${query}&length=3`));
  if (!response.ok()) throw new Error(`the calendar of stay ${weekendId} answered ${response.status()}`);
  const calendar = (await response.json()) as { days: Record<IsoDate, { minLos: number } | null> };
  const open = Object.entries(calendar.days).find(([date, day]) => day !== null && (notBefore === undefined || date >= notBefore));
  if (open === undefined) throw new Error(`stay ${weekendId} has no open day in the next 3 months`);
  const [checkin, day] = open as [IsoDate, { minLos: number }];
  return { checkin, checkout: addDays(checkin, day.minLos), nights: day.minLos };
}
