import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_BASE, confirmationPath, ORDER_UUID_PATTERN, paymentFailurePath } from '@escapade/api-contract';
import { storefrontMarket } from '@escapade/i18n/markets';
import { MARKETS, type MarketCode, type MarketLanguage } from '@escapade/util-market';
import { signNotification, SIGNATURE_HEADER } from '../../payments/notification-signature';
import { sandboxPagePath, testCardOutcome, type SandboxPaymentProvider } from '../../payments/sandbox-provider';

/** Where providers send their notifications, under the API's base. */
export const NOTIFICATIONS_PATH = '/purchase/payments/notifications';

/** The sandbox page's texts in each market language (the hosted page of a provider speaks the buyer's language). */
const TEXTS: Readonly<
  Record<
    MarketLanguage,
    Readonly<Record<'title' | 'amount' | 'cardNumber' | 'expiry' | 'cvc' | 'pay' | 'sandbox' | 'challenge' | 'confirm' | 'fail' | 'invalid' | 'settled' | 'notFound', string>>
  >
> = {
  fr: {
    title: 'Paiement sécurisé',
    amount: 'Montant',
    cardNumber: 'Numéro de carte',
    expiry: "Date d'expiration (MM/AA)",
    cvc: 'Cryptogramme (CVC)',
    pay: 'Payer',
    sandbox: 'Page de test : aucun paiement réel.',
    challenge: 'Votre banque demande une confirmation.',
    confirm: 'Confirmer',
    fail: 'Échouer',
    invalid: 'Vérifiez le numéro de carte, la date d’expiration et le cryptogramme.',
    settled: 'Ce paiement est déjà traité.',
    notFound: 'Paiement introuvable.',
  },
  es: {
    title: 'Pago seguro',
    amount: 'Importe',
    cardNumber: 'Número de tarjeta',
    expiry: 'Fecha de caducidad (MM/AA)',
    cvc: 'Código de seguridad (CVC)',
    pay: 'Pagar',
    sandbox: 'Página de prueba: ningún pago real.',
    challenge: 'Tu banco pide una confirmación.',
    confirm: 'Confirmar',
    fail: 'Fallar',
    invalid: 'Comprueba el número de tarjeta, la fecha de caducidad y el código.',
    settled: 'Este pago ya está procesado.',
    notFound: 'Pago no encontrado.',
  },
  it: {
    title: 'Pagamento sicuro',
    amount: 'Importo',
    cardNumber: 'Numero della carta',
    expiry: 'Data di scadenza (MM/AA)',
    cvc: 'Codice di sicurezza (CVC)',
    pay: 'Paga',
    sandbox: 'Pagina di prova: nessun pagamento reale.',
    challenge: 'La tua banca chiede una conferma.',
    confirm: 'Conferma',
    fail: 'Fallisci',
    invalid: 'Controlla il numero della carta, la data di scadenza e il codice.',
    settled: 'Questo pagamento è già stato elaborato.',
    notFound: 'Pagamento non trovato.',
  },
  nl: {
    title: 'Veilig betalen',
    amount: 'Bedrag',
    cardNumber: 'Kaartnummer',
    expiry: 'Vervaldatum (MM/JJ)',
    cvc: 'Beveiligingscode (CVC)',
    pay: 'Betalen',
    sandbox: 'Testpagina: er wordt niet echt betaald.',
    challenge: 'Je bank vraagt om een bevestiging.',
    confirm: 'Bevestigen',
    fail: 'Mislukken',
    invalid: 'Controleer het kaartnummer, de vervaldatum en de code.',
    settled: 'Deze betaling is al verwerkt.',
    notFound: 'Betaling niet gevonden.',
  },
};

/** The page's own styles (the site's policy allows inline styles; the page runs no script). */
const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1d1d1f}main{max-width:26rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:.5rem}' +
  'label{display:block;margin-top:1rem;font-weight:600}input{display:block;width:100%;box-sizing:border-box;padding:.6rem;font:inherit;border:1px solid #6b6b70;border-radius:.25rem}' +
  'button{margin-top:1.5rem;width:100%;padding:.75rem;font:inherit;font-weight:600;border:0;border-radius:.25rem;background:#0b5cad;color:#fff;cursor:pointer}' +
  'button:focus-visible,input:focus-visible{outline:3px solid #f0a30a;outline-offset:2px}.fail{background:#8a1c1c}.error{color:#8a1c1c;font-weight:600}.note{color:#4a4a4f;font-size:.875rem}';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A whole page in the order's language. */
