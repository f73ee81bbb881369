// "One home for each fact" (architecture.md): markets, calendar days, date arithmetic, money and
// search URLs are declared once, in their home library, and imported everywhere else. This rule
// reports a second declaration anywhere outside that home, even one that agrees with the first.
import { relative, sep } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

const MARKET_HOME = 'libs/shared/util-market/';
const SEARCH_URL_HOME = 'libs/shared/util-criteria/';

const DATE_FUNCTIONS =
  'addDays|addMonths|addMonthsToDate|daysBetween|nightsBetween|monthsBetween|daysInMonth|daysOfMonth|weekdayOf|isIsoDate|isRealIsoDate|marketToday|marketDateTime';
const MONEY_FUNCTIONS = 'centsToEuros|eurosToCents|roundUpToEuro';
const SEARCH_PATH = String.raw`^\/search(\/activities)?[?#]`;

/** Selectors of a declaration, as ESLint's esquery reads them, by fact. */
export const FACTS = [
  {
    fact: 'the market list',
    home: MARKET_HOME,
    selectors: [
      "ArrayExpression:has(> Literal[value='fr_FR']):has(> Literal[value='es_ES']):has(> Literal[value='it_IT']):has(> Literal[value='nl_NL'])",
      "TSUnionType:has(> TSLiteralType[literal.value='fr_FR']):has(> TSLiteralType[literal.value='es_ES']):has(> TSLiteralType[literal.value='it_IT'])",
      'TSTypeAliasDeclaration[id.name=/^(MarketCode|Locale|CatalogMarket|CountryCode)$/]:has(> TSUnionType)',
      String.raw`Literal[value=/^Europe\/(Paris|Madrid|Rome|Amsterdam|Brussels)$/]`,
    ],
  },
  {
    fact: 'IsoDate',
    home: MARKET_HOME,
    selectors: ['TSTypeAliasDeclaration[id.name=/^Iso(Date|Month)$/]'],
  },
  {
    fact: 'date arithmetic',
    home: MARKET_HOME,
    selectors: [`FunctionDeclaration[id.name=/^(${DATE_FUNCTIONS})$/]`, `VariableDeclarator[id.name=/^(${DATE_FUNCTIONS})$/]`, 'Literal[value=86400000]'],
  },
  {
    fact: 'money in cents',
    home: MARKET_HOME,
    selectors: ["TSTypeAliasDeclaration[id.name='Cents']", `FunctionDeclaration[id.name=/^(${MONEY_FUNCTIONS})$/]`, `VariableDeclarator[id.name=/^(${MONEY_FUNCTIONS})$/]`],
  },
  {
    fact: 'the search-URL writer',
    home: SEARCH_URL_HOME,
    selectors: [`Literal[value=/${SEARCH_PATH}/]`, `TemplateLiteral > TemplateElement:first-child[value.raw=/${SEARCH_PATH}/]`],
  },
];

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Markets, dates, money and search URLs are declared only in their home library (architecture.md, "One home for each fact").' },
    messages: { elsewhere: '{{fact}} is declared in {{home}}: import it from there instead of declaring it again.' },
    schema: [],
  },
  create(context) {
    const file = relative(root, context.filename).split(sep).join('/');
    const listeners = {};
    for (const { fact, home, selectors } of FACTS) {
      if (file.startsWith(home)) continue;
      for (const selector of selectors) {
        const report = (node) => context.report({ node, messageId: 'elsewhere', data: { fact, home } });
        const previous = listeners[selector];
        listeners[selector] = previous ? (node) => (previous(node), report(node)) : report;
      }
    }
    return listeners;
  },
};

/** The workspace's own ESLint plugin: `escapade/one-home`. */
export const escapadePlugin = { meta: { name: 'escapade' }, rules: { 'one-home': rule } };
