import { sql, type Kysely } from 'kysely';
import type { CatalogSnapshot } from '../catalog/catalog-snapshot';
import type { ContentDocument } from './content-documents';
import { contentTables } from '../db/content-schema';
import { generateContent } from './generate-content';

/** Rows per insert statement: large enough to be quick, small enough for PGlite's message size. */
const BATCH_SIZE = 100;

/** Stores documents, replacing those with the same kind, market, flow and key. */
export async function storeContentDocuments<DB>(db: Kysely<DB>, documents: readonly ContentDocument[]): Promise<number> {
  const content = contentTables(db);
  for (let start = 0; start < documents.length; start += BATCH_SIZE) {
    const rows = documents.slice(start, start + BATCH_SIZE).map((document) => ({
      kind: document.kind,
      locale: document.locale ?? '',
      flow: document.flow ?? '',
      key: document.key,
      body: sql<string>`cast(${JSON.stringify(document.body)} as jsonb)`,
    }));
    await content
      .insertInto('content_documents')
      .values(rows)
      .onConflict((conflict) => conflict.columns(['kind', 'locale', 'flow', 'key']).doUpdateSet((update) => ({ body: update.ref('excluded.body') })))
      .execute();
  }
  return documents.length;
}

/**
 * Generates the storefront content from the catalog and stores it; safe to run again (documents
 * are replaced). Returns the number of documents.
 */
export async function seedContent<DB>(db: Kysely<DB>, snapshot: CatalogSnapshot): Promise<number> {
  return storeContentDocuments(db, generateContent(snapshot));
}
