import { useLocation } from '@escapade/app-providers/router';
import { useMarket } from '@escapade/i18n';
import { accountSignInOrigin } from '@escapade/util-criteria';

/**
 * Where the sign-in or sign-up page returns to once the visitor is signed in: the same-site page
 * named by its `origin` (product-side.md, account), else the account's home; also the origin to
 * pass on between the two pages.
 */
export function useSignInOrigin(): { returnPath: string; origin: string } {
  const { search } = useLocation();
  const { basePath } = useMarket();
  const returnPath = accountSignInOrigin(search, basePath);
  return { returnPath, origin: `${basePath}${returnPath}` };
}
