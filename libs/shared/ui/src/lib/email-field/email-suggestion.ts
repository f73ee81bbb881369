import { POPULAR_DOMAINS, run } from '@zootools/email-spell-checker';

/**
 * Mail providers of our markets beside the library's common ones (product-side.md section 5: "common
 * domains plus extra French, Dutch, Belgian and Italian providers").
 */
export const MARKET_EMAIL_DOMAINS: readonly string[] = [
  // France
  'orange.fr',
  'wanadoo.fr',
  'free.fr',
  'sfr.fr',
  'laposte.net',
  'neuf.fr',
  'bbox.fr',
  'numericable.fr',
  // The Netherlands
  'ziggo.nl',
  'kpnmail.nl',
  'planet.nl',
  'home.nl',
  'xs4all.nl',
  'hetnet.nl',
  'casema.nl',
  // Belgium
  'telenet.be',
  'skynet.be',
  'proximus.be',
  'scarlet.be',
  'voo.be',
  // Italy
  'libero.it',
  'virgilio.it',
  'alice.it',
  'tiscali.it',
  'tim.it',
  'fastwebnet.it',
  'email.it',
  // Spain
  'telefonica.net',
  'movistar.es',
];

const DOMAINS = [...new Set([...POPULAR_DOMAINS, ...MARKET_EMAIL_DOMAINS])];

/**
 * The address with its domain corrected ('jean@gmial.com' → 'jean@gmail.com') when the typed domain
 * looks like a misspelt common one, else null. Nothing is suggested for an empty or partial address.
 */
export function emailSuggestion(value: string): string | null {
  const email = value.trim();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return null;
  const suggestion = run({ email, domains: DOMAINS });
  return suggestion && suggestion.full.toLowerCase() !== email.toLowerCase() ? suggestion.full : null;
}
