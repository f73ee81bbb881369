import { lazy, type ReactNode, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { RemoteRoutesModule } from '@escapade/app-providers';
import { Route, Routes } from '@escapade/app-providers/router';
import { loadMessagesOnce, MessagesScope, type Language, type Messages } from '@escapade/i18n';
import { ProductPage } from '../features/product-page/product-page';
import { prefetchProductPage, PRODUCT_PAGE_PATH } from '../features/product-page/product-requests';
import { pageMessages } from './page-messages';
import { LoadingPage } from './page-states';
import { NotFoundPage } from './pages/not-found-page';

// The stay page, the one most visits open, comes with the routes; the hotel and activity pages
// come on demand, so a stay's visitors do not download them (the request starts as the route matches).
const HotelPage = lazy(() => import('../features/hotel-page/hotel-page').then((module) => ({ default: module.HotelPage })));
const ActivityPage = lazy(() => import('../features/activity-page/activity-page').then((module) => ({ default: module.ActivityPage })));

/** A page whose code is on its way: the same skeleton its data's loading shows. */
function PageCode({ children }: { readonly children: ReactNode }) {
  const intl = useIntl();
  return <Suspense fallback={<LoadingPage label={intl.formatMessage(pageMessages.loading)} />}>{children}</Suspense>;
}

function loadMessages(language: Language): Promise<Messages> {
  return import(`../messages/${language}.json`).then((module: { default: Messages }) => module.default);
}

/** What the page needs before it can render, loaded ahead of a likely visit (the shell warms a remote up on a link's hover or focus). */
export function preload(language: Language): Promise<unknown> {
  return loadMessagesOnce(loadMessages, language);
}

/** The requests of the page being opened, started as the shell starts: the stay page's detail. */
export const prefetch: RemoteRoutesModule['prefetch'] = prefetchProductPage;

/** The product remote's route tree, exposed as `product/Routes` and mounted by the shell for the segments it owns. */
export default function ProductRoutes() {
  return (
    <MessagesScope load={loadMessages}>
      <div data-remote="product">
        <Routes>
          <Route path={PRODUCT_PAGE_PATH} element={<ProductPage />} />
          <Route
            path="/hotel/:id/:slug?"
            element={
              <PageCode>
                <HotelPage />
              </PageCode>
            }
          />
          <Route
            path="/activity/:id/:slug?"
            element={
              <PageCode>
                <ActivityPage />
              </PageCode>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </div>
    </MessagesScope>
  );
}
