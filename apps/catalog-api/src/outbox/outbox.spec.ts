import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { ActivityDetail, ProductDetail, ProductQuote, PurchaseOrder } from '@escapade/api-contract';
import { addDays, addMonthsToDate, type MarketCode } from '@escapade/util-market';
import { marketToday } from '@escapade/util-market/clock';
import { formatAmount } from '@escapade/util-pricing';
import { buildApp } from '../app';
import type { CatalogSnapshot, Offer } from '../catalog/catalog-snapshot';
import { loadCatalogSnapshot } from '../catalog/load-catalog-snapshot';
import type { OpenedDatabase } from '../db/open-database';
import { stayBasePrice } from '../search/stay-price';
import { openSeededTestDatabase } from '../seed/testing/open-seeded-test-database';
import { SEEDED_NOW } from '../testing/seeded-app';
import { mailConfigFromEnvironment, type MailConfig } from './mail-config';
import { ORDER_CONFIRMATION_TOPIC } from './order-confirmation';
import { releaseLeases } from './outbox-store';

const TODAY = SEEDED_NOW.toISOString().slice(0, 10);

/** A real SMTP server on loopback that keeps every message it accepts, parsed. */
class TestSmtpServer {
  readonly received: ParsedMail[] = [];
  private server: SMTPServer | null = null;

