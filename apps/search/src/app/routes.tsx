import type { RemoteRoutesModule } from '@escapade/app-providers';
import { Route, Routes } from '@escapade/app-providers/router';
import { loadMessagesOnce, MessagesScope, type Language } from '@escapade/i18n';
import { ACTIVITY_RESULTS_PATH, STAY_RESULTS_PATH } from '@escapade/util-criteria';
import { SearchResultsPage } from '../features/results/search-results-page';
import { ActivityResultsPage } from '../features/results/activity-results-page';
import { prefetchStayResults, StayResultsPrefetch } from '../features/results/results-requests';
import { loadSearchMessages } from '../messages/load-search-messages';
import { NotFoundPage } from './pages/not-found-page';

/** What the page needs before it can render, loaded ahead of a likely visit (the shell warms a remote up on a link's hover or focus). */
export function preload(language: Language): Promise<unknown> {
  return loadMessagesOnce(loadSearchMessages, language);
}

/** The requests of the page being opened, started as the shell starts: the stay results page's search. */
export const prefetch: RemoteRoutesModule['prefetch'] = prefetchStayResults;

/** The search remote's route tree, exposed as `search/Routes` and mounted by the shell for the segments it owns. */
export default function SearchRoutes() {
  return (
    <>
      {/* The stay results page's search starts with the remote's code, not after the page's texts. */}
      <Routes>
        <Route path={STAY_RESULTS_PATH} element={<StayResultsPrefetch />} />
        <Route path="*" element={null} />
      </Routes>
      <MessagesScope load={loadSearchMessages}>
        <div data-remote="search">
          <Routes>
            <Route path={STAY_RESULTS_PATH} element={<SearchResultsPage />} />
            <Route path={ACTIVITY_RESULTS_PATH} element={<ActivityResultsPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </div>
      </MessagesScope>
    </>
  );
}
