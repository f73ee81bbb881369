import { Route, Routes } from '@escapade/app-providers/router';
import { loadTravelMessages } from '@escapade/app-providers';
import { MessagesScope } from '@escapade/i18n';
import IdeasPage from '../../features/ideas';
import StaticPage from '../../features/static-page';
import NotFoundPage from '../../features/not-found';
import MiniSitePage from '../../features/mini-site';
import LandingPage from '../../features/landing';

/**
 * The pages the shell renders besides home, in one chunk fetched when one is visited: the ideas
 * page, static content pages (`/page/{id}`, id = second path segment), block-built landing pages
 * (`/landing/{slug}`), the partner mini-sites (`/partner/{minisiteUrl}`) and the not-found page,
 * with the travel texts of the cards they may show.
 */
export default function ShellPages() {
  return (
    <MessagesScope load={loadTravelMessages}>
      <Routes>
        <Route path="ideas" element={<IdeasPage />} />
        <Route path="page/:pageId" element={<StaticPage notFound={<NotFoundPage />} />} />
        <Route path="landing/:slug" element={<LandingPage notFound={<NotFoundPage />} />} />
        <Route path="partner/:minisiteUrl" element={<MiniSitePage notFound={<NotFoundPage />} />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </MessagesScope>
  );
}
