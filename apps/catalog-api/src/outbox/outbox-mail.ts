/** An e-mail as the worker sends it and the development mailbox shows it, rendered from an outbox row. */
export interface OutboxMail {
  readonly to: { readonly name: string; readonly address: string };
  /** The language it is written in (`Content-Language`, the HTML's `lang`). */
  readonly language: string;
  readonly subject: string;
  readonly text: string;
  /** The body's markup, without the document around it (see {@link mailDocument}). */
  readonly htmlBody: string;
  /** Files sent with it (a gift's voucher as a PDF). */
  readonly attachments?: readonly MailAttachment[];
}

/** A file attached to an e-mail. */
export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Uint8Array;
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** The HTML document an e-mail's body is sent in: its language, its subject as title, a readable width. */
export function mailDocument(mail: OutboxMail): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(mail.language)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(mail.subject)}</title></head>`,
    '<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#ffffff">',
    `<div style="max-width:600px;margin:0 auto">${mail.htmlBody}</div>`,
    '</body></html>',
  ].join('\n');
}

/**
 * The Message-ID of an outbox row's e-mail, the same on every attempt: a copy sent again after a
 * crash between sending and marking it sent is recognisably the same message. The row's creation
 * instant keeps ids of a database that was reset apart from the earlier ones.
 */
export function outboxMessageId(row: { readonly id: number; readonly createdAt: Date }, domain: string): string {
  return `<outbox-${row.id}.${row.createdAt.getTime()}@${domain}>`;
}
