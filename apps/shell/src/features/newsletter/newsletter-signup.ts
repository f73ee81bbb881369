import * as v from 'valibot';
import { NewsletterBodySchema } from '@escapade/api-contract';
import { subscribeNewsletter } from '@escapade/data-access-api';
import type { PointOfSale, MarketLanguage } from '@escapade/util-market';

/** Whether the address passes the same rule the API applies to a signup. */
export function isValidEmail(email: string): boolean {
  return v.safeParse(NewsletterBodySchema.entries.email, email).success;
}

/** Signs the address up for the market's newsletter, from the footer of a home or a search page. */
export function signUp(signup: { email: string; country: PointOfSale; language: MarketLanguage; onSearchPage: boolean }): Promise<unknown> {
  const { email, country, language, onSearchPage } = signup;
  return subscribeNewsletter({ email: email.trim(), country, language, source: onSearchPage ? 'auto_search' : 'auto_home' });
}
