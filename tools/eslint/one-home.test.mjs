// Proves the one-home rule bites: each fact declared a second time, outside its home, is an error,
// while importing it (or declaring it in its home) is not. Linted as Nx lints each project.
import assert from 'node:assert/strict';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const root = resolve(import.meta.dirname, '../..');

async function oneHomeErrors(project, file, code) {
  const eslint = new ESLint({ cwd: join(root, project) });
  const [result] = await eslint.lintText(code, { filePath: join(root, project, file) });
  return result.messages.filter((message) => message.ruleId === 'escapade/one-home').map((message) => message.message);
}

describe('one home for each fact', () => {
  it('refuses a second market list, as an array, a union type or a time-zone table', async () => {
    const errors = await oneHomeErrors(
      'libs/shared/util-pricing',
      'src/lib/one-home-violation.ts',
      [
        "export const MARKETS = ['fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE'];",
        "export type Market = 'fr_FR' | 'es_ES' | 'it_IT';",
        "export const zones = { fr_FR: 'Europe/Paris' };",
      ].join('\n'),
    );
    assert.equal(errors.length, 3, errors.join('\n'));
    assert.ok(errors.every((error) => error.includes('the market list')));
  });

  it('refuses IsoDate, date arithmetic and money helpers declared in the API', async () => {
    const errors = await oneHomeErrors(
      'apps/catalog-api',
      'src/search/one-home-violation.ts',
      [
        'export type IsoDate = string;',
        'const DAY_MS = 86_400_000;',
        'export function addDays(date: string, days: number): string { return new Date(Date.parse(date) + days * DAY_MS).toISOString(); }',
        'export const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;',
        'export type Cents = number;',
      ].join('\n'),
    );
    assert.equal(errors.filter((error) => error.includes('IsoDate')).length, 1, errors.join('\n'));
    assert.equal(errors.filter((error) => error.includes('date arithmetic')).length, 3, errors.join('\n'));
    assert.equal(errors.filter((error) => error.includes('money in cents')).length, 1, errors.join('\n'));
  });

  it('refuses a search URL written by hand outside util-criteria (the shell header, the API)', async () => {
    const header = await oneHomeErrors('apps/shell', 'src/app/one-home-violation.tsx', 'export const link = (city: string) => `/search?flow=booking#city=${city}`;\n');
    assert.equal(header.length, 1, header.join('\n'));
    assert.match(header[0], /search-URL writer/);
    const api = await oneHomeErrors('apps/catalog-api', 'src/content/one-home-violation.ts', "export const link = '/search#city=paris';\n");
    assert.equal(api.length, 1, api.join('\n'));
  });

  it('accepts the facts imported from their home and declared in it', async () => {
    const imported = await oneHomeErrors(
      'apps/catalog-api',
      'src/search/one-home-check.ts',
      "import { addDays, MARKET_CODES, type IsoDate } from '@escapade/util-market';\nexport const next = (day: IsoDate) => addDays(day, 1);\nexport const markets = MARKET_CODES;\nexport const route = '/search';\n",
    );
    assert.deepEqual(imported, []);
    const home = await oneHomeErrors('libs/shared/util-market', 'src/lib/one-home-check.ts', "export type IsoDate = string;\nexport const zone = 'Europe/Rome';\n");
    assert.deepEqual(home, []);
    const codec = await oneHomeErrors('libs/shared/util-criteria', 'src/lib/one-home-check.ts', 'export const results = (hash: string) => `/search?flow=booking#${hash}`;\n');
    assert.deepEqual(codec, []);
  });
});
