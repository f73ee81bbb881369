import { Route, Routes } from '@escapade/app-providers/router';
import { loadMessagesOnce, MessagesScope, type Language } from '@escapade/i18n';
import { ContactPage } from '../features/contact';
import { WishlistPage } from '../features/wishlist';
import { loadMessages } from './load-messages';
import { AccountPage } from './pages/account-page';
import { BeneficiaryLoginPage } from './pages/beneficiary-login-page';
import { NotFoundPage } from './pages/not-found-page';

/** What the page needs before it can render, loaded ahead of a likely visit (the shell warms a remote up on a link's hover or focus). */
export function preload(language: Language): Promise<unknown> {
  return loadMessagesOnce(loadMessages, language);
}

/** The account remote's route tree, exposed as `account/Routes` and mounted by the shell for the segments it owns. */
export default function AccountRoutes() {
  return (
    <MessagesScope load={loadMessages}>
      <div data-remote="account">
        <Routes>
          <Route path="/account/wishlist" element={<WishlistPage />} />
          <Route path="/account/*" element={<AccountPage />} />
          <Route path="/beneficiary/login" element={<BeneficiaryLoginPage />} />
          <Route path="/contact" element={<ContactPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </div>
    </MessagesScope>
  );
}
