import addressparser from 'nodemailer/lib/addressparser';
import * as v from 'valibot';

/** The sender of every e-mail when `MAIL_FROM` is unset: a development address, never a real mailbox. */
export const DEFAULT_MAIL_FROM = 'Escapade <no-reply@escapade.localhost>';

/** How the API sends its e-mails, read once at start (see `docs/configuration.md`). */
export interface MailConfig {
  /** The SMTP server (`smtp://` or `smtps://`, credentials in the URL); null: nothing is sent, rows wait in the outbox. */
  readonly smtpUrl: string | null;
  /** The sender, as a `From` header reads it (`Escapade <reservations@escapade.fr>`). */
  readonly from: string;
  /** The sender's domain: the right side of every Message-ID the worker writes. */
  readonly domain: string;
  /** Whether this is a production server (`NODE_ENV=production`): no development mailbox there. */
  readonly production: boolean;
}

const EmailSchema = v.pipe(v.string(), v.email());

/** The one address of a `From` value, checked: anything else stops the server with what it must be. */
function senderDomain(from: string): string {
  const addresses = addressparser(from, { flatten: true });
  const parsed = addresses.length === 1 ? v.safeParse(EmailSchema, addresses[0].address) : undefined;
  if (!parsed?.success) throw new Error(`MAIL_FROM must be one e-mail address, with or without a name ('Escapade <reservations@escapade.fr>'), not ${JSON.stringify(from)}`);
  return parsed.output.slice(parsed.output.lastIndexOf('@') + 1).toLowerCase();
}

/** The SMTP server's URL, checked: a value that is not an `smtp://` or `smtps://` URL stops the server. */
function checkedSmtpUrl(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
    throw new Error("SMTP_URL must be an SMTP server's URL, smtp://[user:password@]host[:port] or smtps://… (TLS from the start)");
  }
  return value;
}

/** The mail settings from `SMTP_URL` (unset or empty: no sending), `MAIL_FROM` and `NODE_ENV`, checked. */
export function mailConfigFromEnvironment(environment: NodeJS.ProcessEnv = process.env): MailConfig {
  const from = environment.MAIL_FROM || DEFAULT_MAIL_FROM;
  return {
    smtpUrl: environment.SMTP_URL ? checkedSmtpUrl(environment.SMTP_URL) : null,
    from,
    domain: senderDomain(from),
    production: environment.NODE_ENV === 'production',
  };
}
