import { randomBytes } from 'node:crypto';

/** Shortest secret the server accepts from its configuration. */
export const MIN_SECRET_LENGTH = 32;

/**
 * A signing key from the environment variable `name` (at least {@link MIN_SECRET_LENGTH}
 * characters), or a random one per process when it is not set: what it signed then stops being
 * valid when the process ends, which is fine on a single server and wrong behind several.
 */
export function secretFromEnvironment(name: string, environment: NodeJS.ProcessEnv = process.env): Buffer {
  const configured = environment[name];
  if (configured !== undefined && configured.length < MIN_SECRET_LENGTH) throw new Error(`${name} must have at least ${MIN_SECRET_LENGTH} characters`);
  return configured === undefined ? randomBytes(MIN_SECRET_LENGTH) : Buffer.from(configured, 'utf8');
}
