import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import { API_BASE } from '@escapade/api-contract';
import type { MailConfig } from './mail-config';
import { mailboxRoutes } from './mailbox-page';
import { ORDER_CONFIRMATION_TOPIC, renderOrderConfirmation } from './order-confirmation';
import type { OutboxMail } from './outbox-mail';
import { OutboxWorker, type MailTransport, type OutboxTiming } from './outbox-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender: `wake()` after committing a row sends it without waiting for the next look. */
    outbox: { wake(): Promise<void> };
  }
}

/** The options of the outbox plugin: the mail settings and, for tests, the worker's timing. */
export interface OutboxPluginOptions {
  readonly mail: MailConfig;
  readonly timing?: Partial<OutboxTiming>;
}

/** nodemailer's SMTP transport at `SMTP_URL`, one connection per message, with timeouts below the worker's lease. */
function smtpTransport(url: string): MailTransport {
  const transport = createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 });
  return { sendMail: (message) => transport.sendMail(message), close: () => transport.close() };
}

/**
 * The outbox's e-mails (the purchase path writes the rows; see `outbox-worker.ts`). With `SMTP_URL`
 * a worker sends them from start to close. Without it nothing is sent and the rows wait: outside
 * production the development mailbox (`GET /api/dev/mailbox`) shows what would have been sent; in
 * production the server says so at start and serves no mailbox.
 */
export default fp(async function outboxPlugin(app: FastifyInstance, options: OutboxPluginOptions) {
  const sources = { db: app.db, catalog: app.catalog, pricingTexts: app.pricingTexts };
  const renderers: Record<string, (payload: unknown) => Promise<OutboxMail>> = {
    [ORDER_CONFIRMATION_TOPIC]: (payload) => renderOrderConfirmation(sources, payload),
  };
  const { mail } = options;
  if (mail.smtpUrl) {
    const worker = new OutboxWorker({ db: app.db, transport: smtpTransport(mail.smtpUrl), renderers, from: mail.from, domain: mail.domain, log: app.log, timing: options.timing });
    app.decorate('outbox', { wake: () => worker.wake() });
    app.addHook('onReady', async () => worker.start());
    // Before the database closes (hooks close in the reverse order of their plugins).
    app.addHook('onClose', async () => worker.stop());
    return;
  }
  app.decorate('outbox', { wake: async () => undefined });
  if (mail.production) {
    app.log.warn('SMTP_URL is not set: no e-mail is sent; confirmation e-mails wait in the outbox until a server with SMTP_URL sends them');
    return;
  }
  await app.register(mailboxRoutes, { prefix: API_BASE, renderers });
});
