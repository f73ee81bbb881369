import { isCustomerCareHost } from '@escapade/i18n';
import { useHydrated } from './use-hydrated';

/**
 * Whether the page is on the customer-care site (its host prefix, product-side.md section 1). Read
 * from the address, so only after hydration: the frame written ahead of time is the public site's.
 */
export function useCustomerCareMode(): boolean {
  const hydrated = useHydrated();
  return hydrated && isCustomerCareHost(window.location.hostname);
}
