import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import * as v from 'valibot';
import { ENDPOINTS, ORDER_UUID_PATTERN, type AvailabilityDay, type ProductDetail, type ProductQuote, type PurchaseOrder, type PurchaseOrderBody } from '@escapade/api-contract';
import { addDays, monthOf } from '@escapade/util-market';
import { promotionCodeReduction } from '@escapade/util-pricing';
import { buildApp } from '../../app';
import type { CatalogSnapshot, Offer } from '../../catalog/catalog-snapshot';
import { loadCatalogSnapshot } from '../../catalog/load-catalog-snapshot';
import { openDatabase, type OpenedDatabase } from '../../db/open-database';
import { stayBasePrice } from '../../search/stay-price';
import { openSeededTestDatabase } from '../../seed/testing/open-seeded-test-database';
import { SEEDED_NOW } from '../../testing/seeded-app';

const TODAY = SEEDED_NOW.toISOString().slice(0, 10);

/** A dated stay of an offer that the product page would let a visitor book, with what the quote says of it. */
interface Bookable {
  offer: Offer;
  checkin: string;
  /** The activity days the product page asks for, one each (the first day offered). */
  activityDaySelections: { activityId: number; date: string }[];
  quote: ProductQuote;
}

/** The whole API over a seeded catalog in the given database (PGlite in memory, or PostgreSQL). */
async function appOver(database: OpenedDatabase): Promise<{ app: FastifyInstance; snapshot: CatalogSnapshot }> {
  const snapshot = await loadCatalogSnapshot(database.db);
  const app = await buildApp({ database, catalog: async () => snapshot, rateLimit: false, apiReference: false, now: () => SEEDED_NOW });
  await app.ready();
  return { app, snapshot };
}

/** Requests and picks of stays on one app, shared by the PGlite and PostgreSQL suites. */
function ordersOn(state: { app: FastifyInstance; snapshot: CatalogSnapshot }) {
  let keys = 0;
  const newKey = () => `test-order-${process.pid}-${Date.now()}-${(keys += 1)}`;
  const get = (url: string) => state.app.inject({ method: 'GET', url });
  const post = (body: unknown, key: string | null = newKey()) =>
    state.app.inject({
      method: 'POST',
      url: '/api/purchase/orders',
      headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'idempotency-key': key }) },
      payload: JSON.stringify(body),
    });

  const openCheckins = (offer: Offer, from = 2): string[] => {
    const days: string[] = [];
    for (let day = addDays(TODAY, from); day < addDays(TODAY, 300); day = addDays(day, 1)) if (stayBasePrice(offer.calendar, day, offer.nights) !== null) days.push(day);
    return days;
  };

  /** Bookable French stays of their own length, those with activity days to choose first when asked. */
  const bookables = async (count: number, options: { withChoice?: boolean; skip?: number } = {}): Promise<Bookable[]> => {
    const found: Bookable[] = [];
    let skipped = 0;
    for (const offer of state.snapshot.offers.filter((candidate) => candidate.markets.includes('fr_FR') && (!options.withChoice || candidate.nights > 1))) {
      const checkin = openCheckins(offer)[0];
      if (checkin === undefined) continue;
      const detail = (await get(`/api/weekend/${offer.id}/detail.json?locale=fr_FR&checkin=${checkin}&night=${offer.nights}`)).json() as ProductDetail;
      if (options.withChoice && detail.activityDates.length === 0) continue;
      if (skipped++ < (options.skip ?? 0)) continue;
      const activityDaySelections = detail.activityDates.map((choice) => ({ activityId: choice.activityId, date: choice.dates[0].date }));
      const selection = activityDaySelections.map((day) => `${day.activityId}_${day.date}`).join(',');
      const quote = (
        await get(`/api/product/${offer.id}/quote?locale=fr_FR&checkin=${checkin}&nights=${offer.nights}&adult=2&child=1&baby=0&activitySelectionList=${selection}`)
      ).json() as ProductQuote;
      if (!quote.bookable) continue;
      found.push({ offer, checkin, activityDaySelections, quote });
      if (found.length === count) return found;
    }
    throw new Error(`the seed has ${count} bookable French stays${options.withChoice ? ' with activity days to choose' : ''}`);
  };

  /** The order of a stay as the checkout would send it, at the quote's amount. */
  const orderOf = (stay: Bookable, changes: { criteria?: Record<string, unknown>; promotionCode?: string; choice?: string; expectedAmount?: number } = {}): PurchaseOrderBody =>
    ({
      locale: 'fr_FR',
      currency: 'EUR',
      expectedAmount: changes.expectedAmount ?? stay.quote.priceInfo?.sellPrice ?? 0,
      buyer: { email: 'claire.martin@example.fr', civility: 'MRS', firstName: 'Claire', lastName: 'Martin', phoneNumber: '+33 6 12 34 56 78' },
      items: {
        shortStayItem: {
          reservationCriteria: {
            offerId: stay.offer.id,
            travelPeriod: { checkinDate: stay.checkin, checkoutDate: addDays(stay.checkin, stay.offer.nights) },
            pax: { numberOfAdults: 2, numberOfChildren: 1, numberOfBabies: 0 },
            activityDaySelections: stay.activityDaySelections,
            minisiteId: null,
            ...changes.criteria,
          },
        },
        insuranceItem: { choice: (changes.choice ?? (stay.quote.cancellationPolicy?.cancellable ? 'flexible' : 'withoutInsurance')) as 'flexible' },
        ...(changes.promotionCode === undefined ? {} : { promotionCodeItem: { code: changes.promotionCode } }),
      },
      specialRequest: null,
    }) as PurchaseOrderBody;

  const orderCount = async () =>
    (
      await state.app.db
        .selectFrom('orders')
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow()
    ).count;

  /** Leaves `rooms` rooms on every night of an offer's calendar (the hotel's allotment for the test). */
  const leaveRooms = async (offerId: number, rooms: number) => {
    await sql`update offer_calendars set rooms = array_fill(${rooms}::smallint, array[cardinality(prices)]) where offer_id = ${offerId}`.execute(state.app.db);
  };

  return { get, post, newKey, bookables, orderOf, orderCount, leaveRooms, openCheckins };
}

