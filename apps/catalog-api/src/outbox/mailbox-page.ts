import type { FastifyInstance } from 'fastify';
import { escapeHtml, mailDocument, type OutboxMail } from './outbox-mail';
import { latestRows, type OutboxRow } from './outbox-store';

/** Messages the mailbox lists, newest first. */
const MAILBOX_SIZE = 50;

/** A row as the mailbox shows it: its state and the e-mail it renders to, or why it does not render. */
interface MailboxEntry {
  id: number;
  topic: string;
  createdAt: string;
  attempts: number;
  sentAt: string | null;
  mail: (Omit<OutboxMail, 'attachments'> & { html: string; attachments: { filename: string; contentType: string; size: number }[] }) | null;
  error: string | null;
}

/** Development only: what the outbox would send, rendered as the worker renders it. */
export async function mailboxRoutes(app: FastifyInstance, options: { renderers: Readonly<Record<string, (payload: unknown) => Promise<OutboxMail>>> }) {
  const entries = async (): Promise<MailboxEntry[]> => {
    const rows = await latestRows(app.db, { topics: Object.keys(options.renderers), limit: MAILBOX_SIZE });
    return Promise.all(
      rows.map(async (row: OutboxRow): Promise<MailboxEntry> => {
        const base = { id: row.id, topic: row.topic, createdAt: row.createdAt.toISOString(), attempts: row.attempts, sentAt: row.sentAt?.toISOString() ?? null };
        try {
          const mail = await options.renderers[row.topic](row.payload);
          // Attachments are listed by name and size: their bytes are in the e-mail the worker sends.
          const attachments = (mail.attachments ?? []).map(({ filename, contentType, content }) => ({ filename, contentType, size: content.byteLength }));
          return { ...base, mail: { ...mail, html: mailDocument(mail), attachments }, error: null };
        } catch (error) {
          return { ...base, mail: null, error: error instanceof Error ? error.message : String(error) };
        }
      }),
    );
  };
  // Not API operations: kept out of the OpenAPI document.
  const notAnOperation = { schema: { hide: true } };

  app.get('/dev/mailbox.json', notAnOperation, async () => ({ messages: await entries() }));

  app.get('/dev/mailbox', notAnOperation, async (_request, reply) => {
    const list = await entries();
    const items = list.map((entry) => {
      const state = entry.sentAt ? `sent ${entry.sentAt}` : `waiting, ${entry.attempts} attempt${entry.attempts === 1 ? '' : 's'}`;
      const head = `<p><small>#${entry.id} · ${escapeHtml(entry.topic)} · ${escapeHtml(entry.createdAt)} · ${escapeHtml(state)}</small></p>`;
      if (!entry.mail) return `<li><article>${head}<p role="alert">Not rendered: ${escapeHtml(entry.error ?? '')}</p></article></li>`;
      const { mail } = entry;
      return [
        `<li><article lang="${escapeHtml(mail.language)}">`,
        `<h2>${escapeHtml(mail.subject)}</h2>`,
        head,
        `<p>To: ${escapeHtml(mail.to.name)} &lt;${escapeHtml(mail.to.address)}&gt;</p>`,
        `<section aria-label="HTML body" style="border:1px solid #cccccc;padding:12px">${mail.htmlBody}</section>`,
        ...mail.attachments.map((file) => `<p>Attached: ${escapeHtml(file.filename)} (${escapeHtml(file.contentType)}, ${file.size} bytes)</p>`),
        `<details><summary>Text body</summary><pre style="white-space:pre-wrap">${escapeHtml(mail.text)}</pre></details>`,
        '</article></li>',
      ].join('\n');
    });
    const html = [
      '<!doctype html>',
      '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Development mailbox</title></head>',
      '<body style="font-family:Arial,Helvetica,sans-serif;max-width:760px;margin:0 auto;padding:16px">',
      '<h1>Development mailbox</h1>',
      `<p>SMTP_URL is not set: these e-mails wait in the outbox, unsent. Newest first; <a href="${escapeHtml(app.prefix)}/dev/mailbox.json">as JSON</a>.</p>`,
      list.length === 0 ? '<p>No e-mail yet.</p>' : `<ol style="list-style:none;padding:0">${items.join('\n')}</ol>`,
      '</body></html>',
    ].join('\n');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
}
