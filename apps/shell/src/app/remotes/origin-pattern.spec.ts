import { isOriginPattern } from './origin-pattern';

describe('override origin patterns (CSP host sources)', () => {
  it.each([
    'http://localhost:*',
    'http://127.0.0.1:*',
    'https://cdn.example.com',
    'https://cdn.example.com:8443',
    'https://*.preview.example.com',
    'HTTP://LOCALHOST:4301',
    'http://[::1]:*',
  ])('reads %s as a pattern', (pattern) => {
    expect(isOriginPattern(pattern)).toBe(true);
  });

  it.each([
    '*',
    'localhost:*',
    'http://localhost:*/',
    'http://localhost:*/remotes',
    'ftp://localhost',
    "'self'",
    'http://localhost:* https://evil.com',
    'http://local_host',
    'http://*',
    42,
    null,
  ])('ignores %p', (value) => {
    expect(isOriginPattern(value)).toBe(false);
  });
});
