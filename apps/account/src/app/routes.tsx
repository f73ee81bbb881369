import { lazy, Suspense } from 'react';
import { Route, Routes } from '@escapade/app-providers/router';
import { Spinner } from '@escapade/ui';
import { loadMessagesOnce, MessagesScope, type Language } from '@escapade/i18n';
import { loadMessages } from './load-messages';
import { AccountIndexPage } from './pages/account-index-page';
import { AccountPage } from './pages/account-page';
import { BeneficiaryLoginPage } from './pages/beneficiary-login-page';
import { NotFoundPage } from './pages/not-found-page';

// Each page brings its code (forms, react-hook-form, the rules, the wishlist's lists) only when visited.
const ContactPage = lazy(() => import('../features/contact').then((feature) => ({ default: feature.ContactPage })));
const WishlistPage = lazy(() => import('../features/wishlist').then((feature) => ({ default: feature.WishlistPage })));
const SignInPage = lazy(() => import('../features/sign-in').then((feature) => ({ default: feature.SignInPage })));
const SignUpPage = lazy(() => import('../features/sign-up').then((feature) => ({ default: feature.SignUpPage })));
const AccountHomePage = lazy(() => import('../features/account-home').then((feature) => ({ default: feature.AccountHomePage })));

/** What the page needs before it can render, loaded ahead of a likely visit (the shell warms a remote up on a link's hover or focus). */
export function preload(language: Language): Promise<unknown> {
  return loadMessagesOnce(loadMessages, language);
}

/** The account remote's route tree, exposed as `account/Routes` and mounted by the shell for the segments it owns. */
export default function AccountRoutes() {
  return (
    <MessagesScope load={loadMessages}>
      <div data-remote="account">
        <Suspense fallback={<Spinner />}>
          <Routes>
            <Route path="/account/wishlist" element={<WishlistPage />} />
            <Route path="/account/signin" element={<SignInPage />} />
            <Route path="/account/signup" element={<SignUpPage />} />
            <Route path="/account/settings/profile" element={<AccountHomePage />} />
            <Route path="/account" element={<AccountIndexPage home={<AccountHomePage />} />} />
            <Route path="/account/*" element={<AccountPage />} />
            <Route path="/beneficiary/login" element={<BeneficiaryLoginPage />} />
            <Route path="/contact" element={<ContactPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </div>
    </MessagesScope>
  );
}
