import { Route, Routes } from '@escapade/app-providers/router';
import { loadMessagesOnce, MessagesScope, type Language, type Messages } from '@escapade/i18n';
import { GiftSetupPage } from './pages/gift-setup-page';
import { GiftCardPage } from './pages/gift-card-page';
import { NotFoundPage } from './pages/not-found-page';

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
          <Route path="/gift/:id" element={<GiftSetupPage />} />
          <Route path="/giftcard/*" element={<GiftCardPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </div>
    </MessagesScope>
  );
}
