import { describeRouteTitles } from '@escapade/app-providers/testing';
import en from '../messages/en.json';
import es from '../messages/es.json';
import fr from '../messages/fr.json';
import italian from '../messages/it.json';
import nl from '../messages/nl.json';
import SearchRoutes from './routes';

describeRouteTitles('SearchRoutes', <SearchRoutes />, { en, es, fr, it: italian, nl }, [
  ['/search?flow=booking', 'search.results.title'],
  ['/search/activities?flow=activity', 'search.activities.title'],
  ['/search/unknown', 'search.notFound.title'],
]);
