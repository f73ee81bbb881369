import { ApiRequestError } from '@escapade/data-access-api';
import { accountRefusalOf, waitOf } from './account-refusal';

const refused = (status: number, code: string, details?: unknown) => new ApiRequestError(status, { code, message: code, details });

describe('why a sign-in or sign-up was refused', () => {
  it('tells wrong credentials, a taken e-mail, a wait and anything else apart', () => {
    expect(accountRefusalOf(refused(401, 'INVALID_CREDENTIALS'))).toEqual({ kind: 'invalid-credentials' });
    expect(accountRefusalOf(refused(409, 'EMAIL_TAKEN'))).toEqual({ kind: 'email-taken' });
    expect(accountRefusalOf(refused(429, 'TOO_MANY_SIGN_IN_ATTEMPTS', [{ field: 'address', message: 'slowed', retryAfterSeconds: 8 }]))).toEqual({
      kind: 'too-many-attempts',
      retryAfterSeconds: 8,
    });
    expect(accountRefusalOf(refused(429, 'RATE_LIMITED'))).toEqual({ kind: 'too-many-attempts', retryAfterSeconds: 60 });
    expect(accountRefusalOf(refused(403, 'CROSS_SITE_REQUEST'))).toEqual({ kind: 'failed' });
    expect(accountRefusalOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed' });
  });

  it('says a wait in seconds under two minutes, in whole minutes beyond', () => {
    expect(waitOf(0)).toEqual({ unit: 'seconds', count: 1 });
    expect(waitOf(8)).toEqual({ unit: 'seconds', count: 8 });
    expect(waitOf(119)).toEqual({ unit: 'seconds', count: 119 });
    expect(waitOf(121)).toEqual({ unit: 'minutes', count: 3 });
    expect(waitOf(900)).toEqual({ unit: 'minutes', count: 15 });
  });
});
