import { MIN_SECRET_LENGTH, secretFromEnvironment } from './secrets';

describe('secretFromEnvironment', () => {
  it('uses the configured value, as UTF-8 bytes', () => {
    const configured = 'é'.repeat(MIN_SECRET_LENGTH);
    expect(secretFromEnvironment('BOT_CHECK_SECRET', { BOT_CHECK_SECRET: configured })).toEqual(Buffer.from(configured, 'utf8'));
  });

  it('takes a value of exactly the shortest length', () => {
    const configured = 'x'.repeat(MIN_SECRET_LENGTH);
    expect(secretFromEnvironment('BOT_CHECK_SECRET', { BOT_CHECK_SECRET: configured }).toString('utf8')).toBe(configured);
  });

  it.each([
    ['one character short', 'x'.repeat(MIN_SECRET_LENGTH - 1)],
    ['empty', ''],
  ])('throws, naming the variable, when the configured value is %s', (_why, configured) => {
    expect(MIN_SECRET_LENGTH).toBe(32);
    expect(() => secretFromEnvironment('BOT_CHECK_SECRET', { BOT_CHECK_SECRET: configured })).toThrow('BOT_CHECK_SECRET must have at least 32 characters');
    expect(() => secretFromEnvironment('STAFF_SESSION_SECRET', { STAFF_SESSION_SECRET: configured })).toThrow(/^STAFF_SESSION_SECRET /);
  });

  it('gives a random secret of its own to each call when the variable is not set', () => {
    const first = secretFromEnvironment('BOT_CHECK_SECRET', {});
    const second = secretFromEnvironment('BOT_CHECK_SECRET', {});
    expect(first).toHaveLength(MIN_SECRET_LENGTH);
    expect(second).toHaveLength(MIN_SECRET_LENGTH);
    expect(first.equals(second)).toBe(false);
  });

  it('reads only the variable it is given', () => {
    const other = secretFromEnvironment('BOT_CHECK_SECRET', { STAFF_SESSION_SECRET: 'short' });
    expect(other).toHaveLength(MIN_SECRET_LENGTH);
  });
});
