// Orders a running API would accept today, found by asking it as a visitor would: stays from the
// markets' default searches on check-ins of their calendars, and activity vouchers from the
// activity-only searches. The seed's calendars start at the month the database was seeded, so which
// stays a market sells moves with the date: no id is named here (as in e2e/src/support/catalog.ts).
import { importLibrary } from '../scripts/import-library.mjs';

const { addDays } = await importLibrary('libs/shared/util-market/src/index.ts');

/** A GET's JSON; throws on a status other than 200. */
async function getJson(url) {
  const reply = await fetch(url);
  if (reply.status !== 200) throw new Error(`GET ${url} answered ${reply.status}: ${(await reply.text()).slice(0, 300)}`);
  return reply.json();
}

/** A POST's JSON; throws on a status other than 200. */
async function postJson(url, body) {
  const reply = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (reply.status !== 200) throw new Error(`POST ${url} answered ${reply.status}: ${(await reply.text()).slice(0, 300)}`);
  return reply.json();
}

/** The open check-ins of a stay in the next three months, in order, with the nights each needs. */
async function openCheckins(base, offerId, market) {
  const calendar = await getJson(`${base}/api/weekend/${offerId}/availabilities.json?locale=${market}&length=3`);
  return Object.entries(calendar.days)
    .filter(([, day]) => day !== null)
    .map(([date, day]) => ({ date, nights: day.minLos }))
    .sort((a, b) => (a.date < b.date ? -1 : 1));
}

/**
 * A dated stay with the activity days the product page would send and its quote's amount, as an
 * order's market, amount and items; null when the quote says it is not bookable.
 */
async function quotedStay(base, market, offerId, checkin, nights) {
  const detail = await getJson(`${base}/api/weekend/${offerId}/detail.json?locale=${market}&checkin=${checkin}&night=${nights}`);
  const activityDaySelections = detail.activityDates.map((choice) => ({ activityId: choice.activityId, date: choice.dates[0].date }));
  const selection = activityDaySelections.map((day) => `${day.activityId}_${day.date}`).join(',');
  const quote = await getJson(
    `${base}/api/product/${offerId}/quote?locale=${market}&checkin=${checkin}&nights=${nights}&adult=2&child=0&baby=0&activitySelectionList=${selection}`,
  );
  if (!quote.bookable || !quote.priceInfo) return null;
  return {
    market,
    amount: quote.priceInfo.sellPrice,
    items: {
      shortStayItem: {
        reservationCriteria: {
          offerId,
          travelPeriod: { checkinDate: checkin, checkoutDate: addDays(checkin, nights) },
          pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
          activityDaySelections,
          minisiteId: null,
        },
      },
      // As the checkout offers it: the free flexible choice on a cancellable stay, else none.
      insuranceItem: { choice: quote.cancellationPolicy?.cancellable ? 'flexible' : 'withoutInsurance' },
    },
  };
}

/**
 * Up to `wanted` stays the markets sell now: the default search's stays, at most `perOffer` of each,
 * on check-ins whose nights do not overlap, so no order of them finds its night sold out by another.
 */
export async function bookableStays(base, { markets, wanted, perOffer = 6 }) {
  const stays = [];
  for (const market of markets) {
    const search = await postJson(`${base}/api/offers.json`, { locale: market, searchCriterias: {}, pagination: { limit: 100 } });
    for (const card of search.exactMatches) {
      let free = '';
      let taken = 0;
      for (const { date, nights } of await openCheckins(base, card.id, market)) {
        if (stays.length >= wanted) return stays;
        if (date < free || taken >= perOffer) continue;
        const stay = await quotedStay(base, market, card.id, date, nights);
        if (!stay) continue;
        stays.push(stay);
        taken++;
        free = addDays(date, nights);
      }
    }
  }
  return stays;
}

/** Activity vouchers the markets sell, as their pages price them: one per product and number of participants. */
export async function sellableVouchers(base, { markets, perMarket = 10 }) {
  const vouchers = [];
  for (const market of markets) {
    const search = await postJson(`${base}/api/search/activity-only.json`, { locale: market, criteria: {} });
    for (const match of search.exactMatches.slice(0, perMarket)) {
      const activity = await getJson(`${base}/api/activity-only/weekend/${match.id}/detail.json?locale=${market}`);
      if (!activity.published) continue;
      for (const [participants, price] of Object.entries(activity.prices)) {
        if (price?.sellPrice !== undefined)
          vouchers.push({ market, amount: price.sellPrice, items: { activityVoucherItem: { activityProductId: activity.id, participants: Number(participants) } } });
      }
    }
  }
  if (vouchers.length === 0) throw new Error('the markets sell no activity voucher');
  return vouchers;
}

/** The body of `POST /api/purchase/orders` for a stay or voucher found above, at its amount, for a buyer at `email`. */
export function orderBody(item, email) {
  return {
    locale: item.market,
    currency: 'EUR',
    expectedAmount: item.amount,
    buyer: { email, civility: 'MRS', firstName: 'Claire', lastName: 'Martin', phoneNumber: '+33 6 12 34 56 78' },
    items: item.items,
    specialRequest: null,
  };
}
