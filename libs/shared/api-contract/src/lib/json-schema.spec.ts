import * as fc from 'fast-check';
import type { JsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { isIsoDate } from '@escapade/util-market';
import { IsoDateSchema } from './common/iso-date';
import { WireLatitudeSchema } from './common/location';
import { MAX_CENTS, WireCentsSchema } from './common/money';
import { AdultCountSchema } from './common/travellers';
import { queryInteger, queryNumber, wireInteger, wireNumber } from './common/wire-values';
import { ENDPOINT_NAMES, ENDPOINTS } from './endpoints';
import { toContractJsonSchema, toFastifySchema } from './json-schema';

describe('toFastifySchema', () => {
  it.each(ENDPOINT_NAMES)('describes every part of %s with a JSON Schema type', (name) => {
    const endpoint = ENDPOINTS[name];
    const schema = toFastifySchema(endpoint);
    const parts = [schema.params, schema.querystring, schema.body, ...Object.values(schema.response)].filter((part) => part !== undefined);
    expect(parts.length).toBeGreaterThanOrEqual(3);
    for (const part of parts) expect(part).toHaveProperty('type');
    expect(Object.keys(schema.response)).toEqual([String(endpoint.status), '4xx', '5xx']);
  });

  it('documents query numbers as the digit strings clients send', () => {
    const { querystring } = toFastifySchema(ENDPOINTS.autocompleteGeonames);
    expect(querystring?.properties?.['maxResults']).toMatchObject({ type: 'string', pattern: expect.any(String), default: '30' });
    expect(querystring?.required).toEqual(['locale', 'term']);
  });

  it('describes the rules between fields on the fields they concern, in the query and in bodies', () => {
    const query = toFastifySchema(ENDPOINTS.fallbackOffers).querystring?.properties ?? {};
    const body = toFastifySchema(ENDPOINTS.searchOffers).body?.properties ?? {};
    const criteria = (body['searchCriterias'] as { properties?: Record<string, { description?: string }> }).properties ?? {};
    for (const fields of [query as Record<string, { description?: string }>, criteria]) {
      expect(fields['distanceMax']?.description).toMatch(/needs lat and lng/);
      expect(fields['distanceMax']?.description).toMatch(/must not be below distanceMin/);
      expect(fields['lat']?.description).toMatch(/with lng/);
      expect(fields['checkout']?.description).toMatch(/needs a checkin/);
      expect(fields['night']?.description).toMatch(/must match checkin and checkout/);
      expect(fields['priceMax']?.description).toMatch(/must not be below priceMin/);
    }
    for (const orderBy of [query['orderBy'], body['orderBy']] as { description?: string }[]) {
      expect(orderBy.description).toContain('offer: priceQuality, distance, promo, priceAsc, popularity');
      expect(orderBy.description).toContain('gift: priceQuality, distance, svPriceDesc, svPriceAsc');
      expect(orderBy.description).toMatch(/distance needs lat and lng/);
    }
  });

  it('describes when a check-in is refused as over: before today on the market’s clock, or today from the cut-off hour', () => {
    const checkinOf = (name: 'packageCheckoutNights' | 'fallbackOffers') =>
      (toFastifySchema(ENDPOINTS[name]).querystring?.properties?.['checkin'] as { description?: string }).description;
    expect(checkinOf('packageCheckoutNights')).toMatch(/before today in the market’s time zone, or today from 20:00/);
    expect(checkinOf('fallbackOffers')).toMatch(/before today in the market’s time zone, or today from 20:00/);
  });

  it('keeps the spec’s field names in the reply documentation', () => {
    const reply = toFastifySchema(ENDPOINTS.searchOffers).response['200'];
    expect(Object.keys(reply.properties ?? {})).toEqual(expect.arrayContaining(['exactMatches', 'resultsCount', 'searchDetails', 'searchCriterias', 'fallbackKey']));
  });

  it('carries summary and tags for the OpenAPI document', () => {
    expect(toFastifySchema(ENDPOINTS.newsletter)).toMatchObject({ summary: expect.any(String), tags: ['marketing'] });
  });

  it('embeds parts without a $schema marker', () => {
    expect(toFastifySchema(ENDPOINTS.logs).body).not.toHaveProperty('$schema');
  });

  it('can write OpenAPI 3.0 nullables', () => {
    const schema = toContractJsonSchema(v.object({ a: v.nullable(v.string()) }), 'reply', 'openapi-3.0');
    expect(schema.properties?.['a']).toEqual({ type: 'string', nullable: true });
  });
});

/** Whether text fits a documented string schema, as a client generating requests from the document would read it. */
function documentedText(schema: JsonSchema, text: string): boolean {
  const branches = (schema.anyOf ?? [schema]) as JsonSchema[];
  return branches.some((branch) => branch.type === 'string' && new RegExp(branch.pattern ?? '').test(text));
}

/** Numbers written as text the way clients, typos and attackers write them. */
const numberLikeText = fc.oneof(
  fc.integer({ min: -2_000, max: 2_000 }).map(String),
  fc.integer({ min: 0, max: MAX_CENTS + 1_000 }).map(String),
  fc.double({ min: -200, max: 200, noNaN: true, noDefaultInfinity: true }).map(String),
  fc.stringMatching(/^-?0{0,3}\d{1,4}(\.\d{0,3})?$/),
  fc.constantFrom('0', '-0', '00', '007', '20', '21', '999', '90', '90.0', '90.5', '-90', '-90.01', '1e2', ' 5', '5 ', '+5', '', '0.5', '-0.0'),
);

describe('numbers carried in strings: the document states the bounds the server enforces', () => {
  const cases: [string, v.GenericSchema][] = [
    ['queryInteger(1, 20)', queryInteger(1, 20)],
    ['queryInteger(0, 10000)', queryInteger(0, 10_000)],
    ['queryInteger(1, 2147483647)', queryInteger(1, 2_147_483_647)],
    ['wireInteger(7, 1234)', wireInteger(7, 1_234)],
    ['adults', AdultCountSchema],
    ['cents', WireCentsSchema],
    ['queryNumber(0, 10)', queryNumber(0, 10)],
    ['wireNumber(-180, 180)', wireNumber(-180, 180)],
    ['latitude', WireLatitudeSchema],
  ];

  it("reads a map centre's 17 significant digits, as the document states", () => {
    for (const text of ['48.856614000000004', '2.3522219000000001', '-0.12775829999999999']) {
      expect(v.is(WireLatitudeSchema, text)).toBe(true);
      expect(documentedText(toContractJsonSchema(WireLatitudeSchema, 'request'), text)).toBe(true);
    }
    expect(v.parse(queryNumber(-180, 180), '2.3522219000000001')).toBe(Number('2.3522219000000001'));
  });

  it.each(cases)('%s: text the document accepts is text the server accepts, and no other', (_name, schema) => {
    const documented = toContractJsonSchema(schema, 'request');
    fc.assert(
      fc.property(numberLikeText, (text) => {
        expect({ text, documented: documentedText(documented, text) }).toEqual({ text, documented: v.is(schema, text) });
      }),
      { numRuns: 2_000 },
    );
  });

  it('bounds the values the outside test found unbounded: "adult":"999", limit "0", path id 0', () => {
    const body = toFastifySchema(ENDPOINTS.searchOffers).body?.properties ?? {};
    const adult = ((body['searchCriterias'] as JsonSchema).properties ?? {})['adult'] as JsonSchema;
    expect([documentedText(adult, '999'), documentedText(adult, '20')]).toEqual([false, true]);
    const limit = toFastifySchema(ENDPOINTS.fallbackOffers).querystring?.properties?.['limit'] as JsonSchema;
    expect([documentedText(limit, '0'), documentedText(limit, '12'), documentedText(limit, '13')]).toEqual([false, true, false]);
    const weekendId = toFastifySchema(ENDPOINTS.productAvailability).params?.properties?.['weekendId'] as JsonSchema;
    expect([documentedText(weekendId, '0'), documentedText(weekendId, '11')]).toEqual([false, true]);
  });
});

describe('dates: the document accepts calendar days only, as the server does', () => {
  const pattern = new RegExp((toContractJsonSchema(IsoDateSchema, 'request') as JsonSchema).pattern ?? '');

  it('refuses 0000-00-00 and phantom days, and knows leap years', () => {
    expect(['0000-00-00', '2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10'].filter((day) => pattern.test(day))).toEqual([]);
    expect(['2024-02-29', '2000-02-29', '2026-12-31', '0000-01-01'].every((day) => pattern.test(day))).toBe(true);
  });

  it('agrees with util-market’s isIsoDate on every day-like text of four centuries and around them', () => {
    const pad = (value: number, length: number) => String(value).padStart(length, '0');
    const years = [...Array.from({ length: 410 }, (_, index) => 1_795 + index), 0, 4, 100, 400, 1_600, 1_700, 9_996, 9_999];
    const disagreements: string[] = [];
    for (const year of years) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          if (pattern.test(text) !== isIsoDate(text)) disagreements.push(text);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });
});
