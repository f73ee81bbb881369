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

/** `/checkout`: an activity voucher bought for oneself (`?flow=activity&customType=OWN_USE`) has its own page; a stay, and what the stay's page explains (a gift), the other. */
function CheckoutPage() {
  const location = useLocation();
  const ownActivity = flowParam(location.search) === 'activity' && parseActivityCheckoutLocation(location).ownUse;
  return <PageCode>{ownActivity ? <ActivityCheckoutPage /> : <StayCheckoutPage />}</PageCode>;
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
