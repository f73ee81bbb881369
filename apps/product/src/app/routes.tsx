import { Route, Routes } from 'react-router-dom';
import { loadMessagesOnce, MessagesScope, type Language, type Messages } from '@escapade/i18n';
import { ProductPage } from '../features/product-page/product-page';
import { HotelPage } from '../features/hotel-page/hotel-page';
import { ActivityPage } from '../features/activity-page/activity-page';
import { NotFoundPage } from './pages/not-found-page';

function loadMessages(language: Language): Promise<Messages> {
  return import(`../messages/${language}.json`).then((module: { default: Messages }) => module.default);
}

/** What the page needs before it can render, loaded ahead of a likely visit (the shell warms a remote up on a link's hover or focus). */
export function preload(language: Language): Promise<unknown> {
  return loadMessagesOnce(loadMessages, language);
}

/** The product remote's route tree, exposed as `product/Routes` and mounted by the shell for the segments it owns. */
export default function ProductRoutes() {
  return (
    <MessagesScope load={loadMessages}>
      <div data-remote="product">
        <Routes>
          <Route path="/product/:id/:slug?" element={<ProductPage />} />
          <Route path="/hotel/:id/:slug?" element={<HotelPage />} />
          <Route path="/activity/:id/:slug?" element={<ActivityPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </div>
    </MessagesScope>
  );
}
