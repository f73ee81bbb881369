import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ENDPOINTS, REVIEWS_PAGE_SIZE, type HotelReviewsReply, type OffersSearchReply, type ProductDetail } from '@escapade/api-contract';
import { buildHotelPackagesRequest } from '@escapade/util-criteria';
import { addDays, MARKET_CODES, MARKET_LANGUAGES, MARKETS, type MarketCode } from '@escapade/util-market';
import { buildApp } from '../../app';
import type { CatalogSnapshot, Offer } from '../../catalog/catalog-snapshot';
import { loadCatalogSnapshot } from '../../catalog/load-catalog-snapshot';
import type { OpenedDatabase } from '../../db/open-database';
import { openSeededTestDatabase } from '../../seed/testing/open-seeded-test-database';
import { stayBasePrice } from '../../search/stay-price';

/** A spring morning inside the seeded year of calendars. */
const NOW = new Date('2026-04-01T08:00:00Z');

describe('product routes (seeded catalog in PGlite)', () => {
  let database: OpenedDatabase;
  let snapshot: CatalogSnapshot;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openSeededTestDatabase();
    snapshot = await loadCatalogSnapshot(database.db);
    app = await buildApp({ database, catalog: async () => snapshot, rateLimit: false, apiReference: false, now: () => NOW });
  }, 120_000);
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });
  const fieldsOf = (body: { details?: { field: string }[] }) => (body.details ?? []).map((detail) => detail.field);
  const frenchOffer = (): Offer => {
    const offer = snapshot.offers.find((candidate) => candidate.markets.includes('fr_FR') && candidate.nights === 1);
    if (!offer) throw new Error('the seed sells one-night weekends in France');
    return offer;
  };
  /** The first arrival after NOW whose stay of the offer's length is open. */
  const openCheckin = (offer: Offer): string => {
    for (let day = addDays('2026-04-01', 2); ; day = addDays(day, 1)) if (stayBasePrice(offer.calendar, day, offer.nights) !== null) return day;
  };

  describe('GET /api/weekend/{id}/detail.json', () => {
    it('answers the page of a weekend in the market language: hotel facts, pictures, program and a from price', async () => {
      const offer = frenchOffer();
      const reply = await get(`/api/weekend/${offer.id}/detail.json?locale=fr_FR`);
      expect(reply.statusCode).toBe(200);
      const body: ProductDetail = v.parse(ENDPOINTS.productDetail.reply, reply.json());
      expect(body).toMatchObject({ id: offer.id, label: offer.labels.fr, checkin: null, nights: 1, adult: 2, priceError: null, cancellationPolicy: null });
      expect(body.price).toMatchObject({ priceType: 'from', nights: 1, nbRooms: 1 });
      expect(body.hotel.id).toBe(offer.hotelId);
      expect(body.hotel.description.length).toBeGreaterThan(20);
      expect(body.images.length).toBe(offer.imageIds.length + (snapshot.hotels.find((hotel) => hotel.id === offer.hotelId)?.imageIds.length ?? 0));
      expect(body.programLines[0]).toMatchObject({ type: 'ROOM' });
      expect(body.packageSummary.room).toBe(body.programLines[0].title);
      expect(body.packageSummary.breakfasts).toBeGreaterThan(0);
      expect(body.pageModel.canonicalUrl).toBe(`https://www.escapade.fr/product/${offer.id}/${offer.slug}`);
    });

    it('prices a dated stay for the party as the results card does, with its cancellation terms', async () => {
      const offer = frenchOffer();
      const checkin = openCheckin(offer);
      const detail = (await get(`/api/weekend/${offer.id}/detail.json?locale=fr_FR&checkin=${checkin}&night=1&adult=2&child=1`)).json() as ProductDetail;
      const search = await app.inject({
        method: 'POST',
        url: '/api/offers.json',
        payload: { locale: 'fr_FR', searchCriterias: { hotelId: offer.hotelId, checkin, night: 1, adult: 2, child: 1 }, numberOfPackagesPerHotel: 20 },
      });
      const card = search.json().exactMatches.find((candidate: { id: number }) => candidate.id === offer.id);
      expect(detail.price).toMatchObject({ priceType: 'final', sellPrice: card.sellPrice, refPrice: card.refPrice });
      expect(detail.cancellationPolicy).toEqual(card.cancellationPolicy);
    });

    it('offers the days of a dated stay for each activity whose day the visitor chooses, none without dates or for one night', async () => {
      const stays = snapshot.offers.filter((offer) => offer.markets.includes('fr_FR') && offer.nights > 1 && offer.activityIds.length > 0);
      let withChoices = 0;
      let withoutChoices = 0;
      for (const offer of stays.slice(0, 20)) {
        const checkin = openCheckin(offer);
        const body: ProductDetail = v.parse(
          ENDPOINTS.productDetail.reply,
          (await get(`/api/weekend/${offer.id}/detail.json?locale=fr_FR&checkin=${checkin}&night=${offer.nights}`)).json(),
        );
        const days = Array.from({ length: offer.nights }, (_, night) => addDays(checkin, night));
        for (const choice of body.activityDates) {
          expect(body.programLines).toContainEqual(expect.objectContaining({ type: 'ACTIVITY', activityId: choice.activityId, title: choice.title }));
          expect(choice.dates).toEqual(days.map((date) => ({ value: `${choice.activityId}_${date}`, date })));
        }
        if (body.activityDates.length > 0) withChoices += 1;
        else withoutChoices += 1;
        const undated = (await get(`/api/weekend/${offer.id}/detail.json?locale=fr_FR`)).json() as ProductDetail;
        expect(undated.activityDates).toEqual([]);
        const oneNight = (await get(`/api/weekend/${offer.id}/detail.json?locale=fr_FR&checkin=${checkin}&night=1`)).json() as ProductDetail;
        expect(oneNight.activityDates).toEqual([]);
      }
      // A fair share of the stays, not all of them.
      expect(withChoices).toBeGreaterThan(0);
      expect(withoutChoices).toBeGreaterThan(0);
    });

    it('says the package is not available for a check-in it cannot be sold for', async () => {
      const offer = frenchOffer();
      const start = openCheckin(offer);
      let closed = start;
      while (stayBasePrice(offer.calendar, closed, 1) !== null) closed = addDays(closed, 1);
      const body = (await get(`/api/weekend/${offer.id}/detail.json?locale=fr_FR&checkin=${closed}&night=1`)).json() as ProductDetail;
      expect(body).toMatchObject({ price: null, priceError: 'PACKAGE_NOT_AVAILABLE_CHECKIN' });
    });

    it('refuses a past check-in, bad values and unknown parameters with a 400 naming the field', async () => {
      const offer = frenchOffer();
      const cases: [string, string][] = [
        [`checkin=2026-03-20`, 'query.checkin'],
        [`checkin=2026-02-30`, 'query.checkin'],
        [`adult=0`, 'query.adult'],
        [`night=99`, 'query.night'],
        [`starz=5`, 'query.starz'],
      ];
      for (const [extra, field] of cases) {
        const reply = await get(`/api/weekend/${offer.id}/detail.json?locale=fr_FR&${extra}`);
        expect([reply.statusCode, fieldsOf(reply.json())]).toEqual([400, [field]]);
      }
      expect(fieldsOf((await get(`/api/weekend/${offer.id}/detail.json`)).json())).toEqual(['query.locale']);
    });

    it('answers 404 for an unknown weekend and for one not sold in the market', async () => {
      expect((await get('/api/weekend/999999/detail.json?locale=fr_FR')).statusCode).toBe(404);
      const offer = snapshot.offers.find((candidate) => !candidate.markets.includes('it_IT'));
      expect((await get(`/api/weekend/${offer?.id}/detail.json?locale=it_IT`)).statusCode).toBe(404);
    });

    it('tells how many other getaways the page will list, as its packages search finds them for the stay, party and flow (none for a hotel with one)', async () => {
      const soldIn = (offer: Offer, market: MarketCode) =>
        snapshot.offers.filter((other) => other.hotelId === offer.hotelId && other.id !== offer.id && other.markets.includes(market)).length;
      const french = snapshot.offers.filter((offer) => offer.markets.includes('fr_FR'));
      const alone = french.find((offer) => soldIn(offer, 'fr_FR') === 0) as Offer;
      const withOthers = french.filter((offer) => soldIn(offer, 'fr_FR') > 0).slice(0, 40);
      /** What the page's 'other offers' lists: its own request (4 asked), this offer left out, 3 shown. */
      const listed = async (offer: Offer, flow: 'booking' | 'gifting', stay: { checkin?: string; checkout?: string }) => {
        const body = buildHotelPackagesRequest({
          hotelId: String(offer.hotelId),
          party: { adult: 2, child: 0, baby: 0 },
          ...stay,
          locale: 'fr_FR',
          flow,
          numberOfPackagesPerHotel: 4,
        });
        const reply = await app.inject({ method: 'POST', url: '/api/offers.json', payload: body });
        expect(reply.statusCode).toBe(200);
        return (reply.json() as OffersSearchReply).exactMatches.filter((card) => card.id !== offer.id).slice(0, 3).length;
      };
      let fewerThanSold = 0;
      for (const offer of [alone, ...withOthers]) {
        const checkin = openCheckin(offer);
        const checkout = addDays(checkin, offer.nights);
        const undated = (await get(`/api/weekend/${offer.id}/detail.json?locale=fr_FR`)).json() as ProductDetail;
        const dated = (await get(`/api/weekend/${offer.id}/detail.json?locale=fr_FR&checkin=${checkin}&night=${offer.nights}`)).json() as ProductDetail;
        const shown = {
          undated: await listed(offer, 'booking', {}),
          dated: await listed(offer, 'booking', { checkin, checkout }),
          gifting: await listed(offer, 'gifting', {}),
        };
        expect({
          offer: offer.id,
          undated: Math.min(undated.otherOfferCount, 3),
          dated: Math.min(dated.otherOfferCount, 3),
          gifting: Math.min(undated.otherGiftOfferCount, 3),
        }).toEqual({
          offer: offer.id,
          ...shown,
        });
        if (undated.otherOfferCount < soldIn(offer, 'fr_FR') || dated.otherOfferCount < soldIn(offer, 'fr_FR')) fewerThanSold += 1;
      }
      expect(((await get(`/api/weekend/${alone.id}/detail.json?locale=fr_FR`)).json() as ProductDetail).otherOfferCount).toBe(0);
      // Counting every getaway the hotel sells in the market would have kept room for some the page does not list.
      expect(fewerThanSold).toBeGreaterThan(0);
    });

    it('writes every market’s page in its own language', async () => {
      for (const locale of ['es_ES', 'it_IT', 'nl_NL'] satisfies MarketCode[]) {
        const offer = snapshot.offers.find((candidate) => candidate.markets.includes(locale));
        if (!offer) throw new Error(`the seed sells weekends in ${locale}`);
        const body = (await get(`/api/weekend/${offer.id}/detail.json?locale=${locale}`)).json() as ProductDetail;
        expect(body.label).toBe(offer.labels[MARKETS[locale].language]);
      }
    });
  });

  describe('GET /api/hotels/{hotelId}/detail.json', () => {
    it('answers a hotel’s facts, pictures and breadcrumb in the market language, indexable where it sells', async () => {
      const offer = frenchOffer();
      const hotel = snapshot.hotels.find((candidate) => candidate.id === offer.hotelId);
      const reply = await get(`/api/hotels/${offer.hotelId}/detail.json?locale=fr_FR`);
      expect(reply.statusCode).toBe(200);
      const body = v.parse(ENDPOINTS.hotelDetail.reply, reply.json());
      expect(body).toMatchObject({ active: true, hotel: { id: offer.hotelId, label: hotel?.label } });
      expect(body.images).toHaveLength(hotel?.imageIds.length ?? -1);
      expect(body.breadcrumb.map((level) => level.type)[0]).toBe('country');
      expect(body.breadcrumb.at(-1)?.label).toBe(body.hotel.location.label);
      expect(body.pageModel.canonicalUrl).toBe(`https://www.escapade.fr/hotel/${hotel?.id}/${hotel?.slug}`);
    });

    it('marks a hotel that sells nothing in the market as inactive, and answers 404 and 400 with reasons', async () => {
      const hotelIds = new Set(snapshot.offers.filter((offer) => offer.markets.includes('it_IT')).map((offer) => offer.hotelId));
      const elsewhere = snapshot.hotels.find((hotel) => !hotelIds.has(hotel.id));
      const body = (await get(`/api/hotels/${elsewhere?.id}/detail.json?locale=it_IT`)).json();
      expect(body).toMatchObject({ active: false, pageModel: { alternateUrls: [] } });
      expect((await get('/api/hotels/999999/detail.json?locale=fr_FR')).statusCode).toBe(404);
      const bad = await get('/api/hotels/abc/detail.json?locale=fr_FR');
      expect([bad.statusCode, fieldsOf(bad.json())]).toEqual([400, ['params.hotelId']]);
    });
  });

  describe('GET /api/activity-only/weekend/{productId}/detail.json', () => {
    it('answers a voucher’s page: activities, centre with its address, pictures and prices by participants, as its card does', async () => {
      const product = snapshot.activityOnlyProducts.find((candidate) => candidate.markets.includes('fr_FR'));
      if (!product) throw new Error('the seed sells activity vouchers in France');
      const reply = await get(`/api/activity-only/weekend/${product.id}/detail.json?locale=fr_FR`);
      expect(reply.statusCode).toBe(200);
      const body = v.parse(ENDPOINTS.activityDetail.reply, reply.json());
      expect(body).toMatchObject({ id: product.id, label: product.labels.fr, published: true, uri: `/activity/${product.id}/${product.slug}` });
      expect(body.description.length).toBeGreaterThan(20);
      expect(body.activityCenter.location.address).not.toBe(body.activityCenter.label);
      expect(Object.keys(body.prices).map(Number)).toEqual(product.prices.map((price) => price.participants));
      expect(body.minParticipants).toBe(Math.min(...product.prices.map((price) => price.participants)));
      expect(body.activities.map((activity) => activity.activityId)).toEqual([...product.activityIds]);
    });

    it('still answers an unpublished voucher, marked as such, so its page can say it has expired', async () => {
      const product = snapshot.activityOnlyProducts.find((candidate) => candidate.markets.includes('fr_FR'));
      await database.db
        .updateTable('activity_only_products')
        .set({ published: false })
        .where('id', '=', product?.id ?? 0)
        .execute();
      try {
        const body = (await get(`/api/activity-only/weekend/${product?.id}/detail.json?locale=fr_FR`)).json();
        expect(body).toMatchObject({ id: product?.id, published: false });
      } finally {
        await database.db
          .updateTable('activity_only_products')
          .set({ published: true })
          .where('id', '=', product?.id ?? 0)
          .execute();
      }
    });

    it('answers 404 for an unknown voucher or one not sold in the market, and 400 naming bad values', async () => {
      expect((await get('/api/activity-only/weekend/999999/detail.json?locale=fr_FR')).statusCode).toBe(404);
      const product = snapshot.activityOnlyProducts.find((candidate) => !candidate.markets.includes('it_IT'));
      expect((await get(`/api/activity-only/weekend/${product?.id}/detail.json?locale=it_IT`)).statusCode).toBe(404);
      const bad = await get('/api/activity-only/weekend/0/detail.json?locale=fr_FR');
      expect([bad.statusCode, fieldsOf(bad.json())]).toEqual([400, ['params.productId']]);
    });
  });

  describe('GET /api/hotel/{hotelId}/reviews.json', () => {
    const reviewed = () => {
      const hotel = [...snapshot.hotels].sort((a, b) => b.reviewCount - a.reviewCount)[0];
      if (hotel.reviewCount <= REVIEWS_PAGE_SIZE) throw new Error('the seed gives some hotel more than a page of reviews');
      return hotel;
    };

    it('pages the newest reviews first, ten at a time, with the score per criterion', async () => {
      const hotel = reviewed();
      const first = v.parse(ENDPOINTS.hotelReviews.reply, (await get(`/api/hotel/${hotel.id}/reviews.json`)).json());
      expect(first).toMatchObject({ totalCount: hotel.reviewCount, score: hotel.reviewAverage, page: 0, languageFallback: false });
      expect(first.list).toHaveLength(REVIEWS_PAGE_SIZE);
      const dates = first.list.map((review) => review.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(first.details.map((detail) => detail.criterion)).toEqual(['welcoming', 'comfort', 'cleanliness', 'food', 'localization', 'priceQualityRatio']);
      const second = (await get(`/api/hotel/${hotel.id}/reviews.json?page=1`)).json() as HotelReviewsReply;
      expect(second.list.map((review) => review.id)).not.toContain(first.list[0].id);
    });

    it('sorts by score and keeps one language, from every market writing it', async () => {
      const hotel = reviewed();
      const byScore = (await get(`/api/hotel/${hotel.id}/reviews.json?sort=SCORE_ASC`)).json() as HotelReviewsReply;
      const scores = byScore.list.map((review) => review.average);
      expect(scores).toEqual([...scores].sort((a, b) => a - b));
      const { language } = MARKETS[byScore.list[0].locale];
      const written = await database.db.selectFrom('reviews').select('locale').where('hotel_id', '=', hotel.id).execute();
      const inLanguage = written.filter((row) => MARKETS[row.locale as MarketCode].language === language).length;
      const one = (await get(`/api/hotel/${hotel.id}/reviews.json?locale=${byScore.list[0].locale}`)).json() as HotelReviewsReply;
      expect(one.list.every((review) => MARKETS[review.locale].language === language)).toBe(true);
      expect(one.totalCount).toBe(inLanguage);
    });

    it('falls back to the other languages only when asked and the language has none', async () => {
      // A reviewed hotel and a market none of its reviews was written in.
      const rows = await database.db.selectFrom('reviews').select(['hotel_id', 'locale']).where('hotel_id', 'is not', null).distinct().execute();
      const languagesOf = new Map<number, Set<string>>();
      for (const row of rows) languagesOf.set(row.hotel_id as number, (languagesOf.get(row.hotel_id as number) ?? new Set()).add(MARKETS[row.locale as MarketCode].language));
      const [hotelId, written] = [...languagesOf].find(([, languages]) => languages.size < MARKET_LANGUAGES.length) ?? [];
      const missing = MARKET_CODES.find((locale) => !written?.has(MARKETS[locale].language));
      const hotel = snapshot.hotels.find((candidate) => candidate.id === hotelId);
      expect(hotel && missing).toBeTruthy();

      const strict = (await get(`/api/hotel/${hotelId}/reviews.json?locale=${missing}`)).json() as HotelReviewsReply;
      expect(strict).toMatchObject({ list: [], totalCount: 0, languageFallback: false });
      const fallback = (await get(`/api/hotel/${hotelId}/reviews.json?locale=${missing}&withOtherLanguageFallback=true`)).json() as HotelReviewsReply;
      expect(fallback).toMatchObject({ totalCount: hotel?.reviewCount, languageFallback: true });
      expect(fallback.list.length).toBeGreaterThan(0);
    });

    it('answers 404 for an unknown hotel and 400 naming bad values', async () => {
      expect((await get('/api/hotel/999999/reviews.json')).statusCode).toBe(404);
      const hotel = reviewed();
      for (const [query, field] of [
        ['sort=BEST', 'query.sort'],
        ['page=-1', 'query.page'],
        ['locale=en_GB', 'query.locale'],
      ]) {
        const reply = await get(`/api/hotel/${hotel.id}/reviews.json?${query}`);
        expect([reply.statusCode, fieldsOf(reply.json())]).toEqual([400, [field]]);
      }
    });
  });
});
