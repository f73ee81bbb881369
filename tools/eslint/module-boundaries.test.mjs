// Proves the boundary rules bite: each case lints a deliberate violation, as Nx lints the project
// (ESLint run from the project's folder with its own config), and expects the rule's error.
import assert from 'node:assert/strict';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const root = resolve(import.meta.dirname, '../..');

async function ruleIdsFor(project, file, code) {
  const eslint = new ESLint({ cwd: join(root, project) });
  const [result] = await eslint.lintText(code, { filePath: join(root, project, file) });
  return result.messages.filter((message) => message.severity === 2).map((message) => message.ruleId);
}

describe('module boundaries', () => {
  it('forbids a util library from importing a ui library (type rule)', async () => {
    const rules = await ruleIdsFor(
      'libs/shared/util-criteria',
      'src/lib/boundary-violation.ts',
      "import { MARKETS } from '@escapade/app-providers';\nexport const markets = MARKETS;\n",
    );
    assert.ok(rules.includes('@nx/enforce-module-boundaries'), `got ${rules.join(', ')}`);
  });

  it('forbids an app from importing another app by path', async () => {
    const rules = await ruleIdsFor(
      'apps/search',
      'src/app/boundary-violation.ts',
      "import ProductRoutes from '../../../product/src/app/routes';\nexport const routes = ProductRoutes;\n",
    );
    assert.ok(rules.includes('@nx/enforce-module-boundaries'), `got ${rules.join(', ')}`);
  });

  it('forbids a federated import of a remote outside the shell mount helper', async () => {
    const dynamic = await ruleIdsFor('apps/search', 'src/app/boundary-violation.ts', "export const load = () => import('product/Routes');\n");
    assert.ok(dynamic.includes('no-restricted-syntax'), `got ${dynamic.join(', ')}`);
    const fromShell = await ruleIdsFor('apps/shell', 'src/app/pages/boundary-violation.ts', "import Routes from 'checkout/Routes';\nexport const routes = Routes;\n");
    assert.ok(fromShell.includes('no-restricted-imports'), `got ${fromShell.join(', ')}`);
  });

  it('forbids the federation runtime outside the shell mount helper', async () => {
    const rules = await ruleIdsFor(
      'apps/search',
      'src/app/boundary-violation.ts',
      "import { loadRemote } from '@module-federation/enhanced/runtime';\nexport const load = loadRemote;\n",
    );
    assert.ok(rules.includes('no-restricted-imports'), `got ${rules.join(', ')}`);
  });

  it('forbids page code from importing the router or TanStack Query packages, which would be second copies of the shared ones', async () => {
    const router = await ruleIdsFor('apps/search', 'src/app/boundary-violation.ts', "import { useLocation } from 'react-router-dom';\nexport const read = useLocation;\n");
    assert.ok(router.includes('no-restricted-imports'), `got ${router.join(', ')}`);
    const query = await ruleIdsFor(
      'libs/shared/data-access-api',
      'src/lib/boundary-violation.ts',
      "import { useQuery } from '@tanstack/react-query';\nexport const read = useQuery;\n",
    );
    assert.ok(query.includes('no-restricted-imports'), `got ${query.join(', ')}`);
    const shared = await ruleIdsFor('libs/shared/data-access-api', 'src/lib/boundary-check.ts', "import { useQuery } from '@escapade/query';\nexport const read = useQuery;\n");
    assert.deepEqual(shared, []);
  });

  it('allows the shell mount helper to load remotes', async () => {
    const rules = await ruleIdsFor(
      'apps/shell',
      'src/app/remotes/boundary-check.ts',
      "import { loadRemote } from '@module-federation/enhanced/runtime';\nexport const load = () => loadRemote('search/Routes');\n",
    );
    assert.deepEqual(rules, []);
  });
});
