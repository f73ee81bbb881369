import { chatAppId } from '@escapade/app-providers';
import { useCustomerCareMode } from '../../app/frame/use-customer-care-mode';
import { useHydrated } from '../../app/frame/use-hydrated';

/**
 * Whether the page shows the chat launcher: the server offered the chat on it (its tag, written per
 * visit, so read only once hydrated: frames are written ahead of time) and this is not the
 * customer-care site (product-side.md section 1: the chat widget is not shown there). The app id
 * comes from the providers' entry, already on the page, so the check costs no request.
 */
export function useChatOffered(): boolean {
  const hydrated = useHydrated();
  const customerCare = useCustomerCareMode();
  return hydrated && !customerCare && chatAppId() !== null;
}
