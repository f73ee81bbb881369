import { join } from 'node:path';
import baseConfig from '../../eslint.config.mjs';

/** Files that generate the catalog and its content: loaded only when a database is seeded. */
const GENERATION = ['./seed/**', './content/copy/**', './content/{content-copy,content-market,market-catalog,seed-content}.ts', './content/generate-*.ts'];

/** What a layer may not import: the layers above it (architecture.md: db ← catalog ← search ← routes). */
const ABOVE = {
  db: ['./catalog', './search', './routes', './plugins', './content', './seed'],
  catalog: ['./search', './routes', './plugins', './content', './seed'],
  search: ['./routes', './plugins', './content', './seed'],
};

export default [
  ...baseConfig,
  {
    // Layers point one way, and the request path never loads the generators (the start-up path
    // imports them dynamically when a table is empty). Tests and test helpers may cross layers.
    files: ['src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/testing/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: join(import.meta.dirname, 'src'),
          zones: [
            ...Object.entries(ABOVE).map(([layer, above]) => ({
              target: `./${layer}`,
              from: above,
              message: `${layer} is below ${above.join(', ')}: move the code down a layer or pass it in.`,
            })),
            {
              target: ['./app.ts', './server.ts', './plugins', './routes', './search', './catalog', './db', './content/content-store.ts', './content/content-documents.ts'],
              from: GENERATION,
              message: 'Seed and content generation are loaded only when seeding: import them dynamically from the start-up path.',
            },
          ],
        },
      ],
    },
  },
];
