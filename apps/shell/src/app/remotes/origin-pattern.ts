/**
 * An origin pattern as a content security policy writes one, so the server copies it into the
 * policy as it is: `http` or `https`, a host (`*.` before it for any subdomain), and an optional
 * port or `*` for any port (`http://localhost:*`). No path. Groups: scheme, `*.`, host, port.
 */
export const ORIGIN_PATTERN = /^(https?):\/\/(\*\.)?([a-z\d-]+(?:\.[a-z\d-]+)*|\[[a-f\d:.]+\])(?::(\d{1,5}|\*))?$/i;

/** Whether a manifest entry is an origin pattern the shell can match (anything else is ignored). */
export function isOriginPattern(value: unknown): value is string {
  return typeof value === 'string' && ORIGIN_PATTERN.test(value);
}
