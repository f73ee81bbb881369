import { lazy, Suspense, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Route, Routes, useLocation } from '@escapade/app-providers/router';
import { loadMessagesOnce, MessagesScope, type Language, type Messages } from '@escapade/i18n';
import { Spinner } from '@escapade/ui';
import { flowParam, parseActivityCheckoutLocation } from '@escapade/util-criteria';
import { NotFoundPage } from './pages/not-found-page';

// Each page comes with its own code: the checkout's form and rules are not downloaded by a
// confirmation, nor the other way round.
const StayCheckoutPage = lazy(() => import('../features/stay-checkout').then((module) => ({ default: module.StayCheckoutPage })));
// A gift's checkout comes with its own code too (a separate chunk, loaded only when a gift is paid for).
const GiftCheckoutPage = lazy(() => import('../features/gift-checkout').then((module) => ({ default: module.GiftCheckoutPage })));
const ActivityCheckoutPage = lazy(() => import('../features/activity-checkout').then((module) => ({ default: module.ActivityCheckoutPage })));
const ConfirmationPage = lazy(() => import('../features/confirmation').then((module) => ({ default: module.ConfirmationPage })));

function loadMessages(language: Language): Promise<Messages> {
  return import(`../messages/${language}.json`).then((module: { default: Messages }) => module.default);
}

/** What the page needs before it can render, loaded ahead of a likely visit (the shell warms a remote up on a link's hover or focus). */
export function preload(language: Language): Promise<unknown> {
  return loadMessagesOnce(loadMessages, language);
}

const routeMessages = defineMessages<{ loading: NoMessageValues }>({
  loading: { id: 'checkout.route.loading', defaultMessage: 'Loading the page…' },
});

/** A page whose code is on its way. */
function PageCode({ children }: { readonly children: ReactNode }) {
  const intl = useIntl();
  return <Suspense fallback={<Spinner size="lg" label={intl.formatMessage(routeMessages.loading)} />}>{children}</Suspense>;
}

/** `/checkout`: an activity voucher bought for oneself (`?flow=activity&customType=OWN_USE`) and a gift stay (`?flow=gifting`) have their own pages; a stay the other. */
function CheckoutPage() {
  const location = useLocation();
  const flow = flowParam(location.search);
  const ownActivity = flow === 'activity' && parseActivityCheckoutLocation(location).ownUse;
  return <PageCode>{ownActivity ? <ActivityCheckoutPage /> : flow === 'gifting' ? <GiftCheckoutPage /> : <StayCheckoutPage />}</PageCode>;
}

/** The checkout remote's route tree, exposed as `checkout/Routes` and mounted by the shell for the segments it owns. */
export default function CheckoutRoutes() {
  return (
    <MessagesScope load={loadMessages}>
      <div data-remote="checkout">
        <Routes>
          <Route path="/checkout/*" element={<CheckoutPage />} />
          <Route
            path="/confirmation/:orderUUID"
            element={
              <PageCode>
                <ConfirmationPage />
              </PageCode>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </div>
    </MessagesScope>
  );
}
