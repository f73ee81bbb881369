import { lazy, Suspense, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Route, Routes } from '@escapade/app-providers/router';
import { loadMessagesOnce, MessagesScope, type Language, type Messages } from '@escapade/i18n';
import { Spinner } from '@escapade/ui';
import { GiftCardPage } from './pages/gift-card-page';
import { NotFoundPage } from './pages/not-found-page';

// The gift setup comes with its own code (its form, rules and customization): the gift-card pages
// do not download it.
const GiftSetupPage = lazy(() => import('../features/gift-setup').then((module) => ({ default: module.GiftSetupPage })));

const routeMessages = defineMessages<{ loading: NoMessageValues }>({
  loading: { id: 'gifting.route.loading', defaultMessage: 'Loading the page…' },
});

/** A page whose code is on its way. */
function PageCode({ children }: { readonly children: ReactNode }) {
  const intl = useIntl();
  return <Suspense fallback={<Spinner size="lg" label={intl.formatMessage(routeMessages.loading)} />}>{children}</Suspense>;
}

function loadMessages(language: Language): Promise<Messages> {
  return import(`../messages/${language}.json`).then((module: { default: Messages }) => module.default);
}

/** What the page needs before it can render, loaded ahead of a likely visit (the shell warms a remote up on a link's hover or focus). */
export function preload(language: Language): Promise<unknown> {
  return loadMessagesOnce(loadMessages, language);
}

/** The gifting remote's route tree, exposed as `gifting/Routes` and mounted by the shell for the segments it owns. */
export default function GiftingRoutes() {
  return (
    <MessagesScope load={loadMessages}>
      <div data-remote="gifting">
        <Routes>
          <Route
            path="/gift/:id"
            element={
              <PageCode>
                <GiftSetupPage />
              </PageCode>
            }
          />
          <Route path="/giftcard/*" element={<GiftCardPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </div>
    </MessagesScope>
  );
}
