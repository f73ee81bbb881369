import * as v from 'valibot';
import { ApiErrorSchema, HealthReplySchema } from '../index';

describe('api-contract', () => {
  it('accepts the error shape with and without details', () => {
    expect(v.is(ApiErrorSchema, { code: 'BAD_REQUEST', message: 'body/term is required' })).toBe(true);
    expect(v.is(ApiErrorSchema, { code: 'BAD_REQUEST', message: 'x', details: [{ field: 'term' }] })).toBe(true);
  });

  it('rejects an error reply without a code', () => {
    expect(v.is(ApiErrorSchema, { message: 'x' })).toBe(false);
  });

  it('health reply is exactly status ok', () => {
    expect(v.is(HealthReplySchema, { status: 'ok' })).toBe(true);
    expect(v.is(HealthReplySchema, { status: 'down' })).toBe(false);
  });
});
