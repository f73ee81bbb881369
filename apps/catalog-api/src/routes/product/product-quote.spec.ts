import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ENDPOINTS, type ActivityDatesChoice, type AvailabilityDay, type ProductDetail, type ProductQuote } from '@escapade/api-contract';
import { addDays, monthOf } from '@escapade/util-market';
import type { CatalogSnapshot, Offer } from '../../catalog/catalog-snapshot';
import { buildSeededCatalogApp } from '../../testing/seeded-app';
import { stayBasePrice } from '../../search/stay-price';

const TODAY = '2026-04-01';

describe('GET /api/product/{id}/quote (seeded catalog in PGlite)', () => {
  let snapshot: CatalogSnapshot;
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app, snapshot } = await buildSeededCatalogApp());
  }, 120_000);
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });
  const quote = async (url: string): Promise<ProductQuote> => {
    const reply = await get(url);
    expect(reply.statusCode).toBe(200);
    return v.parse(ENDPOINTS.productQuote.reply, reply.json());
  };
  const frenchOffers = (): Offer[] => snapshot.offers.filter((offer) => offer.markets.includes('fr_FR') && offer.activityIds.length > 0);
  /** Open arrivals of an offer for its own length, from two days after the app's clock (SEEDED_NOW). */
  const openCheckins = (offer: Offer, count: number): string[] => {
    const days: string[] = [];
    for (let day = addDays(TODAY, 2); days.length < count && day < addDays(TODAY, 300); day = addDays(day, 1)) {
      if (stayBasePrice(offer.calendar, day, offer.nights) !== null) days.push(day);
    }
    return days;
  };
  /** A dated stay of the offer's own length with an activity whose day the visitor chooses, and that choice (the product page's). */
  const stayWithChoice = async (): Promise<{ offer: Offer; checkin: string; choice: ActivityDatesChoice; choices: ActivityDatesChoice[] }> => {
    for (const offer of frenchOffers().filter((candidate) => candidate.nights > 1)) {
      const [checkin] = openCheckins(offer, 1);
      if (checkin === undefined) continue;
      const detail = (await get(`/api/weekend/${offer.id}/detail.json?locale=fr_FR&checkin=${checkin}&night=${offer.nights}`)).json() as ProductDetail;
      if (detail.activityDates.length > 0) return { offer, checkin, choice: detail.activityDates[0], choices: detail.activityDates };
    }
    throw new Error('the seed has stays whose activity day the visitor chooses');
  };
  const closedCheckin = (offer: Offer): string => {
    for (let day = addDays(TODAY, 2); ; day = addDays(day, 1)) if (stayBasePrice(offer.calendar, day, offer.nights) === null) return day;
  };

  it('prices a stay exactly as the availability calendar’s cell for that check-in and nights (several products, dates and parties)', async () => {
    const parties = ['adult=2&child=0&baby=0', 'adult=1&child=0&baby=0', 'adult=3&child=2&baby=1'];
    let compared = 0;
    for (const offer of frenchOffers().slice(0, 6)) {
      for (const checkin of openCheckins(offer, 3)) {
        for (const party of parties) {
          const calendar = (await get(`/api/weekend/${offer.id}/availabilities.json?locale=fr_FR&month=${monthOf(checkin)}&length=1&${party}`)).json() as {
            days: Record<string, AvailabilityDay | null>;
          };
          const cell = calendar.days[checkin];
          if (!cell) throw new Error(`the calendar of ${offer.id} has no price on ${checkin}`);
          const body = await quote(`/api/product/${offer.id}/quote?locale=fr_FR&checkin=${checkin}&nights=${cell.minLos}&${party}`);
          expect({ offer: offer.id, checkin, party, sellPrice: body.priceInfo?.sellPrice }).toEqual({ offer: offer.id, checkin, party, sellPrice: cell.amount });
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThanOrEqual(30);
  });

  it('gives the price banner’s numbers (product page with the same dates and party), with its cancellation terms', async () => {
    for (const offer of frenchOffers().slice(0, 4)) {
      const [checkin] = openCheckins(offer, 1);
      const stay = `checkin=${checkin}&adult=2&child=1&baby=0`;
      const detail = (await get(`/api/weekend/${offer.id}/detail.json?locale=fr_FR&${stay}&night=${offer.nights}`)).json() as ProductDetail;
      const body = await quote(`/api/product/${offer.id}/quote?locale=fr_FR&${stay}&nights=${offer.nights}`);
      expect(body).toMatchObject({ bookable: true, errors: [], flashDeal: offer.lastMinute, modifiedReservationCriteria: null, cancellationPolicy: detail.cancellationPolicy });
      expect(body.priceInfo).toEqual({
        sellPrice: detail.price?.sellPrice,
        refPrice: detail.price?.refPrice,
        promoPercentageRounded: detail.price?.promo,
        moneySaved: detail.price?.moneySaved,
        priceType: 'final',
        nbRooms: detail.price?.nbRooms,
        nights: offer.nights,
        lowestPriorPrice: detail.price?.lowestPriorPrice,
      });
      expect(body.programLineList.map((line) => ({ type: line.type, title: line.title, activityId: line.activityId, quantity: line.quantity }))).toEqual(detail.programLines);
    }
  });

  it('carries the reservation criteria, the chosen activity days on their program lines, the tourist tax and the rooms', async () => {
    const { offer, checkin, choice } = await stayWithChoice();
    const activityId = choice.activityId;
    const body = await quote(
      `/api/product/${offer.id}/quote?locale=fr_FR&checkin=${checkin}&nights=${offer.nights}&adult=5&child=0&baby=1&activitySelectionList=${choice.dates[0].value}&minisite=360`,
    );
    expect(body.reservationCriteria).toEqual({
      offerId: offer.id,
      travelPeriod: { checkinDate: checkin, checkoutDate: addDays(checkin, offer.nights) },
      nights: offer.nights,
      pax: { numberOfAdults: 5, numberOfChildren: 0, numberOfBabies: 1 },
      activityDaySelections: [{ activityId, date: checkin }],
      minisiteId: 360,
    });
    expect(body.programLineList.filter((line) => line.activityId === activityId).map((line) => line.date)).toContain(checkin);
    expect(body.programLineList.filter((line) => line.type !== 'ACTIVITY').every((line) => line.date === null)).toBe(true);
    expect(body.priceInfo?.nbRooms).toBe(2);
    expect(body.roomsAmountMessage).toBe('Prix pour 2 chambres');
    expect(body.localTaxTotalAmount).toEqual(expect.any(Number));
  });

  it('keeps one day per activity (the later one) and says it changed the criteria', async () => {
    const { offer, checkin, choice } = await stayWithChoice();
    const activityId = choice.activityId;
    const last = addDays(checkin, offer.nights - 1);
    const body = await quote(
      `/api/product/${offer.id}/quote?locale=fr_FR&checkin=${checkin}&nights=${offer.nights}&activitySelectionList=${activityId}_${checkin},${activityId}_${last}`,
    );
    expect(body.reservationCriteria.activityDaySelections).toEqual([{ activityId, date: last }]);
    expect(body.modifiedReservationCriteria).toEqual(body.reservationCriteria);
  });

  it('is not bookable without the day of each activity whose day the visitor chooses (ACTIVITY_DATES_MISSING, priced all the same), and bookable with them', async () => {
    const { offer, checkin, choices } = await stayWithChoice();
    const stay = `/api/product/${offer.id}/quote?locale=fr_FR&checkin=${checkin}&nights=${offer.nights}`;
    const withDays = await quote(`${stay}&activitySelectionList=${choices.map((choice) => choice.dates[0].value).join(',')}`);
    expect(withDays).toMatchObject({ bookable: true, errors: [] });

    const withoutDays = await quote(stay);
    expect(withoutDays).toMatchObject({ bookable: false, errors: [{ code: 'ACTIVITY_DATES_MISSING' }] });
    expect(withoutDays.errors[0].message).toContain(String(choices[0].activityId));
    // The price and terms do not depend on the day: the page can still show them.
    expect({ priceInfo: withoutDays.priceInfo, cancellationPolicy: withoutDays.cancellationPolicy }).toEqual({
      priceInfo: withDays.priceInfo,
      cancellationPolicy: withDays.cancellationPolicy,
    });
    if (choices.length > 1) {
      const oneDay = await quote(`${stay}&activitySelectionList=${choices[0].dates[0].value}`);
      expect(oneDay).toMatchObject({ bookable: false, errors: [{ code: 'ACTIVITY_DATES_MISSING' }] });
    }
  });

  it('answers 200 not bookable with PACKAGE_NOT_AVAILABLE_CHECKIN when the stay is simply not available', async () => {
    const offer = frenchOffers()[0];
    const closed = closedCheckin(offer);
    const body = await quote(`/api/product/${offer.id}/quote?locale=fr_FR&checkin=${closed}&nights=${offer.nights}`);
    expect(body).toMatchObject({ bookable: false, priceInfo: null, cancellationPolicy: null, localTaxTotalAmount: null, errors: [{ code: 'PACKAGE_NOT_AVAILABLE_CHECKIN' }] });
    // Beyond the months the product sells, too.
    const far = await quote(`/api/product/${offer.id}/quote?locale=fr_FR&checkin=2029-01-06&nights=1`);
    expect(far.errors.map((error) => error.code)).toEqual(['PACKAGE_NOT_AVAILABLE_CHECKIN']);
  });

  it('answers 404 for an unknown product or one not sold in the market', async () => {
    const unknown = await get(`/api/product/999999/quote?locale=fr_FR&checkin=2026-05-02&nights=1`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', details: [{ field: 'params.id' }] });
    const notFrench = snapshot.offers.find((offer) => !offer.markets.includes('fr_FR'));
    if (!notFrench) throw new Error('the seed sells some weekends outside France');
    expect((await get(`/api/product/${notFrench.id}/quote?locale=fr_FR&checkin=2026-05-02&nights=1`)).statusCode).toBe(404);
  });

  it('refuses with a 400 naming the field: a check-in that is over, nights the product does not sell, a party over the limits, activity days that are not among its choices, a mini-site id that is not one', async () => {
    const { offer, checkin, choice, choices } = await stayWithChoice();
    const fixedActivity = offer.activityIds.find((activityId) => !choices.some((candidate) => candidate.activityId === activityId));
    const base = `/api/product/${offer.id}/quote?locale=fr_FR`;
    const cases: [string, string][] = [
      [`${base}&checkin=2026-03-31&nights=1`, 'query.checkin'],
      [`${base}&checkin=${checkin}&nights=${offer.calendar.maxLos + 1}`, 'query.nights'],
      [`${base}&checkin=${checkin}&nights=0`, 'query.nights'],
      [`${base}&checkin=${checkin}&nights=1&adult=21`, 'query.adult'],
      [`${base}&checkin=${checkin}&nights=1&child=11`, 'query.child'],
      [`${base}&checkin=${checkin}&nights=1&activitySelectionList=999999_${checkin}`, 'query.activitySelectionList'],
      // A one-night stay has no day to choose; the day after the last night is not one of the choices.
      [`${base}&checkin=${checkin}&nights=1&activitySelectionList=${choice.activityId}_${checkin}`, 'query.activitySelectionList'],
      [`${base}&checkin=${checkin}&nights=${offer.nights}&activitySelectionList=${choice.activityId}_${addDays(checkin, offer.nights)}`, 'query.activitySelectionList'],
      [`${base}&checkin=${checkin}&nights=${offer.nights}&activitySelectionList=${choice.activityId}_${addDays(checkin, -1)}`, 'query.activitySelectionList'],
      ...(fixedActivity === undefined
        ? []
        : [[`${base}&checkin=${checkin}&nights=${offer.nights}&activitySelectionList=${fixedActivity}_${checkin}`, 'query.activitySelectionList'] as [string, string]]),
      [`${base}&checkin=${checkin}&nights=1&activitySelectionList=yoga`, 'query.activitySelectionList.0'],
      [`${base}&nights=1`, 'query.checkin'],
      [`${base}&checkin=${checkin}&nights=1&minisite=0`, 'query.minisite'],
      [`${base}&checkin=${checkin}&nights=1&minisite=macif`, 'query.minisite'],
    ];
    for (const [url, field] of cases) {
      const reply = await get(url);
      expect({ url, status: reply.statusCode }).toEqual({ url, status: 400 });
      expect(reply.json()).toMatchObject({ code: 'BAD_REQUEST', details: [{ field, message: expect.any(String) }] });
    }
  });
});
