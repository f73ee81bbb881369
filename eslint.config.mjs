import nx from '@nx/eslint-plugin';
import { escapadePlugin } from './tools/eslint/one-home.mjs';
import { readFileSync } from 'node:fs';
import importPlugin from 'eslint-plugin-import';

/** The `@escapade/*` project aliases (tsconfig paths), which the import rules treat as other projects. */
const WORKSPACE_ALIASES = Object.keys(JSON.parse(readFileSync(new URL('./tsconfig.base.json', import.meta.url), 'utf8')).compilerOptions.paths);

/** Remote names as the shell's federation runtime knows them; only the mount helper may load them. */
const REMOTES = ['search', 'product', 'gifting', 'checkout', 'account'];
const REMOTE_REQUEST = `^(${REMOTES.join('|')})[/]`;

const scopes = ['shell', 'search', 'product', 'gifting', 'checkout', 'account', 'api'];

const REMOTE_IMPORT_PATTERNS = [
  { regex: REMOTE_REQUEST, message: 'Remotes are mounted only through the shell mount helper (apps/shell/src/app/remotes).' },
  { regex: '^@module-federation/(enhanced/)?runtime$', message: 'Use the shell mount helper (apps/shell/src/app/remotes) to load remotes.' },
];
const ROUTER_PACKAGE_IMPORT = {
  name: 'react-router-dom',
  message: "Import the router from '@escapade/app-providers/router', the one the shell shares with every remote.",
};
const QUERY_PACKAGE_IMPORT = {
  name: '@tanstack/react-query',
  message: "Import TanStack Query from '@escapade/query', the one the shell shares with every remote.",
};

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/out-tsc', '**/coverage', '**/storybook-static', '**/test-output', '**/playwright-report', '**/.nx'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs', '**/*.cts', '**/*.mts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          // Build configs share workspace tooling (federation settings, browser flags) from tools/.
          allow: ['^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$', '^(\\.\\./)+tools/(webpack|scripts)/.*$'],
          depConstraints: [
            ...scopes.map((scope) => ({
              sourceTag: `scope:${scope}`,
              onlyDependOnLibsWithTags: [`scope:${scope}`, 'scope:shared'],
            })),
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
            { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
          ],
        },
      ],
      // The Nx rule does not see federated modules: only the shell's mount helper may load a remote.
      // Page code takes the router and TanStack Query from their federated homes (a second copy would have contexts of its own).
      'no-restricted-imports': ['error', { patterns: REMOTE_IMPORT_PATTERNS, paths: [ROUTER_PACKAGE_IMPORT, QUERY_PACKAGE_IMPORT] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression[source.value=/${REMOTE_REQUEST}/]`,
          message: 'Remotes are mounted only through the shell mount helper (apps/shell/src/app/remotes).',
        },
      ],
    },
  },
  {
    // Tests and stories are not federated: they may build their own memory routers and query clients from the packages.
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.stories.tsx', '**/testing/**', '**/testing.tsx', '**/storybook/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: REMOTE_IMPORT_PATTERNS }] },
  },
  {
    // One home for each fact (architecture.md): a second declaration of a market, a date helper,
    // money or a search URL is an error; tests and stories may spell values out.
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs', '**/*.cts', '**/*.mts'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.test.ts', '**/*.test.tsx', '**/*.test.mjs', '**/*.stories.tsx', '**/testing/**'],
    plugins: { escapade: escapadePlugin },
    rules: { 'escapade/one-home': 'error' },
  },
  {
    // No import cycles anywhere: a cycle hides a layer pointing the wrong way (architecture.md) and
    // makes start-up depend on module order. Relative imports are followed; cycles between projects
    // go through the `@escapade/*` aliases, which the Nx boundaries rule above already reports.
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs', '**/*.cts', '**/*.mts'],
    plugins: { import: importPlugin },
    // Speed: the aliases count as resolved without a path and node_modules is never parsed, so the
    // rule walks this project's files only. `ignoreExternal` would resolve every transitive import
    // from the linted file's folder (and fail), and the up-front component graph (SCC) costs more
    // than it saves at this size.
    settings: { ...importPlugin.flatConfigs.typescript.settings, 'import/core-modules': WORKSPACE_ALIASES, 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { disableScc: true }] },
  },
];
