import type { FastifyInstance } from 'fastify';
import { CONTACT_REASONS, ENDPOINTS, type AckReply } from '@escapade/api-contract';
import { MARKETS } from '@escapade/util-market';
import { contentTables } from '../../db/content-schema';
import { ClientError, contractRoute } from '../../plugins/contract-routes';
import { staffCookieOf, verifyStaffSession } from '../staff/staff-cookie';
import { botCheckKeys, checkBotSolution, issueChallenge, type BotCheckOutcome } from './bot-check';

export interface ContactRoutesOptions {
  /** The secret the bot check's keys derive from (`BOT_CHECK_SECRET`). */
  readonly botCheckSecret: Buffer;
  /** The key of staff session cookies: staff on the customer-care site skip the bot check. */
  readonly staffSecret: Buffer;
  /** The clock staff sessions are read by (challenges expire on the system clock, see `issueChallenge`). */
  readonly now?: () => Date;
}

/** The reply of a filed case. */
const FILED: AckReply = { ok: true };

const BOT_CHECK_FIELD = 'body.botCheck';

/** 400 on the bot check, saying what to do next. */
function botCheckRefused(message: string): ClientError {
  return new ClientError(400, 'BAD_REQUEST', `${BOT_CHECK_FIELD}: ${message}`, [{ field: BOT_CHECK_FIELD, message }]);
}

const REFUSED_SOLUTION: Readonly<Record<Exclude<BotCheckOutcome, 'verified'>, string>> = {
  expired: 'has expired: solve a new challenge',
  invalid: 'is not the solution of a challenge this server issued',
};

/**
 * The contact form (product-side.md: contact page and form). A visitor's message needs a solved
 * proof-of-work challenge, each good for one case; staff signed in on the customer-care site skip
 * it. Each message is filed as a case with its reason's request type and subtype, status 'New'.
 */
export default async function contactRoutes(app: FastifyInstance, options: ContactRoutesOptions) {
  const db = contentTables(app.db);
  const keys = botCheckKeys(options.botCheckSecret);
  const now = options.now ?? (() => new Date());

  contractRoute(app, ENDPOINTS.contactChallenge, async (_input, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return issueChallenge(keys);
  });

  contractRoute(app, ENDPOINTS.contactCase, async ({ body }, request) => {
    const staff = verifyStaffSession(options.staffSecret, staffCookieOf(request.headers.cookie), now());
    const staffEmail = typeof staff === 'string' ? null : staff.email;
    let signature: string | null = null;
    if (staffEmail === null) {
      if (body.botCheck === undefined) throw botCheckRefused('is required: solve a challenge from GET /api/contact/challenge');
      const outcome = await checkBotSolution(keys, body.botCheck);
      if (outcome !== 'verified') throw botCheckRefused(REFUSED_SOLUTION[outcome]);
      signature = body.botCheck.challenge.signature;
    }
    const market = MARKETS[body.locale];
    const filed = await db
      .insertInto('contact_cases')
      .values({
        reason: body.reason,
        request_type: CONTACT_REASONS[body.reason].requestType,
        request_subtype: CONTACT_REASONS[body.reason].requestSubtype,
        booking_number: body.bookingNumber ?? null,
        name: body.name,
        email: body.email,
        phone: body.phone,
        description: body.description,
        locale: body.locale,
        language: market.language,
        point_of_sale: market.pointOfSale,
        staff_email: staffEmail,
        bot_check_signature: signature,
      })
      .onConflict((conflict) => conflict.column('bot_check_signature').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (filed === undefined) throw botCheckRefused('was already used: solve a new challenge');
    return FILED;
  });
}
