import type { Migration, MigrationProvider } from 'kysely';
import * as catalog from './0001-catalog';
import * as catalogKeys from './0002-catalog-keys';
import * as content from './0003-content';
import * as priceHistory from './0004-price-history';
import * as upsells from './0005-upsells';
import * as activityDays from './0006-activity-days';
import * as activityPriceHistory from './0007-activity-price-history';
import * as contactCases from './0008-contact-cases';
import * as orders from './0009-orders';
import * as outboxDelivery from './0010-outbox-delivery';
import * as payments from './0011-payments';
import * as giftCustomization from './0012-gift-customization';
import * as customerAccounts from './0013-customer-accounts';
import * as giftVouchers from './0014-gift-vouchers';

/** The name of the migration after which the catalog tables exist but carry no keys yet (the seed loads then). */
export const CATALOG_TABLES_MIGRATION = '0001-catalog';

/**
 * Every migration in order. A static list because the API is bundled into one file, where
 * Kysely's folder-reading provider would find nothing; add new migrations at the end.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  [CATALOG_TABLES_MIGRATION]: catalog,
  '0002-catalog-keys': catalogKeys,
  '0003-content': content,
  '0004-price-history': priceHistory,
  '0005-upsells': upsells,
  '0006-activity-days': activityDays,
  '0007-activity-price-history': activityPriceHistory,
  '0008-contact-cases': contactCases,
  '0009-orders': orders,
  '0010-outbox-delivery': outboxDelivery,
  '0011-payments': payments,
  '0012-gift-customization': giftCustomization,
  '0013-customer-accounts': customerAccounts,
  '0014-gift-vouchers': giftVouchers,
};

/** Hands the static list to Kysely's `Migrator`. */
export const staticMigrationProvider: MigrationProvider = {
  getMigrations: async () => ({ ...MIGRATIONS }),
};
