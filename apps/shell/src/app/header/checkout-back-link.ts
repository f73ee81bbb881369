import { checkoutBackInput, headerBackLink, type BackLink } from '@escapade/util-criteria';
import type { LocationParts } from '@escapade/util-criteria';

/**
 * The back arrow of a checkout page, read from its address: the stay or activity being bought. The
 * checkout addresses' readers come with it, in their own chunk: no other page of the shell needs them.
 */
export function checkoutBackLink(location: LocationParts): BackLink {
  return headerBackLink(checkoutBackInput(location));
}
