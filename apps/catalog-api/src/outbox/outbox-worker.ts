import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database-schema';
import { mailDocument, outboxMessageId, type OutboxMail } from './outbox-mail';
import { claimDueRows, markSent, markUnsent, type OutboxRow } from './outbox-store';

/** Sends one rendered e-mail (nodemailer's `sendMail`, or anything with its shape). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: { name: string; address: string };
    subject: string;
    text: string;
    html: string;
    messageId: string;
    headers: Record<string, string>;
    attachments?: { filename: string; contentType: string; content: Buffer }[];
  }): Promise<unknown>;
  close(): void;
}

/** How long and how often the worker waits. */
export interface OutboxTiming {
  /** Between two looks for due rows when nothing wakes the worker. */
  readonly pollIntervalMs: number;
  /** How long a taken row is left to its worker before another may take it (longer than any send). */
  readonly leaseMs: number;
  /** The first retry's wait; each further failure doubles it, up to `maxRetryMs`. */
  readonly firstRetryMs: number;
  readonly maxRetryMs: number;
  /** Rows taken at once. */
  readonly batchSize: number;
}

/** Every two seconds, a five-minute lease, retries from 30 seconds to an hour. */
export const DEFAULT_OUTBOX_TIMING: OutboxTiming = { pollIntervalMs: 2_000, leaseMs: 5 * 60_000, firstRetryMs: 30_000, maxRetryMs: 60 * 60_000, batchSize: 10 };

/** The wait before the next attempt after `attempts` failed ones: doubling from the first, capped. */
export function retryDelay(attempts: number, timing: Pick<OutboxTiming, 'firstRetryMs' | 'maxRetryMs'>): number {
  return Math.min(timing.firstRetryMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)), timing.maxRetryMs);
}

/** What the worker needs: the store, how to send and how to render each topic it sends. */
export interface OutboxWorkerOptions {
  readonly db: Kysely<Database>;
  readonly transport: MailTransport;
  /** Renders a row's e-mail, by topic; rows of other topics are left for a worker that knows them. */
  readonly renderers: Readonly<Record<string, (payload: unknown) => Promise<OutboxMail>>>;
  /** The `From` header. */
  readonly from: string;
  /** The right side of each Message-ID. */
  readonly domain: string;
  readonly log: FastifyBaseLogger;
  readonly timing?: Partial<OutboxTiming>;
}

/**
 * Sends the outbox's e-mails: takes due rows (counting the attempt and leasing the row before
 * sending), renders and sends each with a Message-ID derived from the row, then marks it sent.
 *
 * Delivery is at least once, with a recognisable duplicate at worst: a process that dies after the
 * SMTP server accepted a message and before the row is marked leaves it leased, and once the lease
 * ends another worker sends it again with the same Message-ID, which mail systems and readers treat
 * as the same message. A failed send is retried with a doubling backoff; nothing here ever throws
 * into the API. One pass runs at a time; `wake()` asks for one at once (after writing a row),
 * otherwise the worker looks every `pollIntervalMs`.
 */
export class OutboxWorker {
  private readonly timing: OutboxTiming;
  private chain: Promise<void> = Promise.resolve();
  private queued: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.timing = { ...DEFAULT_OUTBOX_TIMING, ...options.timing };
  }

  /** Starts looking for due rows: once now, then every poll interval. */
  start(): void {
    void this.wake();
  }

  /** Runs a pass soon (one already waiting to start is shared); resolves when it is over. Never rejects. */
  wake(): Promise<void> {
    if (this.stopped) return this.chain;
    this.queued ??= this.chain = this.chain.then(async () => {
      this.queued = null;
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      try {
        await this.sendDue();
      } catch (error) {
        this.options.log.error({ err: error }, 'an outbox pass failed; the worker looks again later');
      }
      if (!this.stopped) {
        this.timer = setTimeout(() => void this.wake(), this.timing.pollIntervalMs);
        this.timer.unref();
      }
    });
    return this.queued;
  }

  /** Stops looking, waits for the pass under way (its rows not yet sent are let go at once) and closes the SMTP connection. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.chain;
    this.options.transport.close();
  }

  private async sendDue(): Promise<void> {
    const topics = Object.keys(this.options.renderers);
    while (!this.stopped) {
      let rows: OutboxRow[];
      try {
        rows = await claimDueRows(this.options.db, { topics, limit: this.timing.batchSize, leaseMs: this.timing.leaseMs });
      } catch (error) {
        this.options.log.error({ err: error }, 'the outbox could not be read; the worker looks again later');
        return;
      }
      for (const row of rows) {
        if (this.stopped) await this.letGo(row);
        else await this.deliver(row);
      }
      if (rows.length < this.timing.batchSize) return;
    }
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const { log } = this.options;
    try {
      const mail = await this.options.renderers[row.topic](row.payload);
      await this.options.transport.sendMail({
        from: this.options.from,
        to: { name: mail.to.name, address: mail.to.address },
        subject: mail.subject,
        text: mail.text,
        html: mailDocument(mail),
        messageId: outboxMessageId(row, this.options.domain),
        headers: { 'Content-Language': mail.language },
        ...(mail.attachments?.length
          ? { attachments: mail.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content: Buffer.from(content) })) }
          : {}),
      });
    } catch (error) {
      const retryInMs = retryDelay(row.attempts, this.timing);
      log.warn({ err: error, outboxId: row.id, topic: row.topic, attempts: row.attempts, retryInMs }, 'an outbox e-mail was not sent; it is tried again later');
      try {
        await markUnsent(this.options.db, row.id, retryInMs, error instanceof Error ? error.message : String(error));
      } catch (markError) {
        log.error({ err: markError, outboxId: row.id }, 'a failed outbox e-mail could not be put back; it is tried again when its lease ends');
      }
      return;
    }
    try {
      await markSent(this.options.db, row.id);
      log.info({ outboxId: row.id, topic: row.topic, attempts: row.attempts }, 'outbox e-mail sent');
    } catch (error) {
      log.error({ err: error, outboxId: row.id }, 'an outbox e-mail was sent but not marked sent; it may be sent again, with the same Message-ID, when its lease ends');
    }
  }

  /** A row taken but not sent before the worker stopped: due again at once for the next worker. */
  private async letGo(row: OutboxRow): Promise<void> {
    try {
      await markUnsent(this.options.db, row.id, 0, null);
    } catch (error) {
      this.options.log.warn({ err: error, outboxId: row.id }, 'an outbox row taken before stopping is due again when its lease ends');
    }
  }
}
