import { Route, Routes } from 'react-router-dom';
import { MessagesScope, type Language, type Messages } from '@escapade/i18n';
import { ACTIVITY_RESULTS_PATH, STAY_RESULTS_PATH } from '@escapade/util-criteria';
import { SearchResultsPage } from '../features/results/search-results-page';
import { ActivityResultsPage } from '../features/results/activity-results-page';
import { NotFoundPage } from './pages/not-found-page';

function loadMessages(language: Language): Promise<Messages> {
  return import(`../messages/${language}.json`).then((module: { default: Messages }) => module.default);
}

/** The search remote's route tree, exposed as `search/Routes` and mounted by the shell for the segments it owns. */
export default function SearchRoutes() {
  return (
    <MessagesScope load={loadMessages}>
      <div data-remote="search">
        <Routes>
          <Route path={STAY_RESULTS_PATH} element={<SearchResultsPage />} />
          <Route path={ACTIVITY_RESULTS_PATH} element={<ActivityResultsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </div>
    </MessagesScope>
  );
}
