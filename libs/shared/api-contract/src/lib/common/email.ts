import * as v from 'valibot';
import { boundedText } from './wire-values';
import { documented } from '../documented';

/**
 * An email address as valibot's `email` action reads it, with the spaces a form may leave around it
 * (trimmed before it is used): one expression, both checked and documented as the pattern.
 */
const PADDED_EMAIL = new RegExp(String.raw`^\s*(?:${v.EMAIL_REGEX.source.slice(1, -1)})\s*$`, 'u');

/** An email address a form sends: at most 254 characters, spaces around it ignored. */
export const EmailAddressSchema = v.pipe(
  boundedText(254, 'must be an email address'),
  v.regex(PADDED_EMAIL, 'must be a valid email address'),
  v.trim(),
  documented('emailAddress'),
);
