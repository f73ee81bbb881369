import nx from '@nx/eslint-plugin';

/** Remote names as the shell's federation runtime knows them; only the mount helper may load them. */
const REMOTES = ['search', 'product', 'gifting', 'checkout', 'account'];
const REMOTE_REQUEST = `^(${REMOTES.join('|')})[/]`;

const scopes = ['shell', 'search', 'product', 'gifting', 'checkout', 'account', 'api'];

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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: REMOTE_REQUEST, message: 'Remotes are mounted only through the shell mount helper (apps/shell/src/app/remotes).' },
            { regex: '^@module-federation/(enhanced/)?runtime$', message: 'Use the shell mount helper (apps/shell/src/app/remotes) to load remotes.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression[source.value=/${REMOTE_REQUEST}/]`,
          message: 'Remotes are mounted only through the shell mount helper (apps/shell/src/app/remotes).',
        },
      ],
    },
  },
];