/** Exactly one order of many sent at once for the last room, the others refused as sold out, and nothing else written. */
async function lastRoomSoldOnce(orders: ReturnType<typeof ordersOn>, stay: Bookable, attempts: number): Promise<void> {
  await orders.leaveRooms(stay.offer.id, 1);
  const before = await orders.orderCount();
  const replies = await Promise.all(Array.from({ length: attempts }, () => orders.post(orders.orderOf(stay))));
  const statuses = replies.map((reply) => reply.statusCode).sort();
  expect(statuses).toEqual([201, ...Array<number>(attempts - 1).fill(409)]);
  for (const reply of replies.filter((candidate) => candidate.statusCode === 409)) expect(reply.json()).toMatchObject({ code: 'SOLD_OUT' });
  expect(await orders.orderCount()).toBe(before + 1);
}

describe('POST /api/purchase/orders and GET /api/purchase/orders/{orderUuid} (seeded catalog in PGlite)', () => {
  const state = {} as { app: FastifyInstance; snapshot: CatalogSnapshot };
  const orders = ordersOn(state);
  beforeAll(async () => {
    Object.assign(state, await appOver(await openSeededTestDatabase()));
  }, 120_000);
  afterAll(() => state.app?.close());

  it('records the order at the amount the quote gives (tourist tax apart), with 8 random digits and a version 4 UUID, and reads it back', async () => {
    const [stay] = await orders.bookables(1, { withChoice: true });
    const reply = await orders.post(orders.orderOf(stay, { criteria: { minisiteId: 360 } }));
    expect(reply.statusCode).toBe(201);
    const order = v.parse(ENDPOINTS.createPurchaseOrder.reply, reply.json());
    expect(order.orderUuid).toMatch(ORDER_UUID_PATTERN);
    expect(order.bookingNumber).toMatch(/^[1-9]\d{7}$/);
    expect(order).toMatchObject({
      state: 'created',
      amount: stay.quote.priceInfo?.sellPrice,
      localTaxTotalAmount: stay.quote.localTaxTotalAmount,
      locale: 'fr_FR',
      currency: 'EUR',
    });
    expect(order.items[0]).toEqual({
      kind: 'stay',
      amount: stay.quote.priceInfo?.sellPrice,
      reservationCriteria: { ...stay.quote.reservationCriteria, minisiteId: 360 },
      priceInfo: stay.quote.priceInfo,
      localTaxTotalAmount: stay.quote.localTaxTotalAmount,
    });
    expect(order.items[1]).toEqual({ kind: 'insurance', choice: stay.quote.cancellationPolicy?.cancellable ? 'flexible' : 'withoutInsurance', amount: 0 });

    const read = await orders.get(`/api/purchase/orders/${order.orderUuid}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(order);
  });

  it('gives each order its own booking number and UUID', async () => {
    const [stay] = await orders.bookables(1, { skip: 1 });
    const placed = await Promise.all([orders.post(orders.orderOf(stay)), orders.post(orders.orderOf(stay)), orders.post(orders.orderOf(stay))]);
    const bodies = placed.map((reply) => reply.json() as PurchaseOrder);
    expect(new Set(bodies.map((order) => order.bookingNumber)).size).toBe(3);
    expect(new Set(bodies.map((order) => order.orderUuid)).size).toBe(3);
  });

  it('refuses another expectedAmount with a 409 giving the fresh amount and why, and writes nothing', async () => {
    const [stay] = await orders.bookables(1);
    const fresh = stay.quote.priceInfo?.sellPrice ?? 0;
    const before = await orders.orderCount();
    const reply = await orders.post(orders.orderOf(stay, { expectedAmount: fresh - 100 }));
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({
      code: 'PRICE_CHANGED',
      details: [{ field: 'body.expectedAmount', amount: fresh, expectedAmount: fresh - 100, message: expect.stringContaining(`the amount is ${fresh} cents`) }],
    });
    expect(await orders.orderCount()).toBe(before);
    // The same key, now with the fresh amount, places the order: a refusal is not kept as the key's answer.
    const key = orders.newKey();
    expect((await orders.post(orders.orderOf(stay, { expectedAmount: fresh + 1 }), key)).statusCode).toBe(409);
    expect((await orders.post(orders.orderOf(stay), key)).statusCode).toBe(201);
  });

  it('replays the first answer for the same key and body (same status, same body, one order)', async () => {
    const [stay] = await orders.bookables(1);
    const key = orders.newKey();
    const before = await orders.orderCount();
    const first = await orders.post(orders.orderOf(stay), key);
    const again = await orders.post(orders.orderOf(stay), key);
    const meanwhile = await Promise.all([orders.post(orders.orderOf(stay), key), orders.post(orders.orderOf(stay), key)]);
    expect(first.statusCode).toBe(201);
    for (const reply of [again, ...meanwhile]) {
      expect(reply.statusCode).toBe(201);
      expect(reply.body).toBe(first.body);
    }
    expect(await orders.orderCount()).toBe(before + 1);
  });

  it('refuses the same key with another body (422) and a call without a key (400)', async () => {
    const [stay] = await orders.bookables(1);
    const key = orders.newKey();
    expect((await orders.post(orders.orderOf(stay), key)).statusCode).toBe(201);
    const other = await orders.post({ ...orders.orderOf(stay), specialRequest: 'Late arrival' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', details: [{ field: 'headers.idempotency-key' }] });
    const keyless = await orders.post(orders.orderOf(stay), null);
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json()).toMatchObject({ code: 'BAD_REQUEST', details: [{ field: 'headers.idempotency-key', message: 'is required' }] });
  });

  it('refuses what the product page refuses, with a 4xx naming the field and nothing written', async () => {
    const [stay] = await orders.bookables(1, { withChoice: true });
    const criteria = 'body.items.shortStayItem.reservationCriteria';
    const closed = (() => {
      for (let day = addDays(TODAY, 2); ; day = addDays(day, 1)) if (stayBasePrice(stay.offer.calendar, day, stay.offer.nights) === null) return day;
    })();
    const notFrench = state.snapshot.offers.find((offer) => !offer.markets.includes('fr_FR'));
    const cases: { why: string; body: unknown; status: number; code: string; field: string; message?: string }[] = [
      { why: 'no dates', body: orders.orderOf(stay, { criteria: { travelPeriod: undefined } }), status: 400, code: 'BAD_REQUEST', field: `${criteria}.travelPeriod` },
      {
        why: 'a missing activity day',
        body: orders.orderOf(stay, { criteria: { activityDaySelections: [] } }),
        status: 400,
        code: 'BAD_REQUEST',
        field: `${criteria}.activityDaySelections`,
        message: 'Please choose your activity dates.',
      },
      {
        why: 'an activity day outside the stay',
        body: orders.orderOf(stay, { criteria: { activityDaySelections: [{ activityId: stay.activityDaySelections[0].activityId, date: addDays(stay.checkin, -1) }] } }),
        status: 400,
        code: 'BAD_REQUEST',
        field: `${criteria}.activityDaySelections`,
      },
      {
        why: 'a day that is over',
        body: orders.orderOf(stay, { criteria: { travelPeriod: { checkinDate: addDays(TODAY, -1), checkoutDate: addDays(TODAY, stay.offer.nights - 1) } } }),
        status: 400,
        code: 'BAD_REQUEST',
        field: `${criteria}.travelPeriod.checkinDate`,
      },
      {
        why: 'a check-out before the check-in',
        body: orders.orderOf(stay, { criteria: { travelPeriod: { checkinDate: stay.checkin, checkoutDate: stay.checkin } } }),
        status: 400,
        code: 'BAD_REQUEST',
        field: `${criteria}.travelPeriod.checkoutDate`,
      },
      {
        why: 'a party out of range',
        body: orders.orderOf(stay, { criteria: { pax: { numberOfAdults: 21, numberOfChildren: 0, numberOfBabies: 0 } } }),
        status: 400,
        code: 'BAD_REQUEST',
        field: `${criteria}.pax.numberOfAdults`,
      },
      {
        why: 'a closed package',
        body: orders.orderOf(stay, { criteria: { travelPeriod: { checkinDate: closed, checkoutDate: addDays(closed, stay.offer.nights) }, activityDaySelections: [] } }),
        status: 409,
        code: 'PACKAGE_NOT_AVAILABLE_CHECKIN',
        field: `${criteria}.travelPeriod.checkinDate`,
      },
      { why: 'an unknown offer', body: orders.orderOf(stay, { criteria: { offerId: 999_999 } }), status: 404, code: 'NOT_FOUND', field: `${criteria}.offerId` },
      ...(notFrench === undefined
        ? []
        : [
            {
              why: 'an offer not sold in the market',
              body: orders.orderOf(stay, { criteria: { offerId: notFrench.id } }),
              status: 404,
              code: 'NOT_FOUND',
              field: `${criteria}.offerId`,
            },
          ]),
      {
        why: 'the cancellation choice of the other kind of stay (flexible on a non-cancellable one, or the reverse)',
        body: orders.orderOf(stay, { choice: stay.quote.cancellationPolicy?.cancellable ? 'withoutInsurance' : 'flexible' }),
        status: 422,
        code: 'INSURANCE_NOT_OFFERED',
        field: 'body.items.insuranceItem.choice',
      },
      {
        why: 'an unknown promotion code',
        body: orders.orderOf(stay, { promotionCode: 'NOPE' }),
        status: 422,
        code: 'PROMOTION_CODE_NOT_VALID',
        field: 'body.items.promotionCodeItem.code',
      },
    ];
    const roomsOf = async () => (await state.app.db.selectFrom('offer_calendars').select('rooms').where('offer_id', '=', stay.offer.id).executeTakeFirstOrThrow()).rooms;
    const roomsBefore = await roomsOf();
    const before = await orders.orderCount();
    for (const { why, body, status, code, field, message } of cases) {
      const reply = await orders.post(body);
      expect({ why, status: reply.statusCode }).toEqual({ why, status });
      expect({ why, reply: reply.json() }).toMatchObject({ why, reply: { code, details: [{ field, ...(message === undefined ? {} : { message }) }] } });
    }
    // Refusals after the rooms were taken (a closed night, a wrong choice) rolled back with them.
    expect(await orders.orderCount()).toBe(before);
    expect(await roomsOf()).toEqual(roomsBefore);
  });

  it('takes a valid promotion code’s percentage off the stay, and refuses an expired one', async () => {
    const [stay] = await orders.bookables(1, { skip: 2 });
    await state.app.db
      .insertInto('promotion_codes')
      .values([
        { code: 'PRINTEMPS15', percent: 15, markets: ['fr_FR', 'fr_BE'], valid_from: addDays(TODAY, -10), valid_until: addDays(TODAY, 10) },
        { code: 'HIVER20', percent: 20, markets: ['fr_FR'], valid_from: addDays(TODAY, -60), valid_until: addDays(TODAY, -1) },
      ])
      .execute();
    const expired = await orders.post(orders.orderOf(stay, { promotionCode: 'HIVER20' }));
    expect(expired.json()).toMatchObject({ code: 'PROMOTION_CODE_NOT_VALID', details: [{ field: 'body.items.promotionCodeItem.code' }] });
    const sellPrice = stay.quote.priceInfo?.sellPrice ?? 0;
    const reduction = promotionCodeReduction(sellPrice, 15);
    expect(reduction).toBeGreaterThan(0);
    // The checkout that showed the stay's price without the code is told the fresh amount.
    const unreduced = await orders.post(orders.orderOf(stay, { promotionCode: 'PRINTEMPS15' }));
    expect(unreduced.json()).toMatchObject({ code: 'PRICE_CHANGED', details: [{ amount: sellPrice - reduction }] });
    const reply = await orders.post(orders.orderOf(stay, { promotionCode: 'PRINTEMPS15', expectedAmount: sellPrice - reduction }));
    expect(reply.statusCode).toBe(201);
    const order = reply.json() as PurchaseOrder;
    expect(order.amount).toBe(sellPrice - reduction);
    expect(order.items).toContainEqual({ kind: 'promotionCode', code: 'PRINTEMPS15', percent: 15, amount: reduction });

    // The checkout's look-up before the order: the same rule, the same reduction to the cent.
    const lookUp = (code: string, locale: string) => orders.get(`/api/purchase/promotion-codes/${code}?locale=${locale}&amount=${sellPrice}`);
    const valid = await lookUp('PRINTEMPS15', 'fr_FR');
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ code: 'PRINTEMPS15', percent: 15, amount: reduction });
    for (const [code, locale] of [
      ['HIVER20', 'fr_FR'],
      ['PRINTEMPS15', 'es_ES'],
      ['NOPE', 'fr_FR'],
    ]) {
      const refused = await lookUp(code, locale);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'PROMOTION_CODE_NOT_VALID', details: [{ field: 'params.code' }] });
    }
  });

  it('sells the last room once when orders for it arrive together, the others refused as sold out', async () => {
    const [stay] = await orders.bookables(1, { skip: 3 });
    await lastRoomSoldOnce(orders, stay, 5);
  });

  it('patches the read model after the order: its sold-out check-in is closed on the next calendar, quote and search', async () => {
    const [stay] = await orders.bookables(1, { skip: 4 });
    const calendarUrl = `/api/weekend/${stay.offer.id}/availabilities.json?locale=fr_FR&month=${monthOf(stay.checkin)}&length=1&adult=2&child=1&baby=0`;
    const dayOf = async () => ((await orders.get(calendarUrl)).json() as { days: Record<string, AvailabilityDay | null> }).days[stay.checkin];
    expect(await dayOf()).toEqual(expect.objectContaining({ amount: stay.quote.priceInfo?.sellPrice }));
    await orders.leaveRooms(stay.offer.id, 1);
    expect((await orders.post(orders.orderOf(stay))).statusCode).toBe(201);

    expect(await dayOf()).toBeFalsy();
    const selection = stay.activityDaySelections.map((day) => `${day.activityId}_${day.date}`).join(',');
    const quote = (
      await orders.get(
        `/api/product/${stay.offer.id}/quote?locale=fr_FR&checkin=${stay.checkin}&nights=${stay.offer.nights}&adult=2&child=1&baby=0&activitySelectionList=${selection}`,
      )
    ).json() as ProductQuote;
    expect(quote).toMatchObject({ bookable: false, errors: [{ code: 'PACKAGE_NOT_AVAILABLE_CHECKIN' }] });
    const search = await state.app.inject({
      method: 'POST',
      url: '/api/offers.json',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        locale: 'fr_FR',
        searchCriterias: { hotelId: stay.offer.hotelId, checkin: stay.checkin, night: stay.offer.nights, adult: 2, child: 1, baby: 0 },
        numberOfPackagesPerHotel: 20,
      }),
    });
    expect(search.statusCode).toBe(200);
    expect(JSON.stringify(search.json())).not.toContain(`"id":${stay.offer.id},`);
  });

  it('answers 404 for an unknown order UUID and 400 for something that is not one', async () => {
    const unknown = await orders.get('/api/purchase/orders/6f1f0a5e-3c2b-4d9e-8f7a-0b1c2d3e4f5a');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', details: [{ field: 'params.orderUuid', message: 'unknown order' }] });
    expect((await orders.get('/api/purchase/orders/12345678')).statusCode).toBe(400);
  });
});

const databaseUrl = process.env.DATABASE_URL;
const describeWithPostgres = databaseUrl ? describe : describe.skip;

describeWithPostgres('orders on real PostgreSQL at DATABASE_URL (skipped unless DATABASE_URL is set; drops and reseeds that database)', () => {
  const state = {} as { app: FastifyInstance; snapshot: CatalogSnapshot };
  const orders = ordersOn(state);
  beforeAll(async () => {
    Object.assign(state, await appOver(await openSeededTestDatabase({ databaseUrl, maxConnections: 20 })));
  }, 180_000);
  afterAll(() => state.app?.close());

  it('sells the last room once to 20 orders racing on separate connections', async () => {
    const [stay] = await orders.bookables(1, { skip: 3 });
    await lastRoomSoldOnce(orders, stay, 20);
  }, 60_000);

  it('replays one order for the same key sent on several connections at once', async () => {
    const [stay] = await orders.bookables(1, { skip: 5 });
    const key = orders.newKey();
    const before = await orders.orderCount();
    const replies = await Promise.all(Array.from({ length: 6 }, () => orders.post(orders.orderOf(stay), key)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array<number>(6).fill(201));
    expect(new Set(replies.map((reply) => reply.body)).size).toBe(1);
    expect(await orders.orderCount()).toBe(before + 1);
  }, 60_000);
});

describeWithPostgres('two API processes on one PostgreSQL at DATABASE_URL (skipped unless DATABASE_URL is set)', () => {
  const first = {} as { app: FastifyInstance; snapshot: CatalogSnapshot };
  const second = {} as { app: FastifyInstance; snapshot: CatalogSnapshot };
  const ordersOnFirst = ordersOn(first);
  const ordersOnSecond = ordersOn(second);
  beforeAll(async () => {
    Object.assign(first, await appOver(await openSeededTestDatabase({ databaseUrl, maxConnections: 20 })));
    // The second process opens the same database as it is, as a replica behind the load balancer would.
    Object.assign(second, await appOver(await openDatabase({ databaseUrl, maxConnections: 20 })));
  }, 180_000);
  afterAll(async () => {
    await second.app?.close();
    await first.app?.close();
  });

  it("closes the night an order on one process sold out in the other's calendar within 1 s", async () => {
    const [stay] = await ordersOnFirst.bookables(1, { skip: 7 });
    const calendarUrl = `/api/weekend/${stay.offer.id}/availabilities.json?locale=fr_FR&month=${monthOf(stay.checkin)}&length=1&adult=2&child=1&baby=0`;
    const dayOnSecond = async () => ((await ordersOnSecond.get(calendarUrl)).json() as { days: Record<string, AvailabilityDay | null> }).days[stay.checkin];
    expect(await dayOnSecond()).toEqual(expect.objectContaining({ amount: stay.quote.priceInfo?.sellPrice }));
    await ordersOnFirst.leaveRooms(stay.offer.id, 1);
    expect((await ordersOnFirst.post(ordersOnFirst.orderOf(stay))).statusCode).toBe(201);
    const sold = Date.now();
    while ((await dayOnSecond()) && Date.now() - sold < 1_000) await new Promise((resolve) => setTimeout(resolve, 25));
    expect({ closedOnSecond: !(await dayOnSecond()), withinMs: Date.now() - sold <= 1_000 }).toEqual({ closedOnSecond: true, withinMs: true });
  }, 60_000);

  it('sells the last room once to 50 orders spread over both processes, 49 clear refusals', async () => {
    const [stay] = await ordersOnFirst.bookables(1, { skip: 9 });
    await ordersOnFirst.leaveRooms(stay.offer.id, 1);
    const before = await ordersOnFirst.orderCount();
    // Keys from one counter: each helper counts its own, and two keys drawn in the same millisecond would be one order replayed.
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, index) => (index % 2 === 0 ? ordersOnFirst : ordersOnSecond).post(ordersOnFirst.orderOf(stay), ordersOnFirst.newKey())),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, ...Array<number>(49).fill(409)]);
    for (const reply of replies.filter((candidate) => candidate.statusCode === 409)) expect(reply.json()).toMatchObject({ code: 'SOLD_OUT' });
    expect(await ordersOnFirst.orderCount()).toBe(before + 1);
  }, 120_000);
});
