import type { Http2SecureServer } from 'node:http2';
import Fastify, { LogController, type FastifyHttp2SecureOptions, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { API_BASE, homeFlowOf, robotsDirectives, servedSeo } from '@escapade/api-contract';
import type { CatalogSnapshot } from './catalog/catalog-snapshot';
import type { ContentStore } from './content/content-store';
import type { OpenedDatabase } from './db/open-database';
import catalogPlugin from './plugins/catalog';
import contentPlugin from './plugins/content';
import databasePlugin from './plugins/database';
import compression from './plugins/compression';
import { useContractValidation } from './plugins/contract-routes';
import errorHandler, { clientErrorHandler, frameworkErrors } from './plugins/error-handler';
import jsonBody from './plugins/json-body';
import requestLog from './plugins/request-log';
import openApi from './plugins/openapi';
import pricingTexts from './plugins/pricing-texts';
import rateLimit, { DEFAULT_RATE_LIMIT, type RateLimitOptions } from './plugins/rate-limit';
import searchOperations, { type SearchOffload } from './plugins/search-operations';
import securityHeaders from './plugins/security-headers';
import { framePicture, pagePreloads } from './plugins/page-preloads';
import webStatic, { type HomeRobots, type FramePicture, type PagePreloads } from './plugins/web-static';
import healthRoutes from './routes/health';
import imageRoutes from './routes/images';
import mapRoutes from './routes/map';
import contentRoutes from './routes/content';
import giftRoutes from './routes/gift';
import productRoutes from './routes/product';
import purchaseRoutes from './routes/purchase';
import searchRoutes from './routes/search';
import staffRoutes from './routes/staff';
import contactRoutes from './routes/contact';
import accountRoutes from './routes/account';
import { accountSessionSecretFromEnvironment } from './routes/account/account-auth';
import type { ThrottleRule } from './routes/account/sign-in-throttle';
import { checkedChatAppId, type ChatWidgetConfig } from './plugins/chat-widget';
import { secretFromEnvironment } from './plugins/secrets';
import { staffAccountsFromEnvironment, type StaffAccount } from './routes/staff/staff-accounts';
import { staffSessionSecretFromEnvironment } from './routes/staff/staff-cookie';
import outbox from './outbox';
import { mailConfigFromEnvironment, type MailConfig } from './outbox/mail-config';
import type { OutboxTiming } from './outbox/outbox-worker';

export interface AppOptions {
  /** Folder holding the built `shell/` and remote folders; when set, the site is served from this origin too. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** The store of record; the app closes it when it closes. */
  database?: OpenedDatabase;
  /** Where the searchable catalog comes from (the database in production, a fixture in tests); without it only health and files are served. */
  catalog?: () => Promise<CatalogSnapshot>;
  /** Where the CMS content comes from (the database, loaded once); without it no content route is served. */
  content?: () => Promise<ContentStore>;
  /** Serve the browsable reference at `/api/docs` (off in Jest, which cannot load its ES modules; e2e covers it). */
  apiReference?: boolean;
  /** The clock searches read "now" from (cancellation deadlines); the system clock when not given. */
  now?: () => Date;
  /** Per-address request budget under `/api`; `false` turns it off (benchmarks). */
  rateLimit?: RateLimitOptions | false;
  /**
   * Whether search engines may index the site (`SITE_INDEXING=on` where it is public); off by default,
   * so a development or staging site says noindex on every page and in its CMS homes.
   */
  indexing?: boolean;
  /**
   * The chat provider's app id (`CHAT_APP_ID`) and whether this is the production environment
   * (`SITE_ENVIRONMENT=production`): pages offer the chat where the market's rule says so (see
   * `chatAppIdOfPage`). No app id, no chat; a value that is no app id is refused (`buildApp` throws).
   */
  chat?: ChatWidgetConfig;
  /** Worker threads that answer the search operations (see `search-workers.ts`); without them the main thread does. */
  searchOffload?: SearchOffload;
  /**
   * Customer-care staff accounts and the key that signs their session cookies; by default
   * `STAFF_ACCOUNTS` and `STAFF_SESSION_SECRET` (see the README's configuration).
   */
  staff?: { accounts: readonly StaffAccount[]; secret: Buffer };
  /**
   * Customer accounts: the key that signs their session cookies (by default `ACCOUNT_SESSION_SECRET`)
   * and the sign-in brake's rules (tests shorten them).
   */
  accounts?: { secret?: Buffer; throttle?: { email: ThrottleRule; address: ThrottleRule } };
  /** The secret the contact form's bot check signs with; by default `BOT_CHECK_SECRET` (see the README's configuration). */
  botCheckSecret?: Buffer;
  /** The secret payment providers sign their notifications with; by default `PAYMENT_WEBHOOK_SECRET` (see the README's configuration). */
  paymentWebhookSecret?: Buffer;
  /**
   * A certificate and its key (PEM): the server speaks HTTPS, over HTTP/2 to clients that offer it
   * (every current browser) and HTTP/1.1 to the others. Without it, plain HTTP/1.1 (behind a proxy
   * that terminates TLS, or on a developer's machine). See `TLS_CERT_FILE` in the README.
   */
  tls?: { readonly cert: string; readonly key: string };
  /**
   * How e-mails are sent: by default `SMTP_URL`, `MAIL_FROM` and `NODE_ENV` (see `docs/configuration.md`).
   * Without an SMTP server they wait in the outbox, shown by the development mailbox outside production.
   */
  mail?: MailConfig;
  /** The outbox worker's waits (tests shorten them). */
  outboxTiming?: Partial<OutboxTiming>;
}

/**
 * Builds the API instance without listening, so tests drive it with `app.inject()` and the server
 * entry only adds a port. Plugins go infrastructure first, then routes.
 */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const serverOptions = {
    logger: options.logger ?? false,
    // One line per request, from the request-log plugin, at a level by what was asked for.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Requests refused before routing answer in the same error shape as the rest of the API.
    clientErrorHandler,
    frameworkErrors,
  };
  // Fastify types an HTTP/2 instance apart, but plugins and routes use only its request and reply,
  // which behave the same over both servers (the HTTPS spec drives the site over each).
  const app = options.tls
    ? (Fastify({
        ...serverOptions,
        http2: true,
        https: { allowHTTP1: true, cert: options.tls.cert, key: options.tls.key },
      } as unknown as FastifyHttp2SecureOptions<Http2SecureServer>) as unknown as FastifyInstance)
    : Fastify(serverOptions);

  await app.register(errorHandler);
  await app.register(jsonBody);
  await app.register(requestLog);
  await app.register(securityHeaders);
  await app.register(compression);
  if (options.rateLimit !== false) await app.register(rateLimit, options.rateLimit ?? DEFAULT_RATE_LIMIT);

  useContractValidation(app);
  await app.register(openApi, { reference: options.apiReference ?? true });
  if (options.database) await app.register(databasePlugin, { database: options.database });
  if (options.catalog) await app.register(catalogPlugin, { load: options.catalog });
  await app.register(pricingTexts, { now: options.now });

  await app.register(healthRoutes, { prefix: API_BASE });
  const staff = options.staff ?? { accounts: staffAccountsFromEnvironment(), secret: staffSessionSecretFromEnvironment() };
  await app.register(staffRoutes, { prefix: API_BASE, ...staff, now: options.now });
  if (options.database) {
    const botCheckSecret = options.botCheckSecret ?? secretFromEnvironment('BOT_CHECK_SECRET');
    await app.register(contactRoutes, { prefix: API_BASE, botCheckSecret, staffSecret: staff.secret, now: options.now });
    await app.register(giftRoutes, { prefix: API_BASE });
    await app.register(accountRoutes, {
      prefix: API_BASE,
      secret: options.accounts?.secret ?? accountSessionSecretFromEnvironment(),
      throttle: options.accounts?.throttle,
      now: options.now,
    });
  }
  if (options.catalog) {
    await app.register(searchOperations, { offload: options.searchOffload });
    await app.register(searchRoutes, { prefix: API_BASE });
    await app.register(mapRoutes, { prefix: API_BASE });
  }
  // Product pages read long texts and reviews from the store of record as well as the read model.
  if (options.catalog && options.database) {
    await app.register(productRoutes, { prefix: API_BASE });
    // Orders are priced from the store of record and patch the read model after they take rooms.
    await app.register(purchaseRoutes, {
      prefix: API_BASE,
      paymentWebhookSecret: options.paymentWebhookSecret ?? secretFromEnvironment('PAYMENT_WEBHOOK_SECRET'),
      listen: options.database.listen,
    });
    // The e-mails the purchase path writes to the outbox: sent over SMTP, or shown by the development mailbox.
    await app.register(outbox, { mail: options.mail ?? mailConfigFromEnvironment(), timing: options.outboxTiming });
  }
  if (options.content) {
    await app.register(contentPlugin, { load: options.content, indexing: options.indexing ?? false });
    await app.register(contentRoutes, { prefix: API_BASE });
  }
  await app.register(imageRoutes, { prefix: API_BASE });

  if (options.webRoot) {
    // Home pages carry the robots directives of their CMS home (product-side.md, home page).
    const homeRobots: HomeRobots | undefined = options.content
      ? (market, flow) => {
          const page = app.content.homePage(market, homeFlowOf(flow)) ?? app.content.homePage(market, 'booking');
          return page ? robotsDirectives(servedSeo(page.seo, app.indexing)) : null;
        }
      : undefined;
    // A stay's or hotel's page has the browser fetch its detail and its largest picture with its code; a stay's frame already shows that picture.
    const pagePreloadsOf: PagePreloads | undefined = app.hasDecorator('catalog') ? (page) => pagePreloads(app.catalog, page) : undefined;
    const framePictureOf: FramePicture | undefined = app.hasDecorator('catalog') ? (page) => framePicture(app.catalog, page) : undefined;
    const chat = options.chat && { ...options.chat, appId: checkedChatAppId(options.chat.appId) };
    await app.register(webStatic, { webRoot: options.webRoot, homeRobots, pagePreloads: pagePreloadsOf, framePicture: framePictureOf, indexing: options.indexing ?? false, chat });
  }
  return app;
}
