import { Route, Routes } from '@escapade/app-providers/router';
import { loadMessagesOnce, MessagesScope, type Language, type Messages } from '@escapade/i18n';
import { CheckoutPage } from './pages/checkout-page';
import { ConfirmationPage } from './pages/confirmation-page';
import { NotFoundPage } from './pages/not-found-page';

function loadMessages(language: Language): Promise<Messages> {
  return import(`../messages/${language}.json`).then((module: { default: Messages }) => module.default);
}

/** What the page needs before it can render, loaded ahead of a likely visit (the shell warms a remote up on a link's hover or focus). */
export function preload(language: Language): Promise<unknown> {
  return loadMessagesOnce(loadMessages, language);
}

/** The checkout remote's route tree, exposed as `checkout/Routes` and mounted by the shell for the segments it owns. */
export default function CheckoutRoutes() {
  return (
    <MessagesScope load={loadMessages}>
      <div data-remote="checkout">
        <Routes>
          <Route path="/checkout/*" element={<CheckoutPage />} />
          <Route path="/confirmation/:orderUUID" element={<ConfirmationPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </div>
    </MessagesScope>
  );
}
