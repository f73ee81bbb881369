import { mountStandalone } from '@escapade/app-providers/standalone';
import { STAY_RESULTS_PATH } from '@escapade/util-criteria';
import Routes from './app/routes';

// The search remote on its own page, with the shell's providers, for its team.
void mountStandalone({ routes: Routes, homePath: STAY_RESULTS_PATH });
