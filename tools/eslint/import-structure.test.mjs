// Proves the import rules bite: an import cycle anywhere is an error, and inside the catalog API the
// layers point one way (db ← catalog ← search ← routes) with the generators kept off the request path.
// Linted as Nx lints each project.
import assert from 'node:assert/strict';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const root = resolve(import.meta.dirname, '../..');
const api = 'apps/catalog-api';

async function ruleErrors(project, file, code, ruleId) {
  const eslint = new ESLint({ cwd: join(root, project) });
  const [result] = await eslint.lintText(code, { filePath: join(root, project, file) });
  return result.messages.filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

describe('import structure', () => {
  it('refuses an import cycle (the offer store importing the index built on it)', async () => {
    const errors = await ruleErrors(api, 'src/search/offer-store.ts', "import { OfferIndex } from './offer-index';\nexport const index = OfferIndex;\n", 'import/no-cycle');
    assert.equal(errors.length, 1, errors.join('\n'));
  });

  it('accepts an import that only points down the layers', async () => {
    const code = "import { OfferStore } from './offer-store';\nexport const store = OfferStore;\n";
    assert.deepEqual(await ruleErrors(api, 'src/search/cycle-free.ts', code, 'import/no-cycle'), []);
    assert.deepEqual(await ruleErrors(api, 'src/search/cycle-free.ts', code, 'import/no-restricted-paths'), []);
  });

  it('refuses a lower layer importing a higher one', async () => {
    const fromDb = await ruleErrors(
      api,
      'src/db/layer-violation.ts',
      "import { CatalogSearch } from '../search/catalog-search';\nexport const x = CatalogSearch;\n",
      'import/no-restricted-paths',
    );
    const fromCatalog = await ruleErrors(
      api,
      'src/catalog/layer-violation.ts',
      "import { OfferIndex } from '../search/offer-index';\nexport const x = OfferIndex;\n",
      'import/no-restricted-paths',
    );
    const fromSearch = await ruleErrors(
      api,
      'src/search/layer-violation.ts',
      "import { offerCard } from '../routes/search/search-mapping';\nexport const x = offerCard;\n",
      'import/no-restricted-paths',
    );
    assert.equal(fromDb.length + fromCatalog.length + fromSearch.length, 3, [...fromDb, ...fromCatalog, ...fromSearch].join('\n'));
  });

  it('refuses the generators on the request path, but not in the start-up path that loads them on demand', async () => {
    const fromRoute = await ruleErrors(
      api,
      'src/routes/content/layer-violation.ts',
      "import { CONTENT_COPY } from '../../content/content-copy';\nexport const x = CONTENT_COPY;\n",
      'import/no-restricted-paths',
    );
    const fromDb = await ruleErrors(
      api,
      'src/db/layer-violation.ts',
      "import { seedDatabase } from '../seed/seed-database';\nexport const x = seedDatabase;\n",
      'import/no-restricted-paths',
    );
    assert.equal(fromRoute.length, 1, fromRoute.join('\n'));
    assert.ok(fromDb.length >= 1, 'db importing the seed');
    const startUp = "export const seed = () => import('./seed/seed-database');\n";
    assert.deepEqual(await ruleErrors(api, 'src/start-up-probe.ts', startUp, 'import/no-restricted-paths'), []);
  });
});