function page(language: MarketLanguage, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The card form, with the amount and, after a refused entry, why. */
function cardForm(language: MarketLanguage, paymentId: string, amount: string, error: string | null): string {
  const t = TEXTS[language];
  const errorLine = error === null ? '' : `<p class="error" role="alert" id="card-error">${escapeHtml(error)}</p>`;
  const described = error === null ? '' : ' aria-describedby="card-error"';
  return page(
    language,
    t.title,
    `<h1>${t.title}</h1><p>${t.amount}&nbsp;: <strong>${escapeHtml(amount)}</strong></p>${errorLine}` +
      `<form method="post" action="${sandboxPagePath(paymentId)}" novalidate>` +
      `<label for="cardNumber">${t.cardNumber}</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required${described}>` +
      `<label for="expiry">${t.expiry}</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required${described}>` +
      `<label for="cvc">${t.cvc}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required${described}>` +
      `<button type="submit">${t.pay} ${escapeHtml(amount)}</button></form><p class="note">${t.sandbox}</p>`,
  );
}

/** The 3-D Secure-like challenge: the buyer confirms or fails it. */
function challengePage(language: MarketLanguage, paymentId: string, amount: string, last4: string): string {
  const t = TEXTS[language];
  return page(
    language,
    t.title,
    `<h1>${t.title}</h1><p>${t.challenge}</p><p>${t.amount}&nbsp;: <strong>${escapeHtml(amount)}</strong> (•••• ${escapeHtml(last4)})</p>` +
      `<form method="post" action="${sandboxPagePath(paymentId)}/challenge"><input type="hidden" name="last4" value="${escapeHtml(last4)}">` +
      `<button type="submit" name="outcome" value="confirm">${t.confirm}</button><button type="submit" name="outcome" value="fail" class="fail">${t.fail}</button></form>` +
      `<p class="note">${t.sandbox}</p>`,
  );
}

/** A card number's digits, when it passes the Luhn check (12 to 19 digits, spaces allowed). */
function cardDigits(entered: string): string | null {
  const digits = entered.replace(/[\s-]/g, '');
  if (!/^[0-9]{12,19}$/.test(digits)) return null;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0 ? digits : null;
}

/** Whether `MM/YY` is this month or later. */
function expiryValid(entered: string, now: Date): boolean {
  const match = /^\s*(0[1-9]|1[0-2])\s*\/\s*([0-9]{2})\s*$/.exec(entered);
  if (!match) return false;
  const year = 2000 + Number(match[2]);
  const month = Number(match[1]);
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

/** A payment as its hosted page needs it. */
interface HostedPayment {
  readonly reference: string;
  readonly state: string;
  readonly total: number;
  readonly locale: MarketCode;
  readonly orderUuid: string;
  readonly returnPath: string;
}

/**
 * The sandbox provider's hosted card page, served by the API as a provider serves its own: the
 * amount in the order's language, a labelled form (card number, expiry, CVC) posted to the API only,
 * so card numbers never reach the storefront's code, and never stored (the last four digits at
 * most). The outcome goes to the API's notification endpoint, signed, as a provider's would; only
 * then is the browser sent back (303) to the confirmation page or to the checkout's return path.
 */
export default async function sandboxPages(app: FastifyInstance, options: { provider: SandboxPaymentProvider; secret: Buffer }) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, new URLSearchParams(String(body))));

  const hostedPayment = async (paymentId: string): Promise<HostedPayment | undefined> => {
    // Payment ids are version 4 UUIDs, as order UUIDs are; anything else is no payment.
    if (!ORDER_UUID_PATTERN.test(paymentId)) return undefined;
    const row = await app.db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select(['payments.provider_reference', 'payments.state', 'payments.amount', 'payments.fee', 'payments.return_path', 'orders.locale', 'orders.order_uuid'])
      .where('payments.payment_uuid', '=', paymentId)
      .where('payments.provider', '=', options.provider.name)
      .executeTakeFirst();
    if (!row || row.provider_reference === null) return undefined;
    return {
      reference: row.provider_reference,
      state: row.state,
      total: row.amount + row.fee,
      locale: row.locale as MarketCode,
      orderUuid: row.order_uuid,
      returnPath: row.return_path ?? '/',
    };
  };

  const money = (payment: HostedPayment) => new Intl.NumberFormat(MARKETS[payment.locale].locale, { style: 'currency', currency: 'EUR' }).format(payment.total / 100);
  const languageOf = (payment: HostedPayment) => MARKETS[payment.locale].language;

  const html = (reply: FastifyReply, status: number, body: string) => reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  /** The page of a payment still waiting for its card, or the 404 / 409 page to answer instead. */
  const openPayment = async (paymentId: string, reply: FastifyReply): Promise<HostedPayment | null> => {
    const payment = await hostedPayment(paymentId);
    if (!payment) {
      await html(reply, 404, page('fr', TEXTS.fr.notFound, `<h1>${TEXTS.fr.notFound}</h1>`));
      return null;
    }
    if (payment.state !== 'requires_action') {
      const t = TEXTS[languageOf(payment)];
      await html(reply, 409, page(languageOf(payment), t.settled, `<h1>${t.settled}</h1>`));
      return null;
    }
    return payment;
  };

  /** The outcome sent to the API as the provider's signed notification, then the browser sent back. */
  const settle = async (paymentId: string, payment: HostedPayment, outcome: { authorised: boolean; last4: string; reason: string | null }, reply: FastifyReply) => {
    options.provider.completeHostedPayment(payment.reference, outcome.authorised);
    const event = {
      id: `evt_${randomUUID()}`,
      type: outcome.authorised ? 'payment.succeeded' : 'payment.failed',
      data: { reference: payment.reference, cardLast4: outcome.last4, reason: outcome.reason },
    };
    const raw = JSON.stringify(event);
    const delivered = await app.inject({
      method: 'POST',
      url: `${API_BASE}${NOTIFICATIONS_PATH}`,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signNotification(options.secret, raw, app.now()) },
      payload: raw,
    });
    if (delivered.statusCode !== 200) throw new Error(`The sandbox's notification was answered ${delivered.statusCode}: ${delivered.body}`);
    const settled = await hostedPayment(paymentId);
    const succeeded = settled?.state === 'captured' || settled?.state === 'authorised';
    return reply.redirect(succeeded ? confirmationPath(payment.orderUuid, storefrontMarket(payment.locale).basePath) : paymentFailurePath(payment.returnPath), 303);
  };

  app.get<{ Params: { paymentId: string } }>('/purchase/sandbox/pay/:paymentId', { schema: { hide: true } }, async (request, reply) => {
    const payment = await openPayment(request.params.paymentId, reply);
    if (!payment) return reply;
    return html(reply, 200, cardForm(languageOf(payment), request.params.paymentId, money(payment), null));
  });

  app.post<{ Params: { paymentId: string }; Body: URLSearchParams }>('/purchase/sandbox/pay/:paymentId', { schema: { hide: true } }, async (request, reply) => {
    const { paymentId } = request.params;
    const payment = await openPayment(paymentId, reply);
    if (!payment) return reply;
    const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    const digits = cardDigits(form.get('cardNumber') ?? '');
    if (digits === null || !expiryValid(form.get('expiry') ?? '', app.now()) || !/^[0-9]{3,4}$/.test((form.get('cvc') ?? '').trim())) {
      return html(reply, 422, cardForm(languageOf(payment), paymentId, money(payment), TEXTS[languageOf(payment)].invalid));
    }
    const last4 = digits.slice(-4);
    const outcome = testCardOutcome(digits);
    if (outcome === 'challenge') return html(reply, 200, challengePage(languageOf(payment), paymentId, money(payment), last4));
    return settle(paymentId, payment, { authorised: outcome === 'succeeds', last4, reason: outcome === 'succeeds' ? null : 'card declined' }, reply);
  });

  app.post<{ Params: { paymentId: string }; Body: URLSearchParams }>('/purchase/sandbox/pay/:paymentId/challenge', { schema: { hide: true } }, async (request, reply) => {
    const { paymentId } = request.params;
    const payment = await openPayment(paymentId, reply);
    if (!payment) return reply;
    const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    const last4 = /^[0-9]{4}$/.test(form.get('last4') ?? '') ? (form.get('last4') as string) : '0000';
    const confirmed = form.get('outcome') === 'confirm';
    return settle(paymentId, payment, { authorised: confirmed, last4, reason: confirmed ? null : 'challenge failed' }, reply);
  });
}
