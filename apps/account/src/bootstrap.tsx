import { mountStandalone } from '@escapade/app-providers/standalone';
import Routes from './app/routes';

// The account remote on its own page, with the shell's providers, for its team.
void mountStandalone({ routes: Routes, homePath: '/account' });
