import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ENDPOINTS, MAX_PACKAGES_PER_HOTEL, type OfferCard, type ProductOffers, type ProductQuote } from '@escapade/api-contract';
import { buildHotelPackagesRequest } from '@escapade/util-criteria';
import { ACTIVITY_DATES_MISSING } from '@escapade/util-pricing';
import { addDays } from '@escapade/util-market';
import type { CatalogSnapshot, Offer } from '../../catalog/catalog-snapshot';
import { buildSeededCatalogApp } from '../../testing/seeded-app';
import { stayBasePrice } from '../../search/stay-price';

const TODAY = '2026-04-01';

describe('GET /api/product/{id}/offers (seeded catalog in PGlite)', () => {
  let snapshot: CatalogSnapshot;
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app, snapshot } = await buildSeededCatalogApp());
  }, 120_000);
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });
  const offersOf = async (url: string): Promise<ProductOffers> => {
    const reply = await get(url);
    expect(reply.statusCode).toBe(200);
    return v.parse(ENDPOINTS.productOffers.reply, reply.json());
  };
  const french = (offer: Offer) => offer.markets.includes('fr_FR');
  /** French weekends whose hotel has other weekends. */
  const sharedHotels = (): Offer[] => snapshot.offers.filter((offer) => french(offer) && snapshot.offers.some((other) => other.id !== offer.id && other.hotelId === offer.hotelId));
  /** The first open arrival of an offer for its own length, from two days after the app's clock (SEEDED_NOW). */
  const openCheckin = (offer: Offer): string | undefined => {
    for (let day = addDays(TODAY, 2); day < addDays(TODAY, 300); day = addDays(day, 1)) if (stayBasePrice(offer.calendar, day, offer.nights) !== null) return day;
    return undefined;
  };

  it('lists the hotel’s weekends bookable for the stay, the asked one included, each with the quote’s price info and cancellation terms for that stay', async () => {
    const parties = ['adult=2&child=0&baby=0', 'adult=5&child=2&baby=1'];
    let compared = 0;
    let leftOut = 0;
    for (const offer of sharedHotels().slice(0, 5)) {
      const checkin = openCheckin(offer);
      if (checkin === undefined) continue;
      for (const party of parties) {
        const stay = `locale=fr_FR&checkin=${checkin}&nights=${offer.nights}&${party}`;
        const body = await offersOf(`/api/product/${offer.id}/offers?${stay}&minisite=360`);
        expect(Object.keys(body.offers)).toContain(String(offer.id));
        for (const other of snapshot.offers.filter((candidate) => candidate.hotelId === offer.hotelId)) {
          const quoted = await get(`/api/product/${other.id}/quote?${stay}`);
          const quote = quoted.statusCode === 200 ? (quoted.json() as ProductQuote) : null;
          // A stay waiting only for the visitor's activity days is offered: they are chosen on its page.
          const waitsForDays = quote !== null && quote.errors.length > 0 && quote.errors.every((error) => error.code === ACTIVITY_DATES_MISSING);
          if (quote === null || (!quote.bookable && !waitsForDays)) {
            // Not sold in the market (404), longer than it sells (400) or not available on these dates: left out.
            expect({ weekend: other.id, listed: String(other.id) in body.offers }).toEqual({ weekend: other.id, listed: false });
            leftOut += 1;
            continue;
          }
          expect(body.offers[String(other.id)]).toEqual({ weekendId: other.id, label: other.labels.fr, priceInfo: quote.priceInfo, cancellationPolicy: quote.cancellationPolicy });
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThanOrEqual(10);
    // The seed has weekends of those hotels that the stay cannot book, so both sides of the rule are seen.
    expect(leftOut).toBeGreaterThan(0);
  });

  it('agrees with the hotel’s packages search of the product page (its other getaways): the same weekends, prices and cancellation terms', async () => {
    let compared = 0;
    for (const offer of sharedHotels().slice(0, 5)) {
      const checkin = openCheckin(offer);
      if (checkin === undefined) continue;
      const party = { adult: 3, child: 1, baby: 0 };
      const body = buildHotelPackagesRequest({
        hotelId: String(offer.hotelId),
        party,
        checkin,
        checkout: addDays(checkin, offer.nights),
        locale: 'fr_FR',
        flow: 'booking',
        numberOfPackagesPerHotel: MAX_PACKAGES_PER_HOTEL,
      });
      const search = await app.inject({ method: 'POST', url: '/api/offers.json', payload: body });
      expect(search.statusCode).toBe(200);
      const cards = (search.json() as { exactMatches: OfferCard[] }).exactMatches;
      const listed = await offersOf(`/api/product/${offer.id}/offers?locale=fr_FR&checkin=${checkin}&nights=${offer.nights}&adult=3&child=1&baby=0`);
      expect(Object.keys(listed.offers).sort()).toEqual(cards.map((card) => String(card.id)).sort());
      for (const card of cards) {
        const own = listed.offers[String(card.id)];
        expect({ id: card.id, sellPrice: own.priceInfo.sellPrice, refPrice: own.priceInfo.refPrice, cancellationPolicy: own.cancellationPolicy }).toEqual({
          id: card.id,
          sellPrice: card.sellPrice,
          refPrice: card.refPrice,
          cancellationPolicy: card.cancellationPolicy,
        });
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(5);
  });

  it('leaves out every weekend that cannot be sold on the dates (an empty record beyond the sold months)', async () => {
    const offer = sharedHotels()[0];
    const body = await offersOf(`/api/product/${offer.id}/offers?locale=fr_FR&checkin=2029-01-06&nights=1`);
    expect(body.offers).toEqual({});
  });

  it('answers 404 for an unknown product or one not sold in the market', async () => {
    const unknown = await get(`/api/product/999999/offers?locale=fr_FR&checkin=2026-05-02&nights=1`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', details: [{ field: 'params.id' }] });
    const notFrench = snapshot.offers.find((offer) => !french(offer));
    if (!notFrench) throw new Error('the seed sells some weekends outside France');
    expect((await get(`/api/product/${notFrench.id}/offers?locale=fr_FR&checkin=2026-05-02&nights=1`)).statusCode).toBe(404);
  });

  it('refuses with a 400 naming the field: a check-in that is over, nights the product does not sell, a party over the limits, a mini-site id that is not one', async () => {
    const offer = sharedHotels()[0];
    const checkin = openCheckin(offer) ?? '2026-05-02';
    const base = `/api/product/${offer.id}/offers?locale=fr_FR`;
    const cases: [string, string][] = [
      [`${base}&checkin=2026-03-31&nights=1`, 'query.checkin'],
      [`${base}&nights=1`, 'query.checkin'],
      [`${base}&checkin=${checkin}&nights=${offer.calendar.maxLos + 1}`, 'query.nights'],
      [`${base}&checkin=${checkin}&nights=0`, 'query.nights'],
      [`${base}&checkin=${checkin}&adult=0`, 'query.adult'],
      [`${base}&checkin=${checkin}&child=11`, 'query.child'],
      [`${base}&checkin=${checkin}&minisite=0`, 'query.minisite'],
      [`${base}&checkin=${checkin}&minisite=macif`, 'query.minisite'],
      [`/api/product/${offer.id}/offers?checkin=${checkin}`, 'query.locale'],
    ];
    for (const [url, field] of cases) {
      const reply = await get(url);
      expect({ url, status: reply.statusCode }).toEqual({ url, status: 400 });
      expect(reply.json()).toMatchObject({ code: 'BAD_REQUEST', details: [{ field, message: expect.any(String) }] });
    }
  });
});
