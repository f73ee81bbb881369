import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import * as v from 'valibot';
import { ENDPOINTS, GIFT_VOUCHER_CODE_PATTERN, isGiftVoucherCode, type PurchaseOrder, type PurchaseOrderBody } from '@escapade/api-contract';
import { addMonthsToDate, type MarketCode } from '@escapade/util-market';
import { marketToday } from '@escapade/util-market/clock';
import { buildApp } from '../../app';
import type { CatalogSnapshot, Offer } from '../../catalog/catalog-snapshot';
import { loadCatalogSnapshot } from '../../catalog/load-catalog-snapshot';
import { mailConfigFromEnvironment } from '../../outbox/mail-config';
import { openSeededTestDatabase } from '../../seed/testing/open-seeded-test-database';
import { SEEDED_NOW } from '../../testing/seeded-app';
import { drawGiftVoucherCode } from './gift-vouchers';

const SECRET = Buffer.from('a-test-secret-of-at-least-32-characters', 'utf8');
const RETURN_PATH = '/checkout';

/**
 * The text a PDF made with pdf-lib's standard fonts draws: its content streams inflated, each
 * `<hex> Tj` read back as Latin-1 bytes (enough for the voucher's code, names and message).
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) texts.push(Buffer.from(shown[1], 'hex').toString('latin1'));
  }
  return texts.join('\n');
}

describe('a gift stay: POST /api/purchase/orders with a giftItem, its card payment, its voucher and its e-mail (seeded catalog in PGlite, SMTP on loopback)', () => {
  let app: FastifyInstance;
  let snapshot: CatalogSnapshot;
  const received: ParsedMail[] = [];
  let smtp: SMTPServer;
  let keys = 0;
  const newKey = () => `test-gift-${process.pid}-${(keys += 1)}-${randomUUID()}`;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    const database = await openSeededTestDatabase();
    snapshot = await loadCatalogSnapshot(database.db);
    app = await buildApp({
      database,
      catalog: async () => snapshot,
      rateLimit: false,
      apiReference: false,
      now: () => SEEDED_NOW,
      paymentWebhookSecret: SECRET,
      mail: mailConfigFromEnvironment({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'Escapade <reservations@escapade.test>' }),
      outboxTiming: { pollIntervalMs: 50, firstRetryMs: 100, maxRetryMs: 200 },
    });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  const get = (url: string) => app.inject({ method: 'GET', url });
  const postJson = (url: string, body: unknown, key: string | null = newKey()) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'idempotency-key': key }) }, payload: JSON.stringify(body) });
  const postForm = (url: string, fields: Record<string, string>) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

  /** A giftable stay sold in the market, with at least two gift night counts when `several`. */
  const giftable = (market: MarketCode, skip = 0): Offer => {
    const offers = snapshot.offers.filter((offer) => offer.isGiftable && offer.giftPrices.length > 0 && offer.markets.includes(market));
    const offer = offers[skip];
    if (!offer) throw new Error(`the seed has a giftable stay in ${market}`);
    return offer;
  };

  const buyer = { email: 'claire.martin@example.fr', civility: 'MRS', firstName: 'Claire', lastName: 'Martin', phoneNumber: '+33612345678' } as const;
  const address = { recipientName: 'Anne Dupont', addressLine: '12 rue des Lilas', postalCode: '1012 AB', city: 'Amsterdam', country: 'NL' } as const;

  const giftOrder = (offer: Offer, changes: { market?: MarketCode; expectedAmount: number; gift?: Record<string, unknown> }): PurchaseOrderBody =>
    ({
      locale: changes.market ?? 'fr_FR',
      currency: 'EUR',
      expectedAmount: changes.expectedAmount,
      buyer,
      items: {
        giftItem: {
          offerId: offer.id,
          giftNights: offer.giftPrices[0].nights,
          giftFormat: 'digital',
          customSubElementIds: [],
          fromName: 'Claire',
          message: 'Joyeux anniversaire ! Un week-end rien que pour vous deux.',
          ...changes.gift,
        },
      },
      specialRequest: null,
    }) as PurchaseOrderBody;

  const readOrder = async (orderUuid: string) => (await get(`/api/purchase/orders/${orderUuid}`)).json() as PurchaseOrder;
  const orderId = async (orderUuid: string) => (await app.db.selectFrom('orders').select('id').where('order_uuid', '=', orderUuid).executeTakeFirstOrThrow()).id;

  it('prices the gift from the database: the offer’s gift price for the nights, the options chosen and the shipping of a posted voucher abroad', async () => {
    const offer = giftable('fr_FR');
    const nights = offer.giftPrices.at(-1)?.nights ?? 1;
    const sellPrice = offer.giftPrices.find((entry) => entry.nights === nights)?.sellPrice ?? 0;
    const stored = await app.db.selectFrom('offer_gift_prices').select('sell_price').where('offer_id', '=', offer.id).where('nights', '=', nights).executeTakeFirstOrThrow();
    expect(sellPrice).toBe(stored.sell_price);
    // Seeded options: the design 101 (free), the chocolates 301 (12.00 EUR); posting to the Netherlands from fr_FR costs 7.90 EUR.
    const options = await app.db.selectFrom('custom_sub_elements').select(['id', 'price']).where('id', 'in', [101, 301]).orderBy('id').execute();
    const optionsPrice = options.reduce((sum, option) => sum + option.price, 0);
    const expected = sellPrice + optionsPrice + 790;

    const reply = await postJson(
      '/api/purchase/orders',
      giftOrder(offer, { expectedAmount: expected, gift: { giftNights: nights, giftFormat: 'physical', customSubElementIds: [101, 301], deliveryAddress: address } }),
    );
    expect(reply.statusCode).toBe(201);
    const order = v.parse(ENDPOINTS.createPurchaseOrder.reply, reply.json());
    expect(order).toMatchObject({ state: 'created', amount: expected, localTaxTotalAmount: 0, payment: null });
    expect(order.items).toEqual([
      {
        kind: 'gift',
        amount: expected,
        offerId: offer.id,
        label: offer.labels.fr,
        hotelLabel: expect.any(String),
        giftNights: nights,
        numberOfAdults: 2,
        giftFormat: 'physical',
        sellPrice,
        shippingCost: 790,
        subElementsPrice: optionsPrice,
        customSubElements: [
          { id: 101, name: expect.any(String), price: options[0].price },
          { id: 301, name: 'Boîte de chocolats', price: options[1].price },
        ],
        fromName: 'Claire',
        message: 'Joyeux anniversaire ! Un week-end rien que pour vous deux.',
        deliveryAddress: address,
        validUntil: addMonthsToDate(marketToday(SEEDED_NOW, 'fr_FR'), 12),
      },
    ]);
    expect(await readOrder(order.orderUuid)).toEqual(order);
  }, 60_000);

  it('takes no room: a gift has no dates, and the offer’s calendar is left as it was', async () => {
    const offer = giftable('fr_FR', 1);
    const rooms = async () => (await app.db.selectFrom('offer_calendars').select('rooms').where('offer_id', '=', offer.id).execute()).map((row) => row.rooms);
    const before = await rooms();
    const reply = await postJson('/api/purchase/orders', giftOrder(offer, { expectedAmount: offer.giftPrices[0].sellPrice }));
    expect(reply.statusCode).toBe(201);
    expect(await rooms()).toEqual(before);
    const [item] = await app.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select(['kind', 'checkin_date', 'checkout_date', 'number_of_adults'])
      .where('orders.order_uuid', '=', (reply.json() as PurchaseOrder).orderUuid)
      .execute();
    expect(item).toEqual({ kind: 'gift', checkin_date: null, checkout_date: null, number_of_adults: 2 });
  });

  it('refuses a tampered amount with 409 PRICE_CHANGED and the fresh amount, keeping no order', async () => {
    const offer = giftable('fr_FR');
    const fresh = offer.giftPrices[0].sellPrice;
    const count = async () => (await sql<{ count: number }>`select count(*)::int as count from orders`.execute(app.db)).rows[0].count;
    const before = await count();
    const reply = await postJson('/api/purchase/orders', giftOrder(offer, { expectedAmount: 100 }));
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ code: 'PRICE_CHANGED', details: [{ field: 'body.expectedAmount', amount: fresh, expectedAmount: 100 }] });
    expect(await count()).toBe(before);
  });

  it('replays the same key and body (one order) and refuses the key with another body (422)', async () => {
    const offer = giftable('fr_FR');
    const body = giftOrder(offer, { expectedAmount: offer.giftPrices[0].sellPrice });
    const key = newKey();
    const first = await postJson('/api/purchase/orders', body, key);
    const again = await postJson('/api/purchase/orders', body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    const other = await postJson('/api/purchase/orders', giftOrder(offer, { expectedAmount: offer.giftPrices[0].sellPrice, gift: { message: 'Another message' } }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('refuses what the gift setup refuses: nights not sold as a gift (409), a posted voucher without its address (400) or where none is posted (409), an unknown option (400), a cancellation choice (400)', async () => {
    const offer = giftable('fr_FR');
    const sold = offer.giftPrices.map((entry) => entry.nights);
    const notSold = Array.from({ length: 30 }, (_, index) => index + 1).find((nights) => !sold.includes(nights)) ?? 30;
    const nights = await postJson('/api/purchase/orders', giftOrder(offer, { expectedAmount: 1000, gift: { giftNights: notSold } }));
    expect(nights.statusCode).toBe(409);
    expect(nights.json()).toMatchObject({ code: 'GIFT_NOT_AVAILABLE', details: [{ field: 'body.items.giftItem.giftNights' }] });

    const noAddress = await postJson('/api/purchase/orders', giftOrder(offer, { expectedAmount: 1000, gift: { giftFormat: 'physical' } }));
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json()).toMatchObject({ details: [{ field: 'body.items.giftItem.deliveryAddress' }] });

    const spanish = giftable('es_ES');
    const notPosted = await postJson(
      '/api/purchase/orders',
      giftOrder(spanish, { market: 'es_ES', expectedAmount: 1000, gift: { giftFormat: 'physical', deliveryAddress: { ...address, country: 'ES' } } }),
    );
    expect(notPosted.statusCode).toBe(409);
    expect(notPosted.json()).toMatchObject({ code: 'PHYSICAL_FORMAT_UNAVAILABLE' });

    const unknownOption = await postJson('/api/purchase/orders', giftOrder(offer, { expectedAmount: 1000, gift: { customSubElementIds: [999_999] } }));
    expect(unknownOption.statusCode).toBe(400);
    expect(unknownOption.json()).toMatchObject({ details: [{ field: 'body.items.giftItem.customSubElementIds' }] });

    const body = giftOrder(offer, { expectedAmount: 1000 });
    const insured = await postJson('/api/purchase/orders', { ...body, items: { ...body.items, insuranceItem: { choice: 'flexible' } } });
    expect(insured.statusCode).toBe(400);
    expect(insured.json()).toMatchObject({ details: [{ field: 'body.items.insuranceItem' }] });
  });

  it('a paid digital gift issues one voucher, with a code that cannot be guessed, and e-mails its PDF to the buyer in the order’s language, once', async () => {
    const offer = giftable('fr_FR');
    const created = await postJson('/api/purchase/orders', giftOrder(offer, { expectedAmount: offer.giftPrices[0].sellPrice }));
    const order = created.json() as PurchaseOrder;
    const started = await postJson(`/api/purchase/orders/${order.orderUuid}/payments`, { method: 'card', returnPath: RETURN_PATH });
    expect(started.statusCode).toBe(201);
    const payment = v.parse(ENDPOINTS.createOrderPayment.reply, started.json());
    const paid = await postForm(payment.redirectUrl, { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/confirmation/${order.orderUuid}?status=success`);
    expect(await readOrder(order.orderUuid)).toMatchObject({ state: 'confirmed', items: [{ kind: 'gift', giftFormat: 'digital' }] });

    const vouchers = await app.db
      .selectFrom('gift_vouchers')
      .selectAll()
      .where('order_id', '=', await orderId(order.orderUuid))
      .execute();
    expect(vouchers).toHaveLength(1);
    const [voucher] = vouchers;
    expect(voucher).toMatchObject({ format: 'digital', state: 'issued', valid_until: addMonthsToDate(marketToday(SEEDED_NOW, 'fr_FR'), 12) });
    expect(voucher.code).toMatch(GIFT_VOUCHER_CODE_PATTERN);
    expect(isGiftVoucherCode(voucher.code)).toBe(true);
    // The code is in the voucher sent to the buyer, never in the order's reply.
    expect(JSON.stringify(await readOrder(order.orderUuid))).not.toContain(voucher.code);

    const deadline = Date.now() + 20_000;
    while (!received.some((mail) => mail.subject?.includes(order.bookingNumber)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const mails = received.filter((mail) => mail.subject?.includes(order.bookingNumber));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe(`Votre cadeau est confirmé – commande n° ${order.bookingNumber}`);
    expect(mail.to).toMatchObject({ value: [{ address: buyer.email, name: 'Claire Martin' }] });
    expect(mail.headers.get('content-language')).toBe('fr');
    expect(mail.text).toContain('Votre bon cadeau est joint à cet e-mail au format PDF');
    expect(mail.text).not.toContain(voucher.code);
    expect(mail.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: `bon-cadeau-${order.bookingNumber}.pdf`, contentType: 'application/pdf' },
    ]);
    const pdf = mail.attachments[0].content;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Bon cadeau');
    expect(text).toContain(voucher.code);
    expect(text).toContain(offer.labels.fr.slice(0, 20));
    expect(text).toContain('De la part de Claire');
    expect(text).toContain('Joyeux anniversaire !');
    // The apostrophe is the fonts' own code (0x92), which this reading need not map back.
    expect(text).toMatch(/Valable jusqu.?au: jeudi 1 avril 2027/);

    // Exactly one e-mail: the outbox row is sent and later passes find nothing.
    await app.outbox.wake();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received.filter((item) => item.subject?.includes(order.bookingNumber))).toHaveLength(1);
    const rows = await app.db
      .selectFrom('outbox')
      .select(['topic', 'sent_at'])
      .where('order_id', '=', await orderId(order.orderUuid))
      .execute();
    expect(rows.map((row) => ({ topic: row.topic, sent: row.sent_at !== null }))).toEqual([{ topic: 'email.order_confirmation', sent: true }]);
  }, 60_000);

  it('draws codes of 15 random characters with a check character: never the same twice, a typo caught', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => drawGiftVoucherCode()));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(isGiftVoucherCode(code)).toBe(true);
    const [code] = codes;
    const typo = `${code.slice(0, 2)}${code[2] === 'A' ? 'B' : 'A'}${code.slice(3)}`;
    expect(isGiftVoucherCode(typo)).toBe(false);
    const swapped = `${code[1]}${code[0]}${code.slice(2)}`;
    if (code[0] !== code[1]) expect(isGiftVoucherCode(swapped)).toBe(false);
    expect(drawGiftVoucherCode(() => 0)).toBe(`2222-2222-2222-222${drawGiftVoucherCode(() => 0).slice(-1)}`);
  });
});
