import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ENDPOINTS, type AckReply } from '@escapade/api-contract';
import { contentTables } from '../../db/content-schema';
import { contractRoute } from '../../plugins/contract-routes';

/** The reply of every stored write. */
const STORED: AckReply = { ok: true };

/** JSON text cast to jsonb in the query, so objects and arrays are stored as JSON by every driver. */
const jsonb = (value: unknown) => sql<string>`cast(${JSON.stringify(value)} as jsonb)`;

/** The writes of the storefront: not-found hits, client logs, newsletter signups and analytics events. */
export default async function trackingRoutes(app: FastifyInstance) {
  const db = contentTables(app.db);

  contractRoute(app, ENDPOINTS.notFoundLog, async ({ query }) => {
    await db.insertInto('not_found_hits').values({ uri: query.uri, locale: query.locale }).execute();
    return STORED;
  });

  contractRoute(app, ENDPOINTS.logs, async ({ body }) => {
    await db
      .insertInto('client_logs')
      .values({
        level: body.level,
        locale: body.locale,
        location: body.location,
        message: body.message,
      })
      .execute();
    return STORED;
  });

  // Signing up twice is a success for the visitor, so every signup is stored as it comes.
  contractRoute(app, ENDPOINTS.newsletter, async ({ body }) => {
    await db
      .insertInto('newsletter_subscriptions')
      .values({
        email: body.email,
        country: body.country,
        language: body.language,
        source: body.source,
      })
      .execute();
    return STORED;
  });

  contractRoute(app, ENDPOINTS.analyticsCollect, async ({ params, body }) => {
    const rows = body.events.map((event) => ({
      pos: params.pos,
      client_id: event.client_id ?? body.client_id,
      name: event.name,
      params: jsonb({
        ...event.params,
        ...(body.user_id ? { user_id: body.user_id } : {}),
        ...(body.non_personalized_ads === undefined ? {} : { non_personalized_ads: body.non_personalized_ads }),
      }),
    }));
    await db.insertInto('analytics_events').values(rows).execute();
    return STORED;
  });
}