  async listen(port = 0): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream).then(
          (mail) => {
            this.received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
    return (server.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The messages about a booking number (its subject names it). */
  about(bookingNumber: string): ParsedMail[] {
    return this.received.filter((mail) => mail.subject?.includes(bookingNumber));
  }
}

/** Waits until `check` holds, looking every 20 ms, for at most `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The app over a shared database (closing it leaves the database open). */
async function appOver(database: OpenedDatabase, snapshot: CatalogSnapshot, mail: MailConfig, logLines?: string[]): Promise<FastifyInstance> {
  const app = await buildApp({
    logger: logLines ? { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } } : false,
    database: { ...database, close: async () => undefined },
    catalog: async () => snapshot,
    rateLimit: false,
    apiReference: false,
    now: () => SEEDED_NOW,
    mail,
    outboxTiming: { pollIntervalMs: 50, firstRetryMs: 100, maxRetryMs: 200 },
  });
  await app.ready();
  return app;
}

describe('confirmation e-mails through the outbox (seeded catalog in PGlite, SMTP on loopback)', () => {
  const smtp = new TestSmtpServer();
  let database: OpenedDatabase;
  let snapshot: CatalogSnapshot;
  let smtpPort: number;
  /** Sends over SMTP. */
  let app: FastifyInstance;
  let keys = 0;

  beforeAll(async () => {
    database = await openSeededTestDatabase();
    snapshot = await loadCatalogSnapshot(database.db);
    smtpPort = await smtp.listen();
    app = await appOver(database, snapshot, mailConfigFromEnvironment({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'Escapade <reservations@escapade.test>' }));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await smtp.close();
    await database?.close();
  });

  /** Places an order in a market through `POST /purchase/orders` (the `skip`-th bookable stay sold there). */
  const placeOrder = async (on: FastifyInstance, market: MarketCode, skip = 0): Promise<PurchaseOrder> => {
    let skipped = 0;
    for (const offer of snapshot.offers.filter((candidate: Offer) => candidate.markets.includes(market))) {
      let checkin: string | undefined;
      for (let day = addDays(TODAY, 2); checkin === undefined && day < addDays(TODAY, 300); day = addDays(day, 1))
        if (stayBasePrice(offer.calendar, day, offer.nights) !== null) checkin = day;
      if (checkin === undefined) continue;
      const detail = (
        await on.inject({ method: 'GET', url: `/api/weekend/${offer.id}/detail.json?locale=${market}&checkin=${checkin}&night=${offer.nights}` })
      ).json() as ProductDetail;
      const activityDaySelections = detail.activityDates.map((choice) => ({ activityId: choice.activityId, date: choice.dates[0].date }));
      const selection = activityDaySelections.map((day) => `${day.activityId}_${day.date}`).join(',');
      const quote = (
        await on.inject({
          method: 'GET',
          url: `/api/product/${offer.id}/quote?locale=${market}&checkin=${checkin}&nights=${offer.nights}&adult=2&child=1&baby=0&activitySelectionList=${selection}`,
        })
      ).json() as ProductQuote;
      if (!quote.bookable || skipped++ < skip) continue;
      const reply = await on.inject({
        method: 'POST',
        url: '/api/purchase/orders',
        headers: { 'content-type': 'application/json', 'idempotency-key': `outbox-test-${process.pid}-${(keys += 1)}` },
        payload: JSON.stringify({
          locale: market,
          currency: 'EUR',
          expectedAmount: quote.priceInfo?.sellPrice ?? 0,
          buyer: { email: 'sanne.devries@example.nl', civility: 'MRS', firstName: 'Sanne', lastName: 'de Vries', phoneNumber: '+31 6 12345678' },
          items: {
            shortStayItem: {
              reservationCriteria: {
                offerId: offer.id,
                travelPeriod: { checkinDate: checkin, checkoutDate: addDays(checkin, offer.nights) },
                pax: { numberOfAdults: 2, numberOfChildren: 1, numberOfBabies: 0 },
                activityDaySelections,
                minisiteId: null,
              },
            },
            insuranceItem: { choice: quote.cancellationPolicy?.cancellable ? 'flexible' : 'withoutInsurance' },
          },
          specialRequest: null,
        }),
      });
      expect(reply.statusCode).toBe(201);
      return reply.json() as PurchaseOrder;
    }
    throw new Error(`the seed has a bookable stay in ${market}`);
  };

  /**
   * Confirms an order as the payment step does: its state and its outbox row in one transaction.
   * With `leasedMs`, the row is taken by a worker for that long already, as by one killed before sending. Returns the row's id.
   */
  const confirm = async (order: PurchaseOrder, leasedMs = 0): Promise<number> =>
    database.db.transaction().execute(async (trx) => {
      const { id } = await trx.updateTable('orders').set({ state: 'confirmed' }).where('order_uuid', '=', order.orderUuid).returning('id').executeTakeFirstOrThrow();
      const row = await sql<{ id: number }>`
        insert into outbox (topic, order_id, payload, attempts, next_attempt_at)
        values ('email.order_confirmation', ${id}, ${JSON.stringify({ orderUuid: order.orderUuid })}, ${leasedMs > 0 ? 1 : 0}, now() + make_interval(secs => ${leasedMs / 1000}))
        returning id`.execute(trx);
      return Number(row.rows[0].id);
    });

  const outboxRow = async (id: number) => database.db.selectFrom('outbox').selectAll().where('id', '=', String(id)).executeTakeFirstOrThrow();

  it('sends one e-mail in French for a confirmed fr_FR order, on its own, with a stable Message-ID, and never again', async () => {
    const order = await placeOrder(app, 'fr_FR');
    const id = await confirm(order);
    // The worker started with the app finds the row by itself.
    await until(() => smtp.about(order.bookingNumber).length === 1);
    const [mail] = smtp.about(order.bookingNumber);
    expect(mail.to).toMatchObject({ value: [{ address: 'sanne.devries@example.nl', name: 'Sanne de Vries' }] });
    expect(mail.from).toMatchObject({ value: [{ address: 'reservations@escapade.test', name: 'Escapade' }] });
    expect(mail.subject).toBe(`Votre séjour est confirmé – réservation n° ${order.bookingNumber}`);
    const row = await outboxRow(id);
    expect(mail.messageId).toBe(`<outbox-${id}.${new Date(row.created_at).getTime()}@escapade.test>`);
    expect(mail.headers.get('content-language')).toBe('fr');
    const amount = formatAmount(order.amount, 'fr-FR');
    for (const body of [mail.text ?? '', String(mail.html)]) {
      expect(body).toContain(order.bookingNumber);
      expect(body).toContain(amount);
      expect(body).toContain(`https://www.escapade.fr/confirmation/${order.orderUuid}?status=success`);
    }
    expect(mail.text).toContain('Montant payé');
    expect(mail.text).toContain('2 adultes, 1 enfant');
    expect(String(mail.html)).toContain('<html lang="fr">');
    expect(row.sent_at).not.toBeNull();
    expect(row.attempts).toBe(1);

    // Exactly one: later passes find nothing to send.
    await app.outbox.wake();
    await app.outbox.wake();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(smtp.about(order.bookingNumber)).toHaveLength(1);
    expect((await outboxRow(id)).attempts).toBe(1);
  }, 60_000);

  it('writes to a Dutch buyer in Dutch, with the amount as the Netherlands write it', async () => {
    const order = await placeOrder(app, 'nl_NL');
    await confirm(order);
    await app.outbox.wake();
    await until(() => smtp.about(order.bookingNumber).length === 1);
    const [mail] = smtp.about(order.bookingNumber);
    expect(mail.subject).toBe(`Je verblijf is bevestigd – reservering nr. ${order.bookingNumber}`);
    expect(mail.text).toContain(`Betaald bedrag: ${formatAmount(order.amount, 'nl-NL')}`);
    expect(mail.text).toContain(`https://www.escapade.nl/confirmation/${order.orderUuid}?status=success`);
    expect(mail.text).toContain('Beste Sanne,');
  }, 60_000);

  it('writes an activity voucher’s e-mail in the buyer’s language: activity, centre, participants, valid 12 months, amount', async () => {
    const rows = await database.db.selectFrom('activity_only_products').select(['id', 'markets']).where('published', '=', true).orderBy('id').execute();
    const product = rows.find((row) => row.markets.includes('es_ES'));
    if (!product) throw new Error('the seed has a published activity voucher in es_ES');
    const page = (await app.inject({ method: 'GET', url: `/api/activity-only/weekend/${product.id}/detail.json?locale=es_ES` })).json() as ActivityDetail;
    const participants = Number(Object.keys(page.prices)[0]);
    const reply = await app.inject({
      method: 'POST',
      url: '/api/purchase/orders',
      headers: { 'content-type': 'application/json', 'idempotency-key': `outbox-test-${process.pid}-${(keys += 1)}` },
      payload: JSON.stringify({
        locale: 'es_ES',
        currency: 'EUR',
        expectedAmount: page.prices[String(participants)]?.sellPrice ?? 0,
        buyer: { email: 'lucia.garcia@example.es', firstName: 'Lucía', lastName: 'García', phoneNumber: '+34 612 345 678' },
        items: { activityVoucherItem: { activityProductId: page.id, participants } },
        specialRequest: null,
      }),
    });
    expect(reply.statusCode).toBe(201);
    const order = reply.json() as PurchaseOrder;
    await confirm(order);
    await app.outbox.wake();
    await until(() => smtp.about(order.bookingNumber).length === 1);
    const [mail] = smtp.about(order.bookingNumber);
    expect(mail.subject).toBe(`Tu bono de actividad está confirmado – pedido n.º ${order.bookingNumber}`);
    const validUntil = new Intl.DateTimeFormat('es-ES', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${addMonthsToDate(marketToday(SEEDED_NOW, 'es_ES'), 12)}T00:00:00Z`),
    );
    for (const body of [mail.text ?? '', String(mail.html)]) {
      expect(body).toContain(page.label);
      expect(body).toContain(page.activityCenter.label);
      expect(body).toContain(validUntil);
      expect(body).toContain(formatAmount(order.amount, 'es-ES'));
    }
    expect(mail.text).toContain(`Participantes: ${participants} ${participants === 1 ? 'participante' : 'participantes'}`);
    expect(mail.text).toContain('Hola, Lucía:');
    expect(mail.text).not.toContain('Llegada');
  }, 60_000);

  it('keeps the row while the SMTP server is down (attempts counted, the API unharmed) and sends it once it is back', async () => {
    const order = await placeOrder(app, 'fr_FR', 1);
    await smtp.close();
    const id = await confirm(order);
    await until(async () => (await outboxRow(id)).attempts >= 2);
    const failed = await outboxRow(id);
    expect(failed.sent_at).toBeNull();
    expect(failed.last_error).toBeTruthy();
    expect((await app.inject({ method: 'GET', url: `/api/purchase/orders/${order.orderUuid}` })).statusCode).toBe(200);

    await smtp.listen(smtpPort);
    await until(() => smtp.about(order.bookingNumber).length === 1);
    // The SMTP server has the message before the worker marks the row sent: wait for the mark.
    await until(async () => (await outboxRow(id)).sent_at !== null);
    const sent = await outboxRow(id);
    expect(sent.sent_at).not.toBeNull();
    expect(sent.attempts).toBeGreaterThan(failed.attempts);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.about(order.bookingNumber)).toHaveLength(1);
  }, 60_000);

  it('sends a row not marked sent (a crash between sending and marking) again with the same Message-ID', async () => {
    const order = await placeOrder(app, 'fr_FR', 2);
    const id = await confirm(order);
    await until(() => smtp.about(order.bookingNumber).length === 1);
    await sql`update outbox set sent_at = null, next_attempt_at = now() where id = ${id}`.execute(database.db);
    await app.outbox.wake();
    await until(() => smtp.about(order.bookingNumber).length === 2);
    const [first, again] = smtp.about(order.bookingNumber);
    expect(again.messageId).toBe(first.messageId);
    expect((await outboxRow(id)).attempts).toBe(2);
  }, 60_000);

  it('sends a row a killed process had taken once a start on the embedded database releases the leases, not when its lease ends', async () => {
    const order = await placeOrder(app, 'fr_FR', 3);
    const id = await confirm(order, 5 * 60_000);
    await app.outbox.wake();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.about(order.bookingNumber)).toHaveLength(0);

    expect(await releaseLeases(database.db)).toBeGreaterThanOrEqual(1);
    await app.outbox.wake();
    await until(() => smtp.about(order.bookingNumber).length === 1);
    await until(async () => (await outboxRow(id)).sent_at !== null);
    expect((await outboxRow(id)).attempts).toBe(2);
  }, 60_000);

  it('without SMTP_URL leaves the row unsent and lists it in the development mailbox, newest first', async () => {
    const mailbox = await appOver(database, snapshot, mailConfigFromEnvironment({}));
    try {
      const earlier = await placeOrder(mailbox, 'es_ES');
      const later = await placeOrder(mailbox, 'it_IT');
      await confirm(earlier);
      await confirm(later);
      const page = await mailbox.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const spanish = `Tu estancia está confirmada – reserva n.º ${earlier.bookingNumber}`;
      const italian = `Il tuo soggiorno è confermato – prenotazione n. ${later.bookingNumber}`;
      expect(page.body).toContain(spanish);
      expect(page.body).toContain(italian);
      expect(page.body.indexOf(italian)).toBeLessThan(page.body.indexOf(spanish));
      const json = (await mailbox.inject({ method: 'GET', url: '/api/dev/mailbox.json' })).json() as { messages: { topic: string; mail: { subject: string; text: string } }[] };
      expect(json.messages[0]).toMatchObject({ topic: ORDER_CONFIRMATION_TOPIC, mail: { subject: italian, text: expect.stringContaining(later.bookingNumber) } });
      const document = mailbox.swagger() as unknown as { paths: Record<string, unknown> };
      expect(Object.keys(document.paths).filter((path) => path.includes('mailbox'))).toEqual([]);
    } finally {
      await mailbox.close();
    }
  }, 60_000);

  it('serves no mailbox in production, and says at start that nothing is sent', async () => {
    const logLines: string[] = [];
    const production = await appOver(database, snapshot, mailConfigFromEnvironment({ NODE_ENV: 'production' }), logLines);
    try {
      expect(logLines.map((line) => (JSON.parse(line) as { level: number; msg: string }).msg)).toContainEqual(expect.stringMatching(/^SMTP_URL is not set: no e-mail is sent/));
      expect((await production.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
      expect((await production.inject({ method: 'GET', url: '/api/dev/mailbox.json' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  }, 60_000);
});

describe('mailConfigFromEnvironment', () => {
  it('reads SMTP_URL, MAIL_FROM and NODE_ENV, the sender’s domain for Message-IDs', () => {
    expect(mailConfigFromEnvironment({ SMTP_URL: 'smtps://user:secret@mail.example.com:465', MAIL_FROM: 'Escapade <Reservations@Escapade.FR>', NODE_ENV: 'production' })).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      from: 'Escapade <Reservations@Escapade.FR>',
      domain: 'escapade.fr',
      production: true,
    });
    expect(mailConfigFromEnvironment({ SMTP_URL: '' })).toMatchObject({ smtpUrl: null, domain: 'escapade.localhost', production: false });
  });

  it('stops on a value that is not an SMTP URL or one address', () => {
    expect(() => mailConfigFromEnvironment({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => mailConfigFromEnvironment({ SMTP_URL: 'mail.example.com:25' })).toThrow(/SMTP_URL/);
    expect(() => mailConfigFromEnvironment({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
    expect(() => mailConfigFromEnvironment({ MAIL_FROM: 'a@example.com, b@example.com' })).toThrow(/MAIL_FROM/);
  });
});
