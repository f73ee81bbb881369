import * as v from 'valibot';
import { LogBodySchema } from './endpoints/post-logs';
import { AnalyticsCollectBodySchema } from './endpoints/collect-analytics';
import { SearchFacetsBodySchema } from './endpoints/search-facets';
import { SearchOffersBodySchema } from './endpoints/search-offers';
import { formatIssues, issueField, listWhereObject, parseRequestPart, readableIssueMessage, ValidationErrorSchema } from './request-validation';

function issuesOf(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  if (result.success) throw new Error('expected issues');
  return result.issues;
}

describe('formatIssues', () => {
  it('names the field as a dotted path under its request part, with a readable reason', () => {
    const { details, message } = formatIssues(issuesOf(SearchOffersBodySchema, { locale: 'fr_FR', searchCriterias: { adult: 0 } }), 'body');
    expect(details).toEqual([{ field: 'body.searchCriterias.adult', message: 'must be between 1 and 20' }]);
    expect(message).toBe('body.searchCriterias.adult: must be between 1 and 20');
  });

  it('says a missing field is required', () => {
    const { details } = formatIssues(issuesOf(LogBodySchema, { level: 'ERROR', locale: 'fr_FR', location: 'x' }), 'body');
    expect(details).toEqual([{ field: 'body.message', message: 'is required' }]);
  });

  it('says an unknown field is not allowed', () => {
    const { details } = formatIssues(issuesOf(LogBodySchema, { level: 'ERROR', locale: 'fr_FR', location: 'x', message: 'x', stack: 'at…' }), 'body');
    expect(details).toEqual([{ field: 'body.stack', message: 'is not allowed' }]);
  });

  it('lists the allowed values of an enum', () => {
    const { details } = formatIssues(issuesOf(SearchOffersBodySchema, { locale: 'fr_FR', orderBy: 'cheap' }), 'body');
    expect(details[0]).toEqual({ field: 'body.orderBy', message: expect.stringContaining('priceQuality, distance, promo') });
  });

  it('keeps the message on one line and summarises beyond three fields', () => {
    const { details, message } = formatIssues(issuesOf(SearchOffersBodySchema, { locale: 'xx', orderBy: 'x', type: 'x', flowType: 'x', performMapSearch: 'x' }), 'body');
    expect(details).toHaveLength(5);
    expect(message).toMatch(/\(and 2 more\)$/);
    expect(message).not.toContain('\n');
  });

  it('reports one reason per field', () => {
    const { details } = formatIssues(issuesOf(v.object({ n: v.pipe(v.number(), v.minValue(5), v.multipleOf(2)) }), { n: 3 }));
    expect(details).toHaveLength(1);
  });

  it('points at the request itself when the whole part is wrong', () => {
    const { details } = formatIssues(issuesOf(SearchOffersBodySchema, 'not json'), 'body');
    expect(details).toEqual([{ field: 'body', message: 'must be an object' }]);
    expect(issueField(issuesOf(v.string(), 1)[0])).toBe('request');
  });

  it('rewords valibot’s default messages', () => {
    const [minLength] = issuesOf(v.pipe(v.string(), v.minLength(3)), 'ab');
    const [maxItems] = issuesOf(v.pipe(v.array(v.number()), v.maxLength(1)), [1, 2]);
    const [integer] = issuesOf(v.pipe(v.number(), v.integer()), 1.5);
    const [email] = issuesOf(v.pipe(v.string(), v.email()), 'a@');
    const [regex] = issuesOf(v.pipe(v.string(), v.regex(/^a$/)), 'b');
    const [maxValue] = issuesOf(v.pipe(v.number(), v.maxValue(3)), 4);
    const [minValue] = issuesOf(v.pipe(v.number(), v.minValue(3)), 2);
    const [type] = issuesOf(v.number(), 'x');
    const [other] = issuesOf(v.pipe(v.number(), v.multipleOf(2)), 3);
    expect([minLength, maxItems, integer, email, regex, maxValue, minValue, type, other].map(readableIssueMessage)).toEqual([
      'must have at least 3 characters',
      'must have at most 1 items',
      'must be a whole number',
      'must be a valid email address',
      'has an invalid format',
      'must be at most 3',
      'must be at least 3',
      'must be a number',
      'is invalid',
    ]);
  });
});

describe('parseRequestPart', () => {
  it('returns the parsed value with defaults applied', () => {
    const result = parseRequestPart(SearchOffersBodySchema, { locale: 'fr_FR' }, 'body');
    expect(result).toMatchObject({ success: true, output: { orderBy: 'priceQuality', numberOfPackagesPerHotel: 1, pagination: { page: 0, limit: 24 } } });
  });

  it('returns a ready 400 body in the API error shape', () => {
    const result = parseRequestPart(SearchOffersBodySchema, {}, 'body');
    expect(result.success).toBe(false);
    if (!result.success) expect(v.is(ValidationErrorSchema, result.error)).toBe(true);
  });

  it('refuses a list where the contract wants an object, as the published document does (valibot alone takes it)', () => {
    expect(v.safeParse(SearchFacetsBodySchema, { locale: 'es_ES', criterias: [] }).success).toBe(true);
    const result = parseRequestPart(SearchFacetsBodySchema, { locale: 'es_ES', criterias: [] }, 'body');
    expect(result).toEqual({
      success: false,
      error: { code: 'BAD_REQUEST', message: 'body.criterias: must be an object', details: [{ field: 'body.criterias', message: 'must be an object' }] },
    });
    const events = {
      client_id: '1.2',
      events: [
        { name: 'view_item_list', params: {} },
        { name: 'view_item', params: [] },
      ],
    };
    expect(parseRequestPart(AnalyticsCollectBodySchema, events, 'body')).toMatchObject({ success: false, error: { details: [{ field: 'body.events.1.params' }] } });
    expect(listWhereObject(SearchFacetsBodySchema, [])).toEqual([]);
    expect(listWhereObject(SearchFacetsBodySchema, { locale: 'fr_FR', criterias: { city: 'lyon' } })).toBeNull();
  });
});
