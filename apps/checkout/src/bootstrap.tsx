import { mountStandalone } from '@escapade/app-providers/standalone';
import Routes from './app/routes';

// The checkout remote on its own page, with the shell's providers, for its team.
void mountStandalone({ routes: Routes, homePath: '/checkout' });
