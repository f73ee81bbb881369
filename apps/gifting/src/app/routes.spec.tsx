import { describeRouteTitles } from '@escapade/app-providers/testing';
import en from '../messages/en.json';
import es from '../messages/es.json';
import fr from '../messages/fr.json';
import italian from '../messages/it.json';
import nl from '../messages/nl.json';
import GiftingRoutes from './routes';

describeRouteTitles('GiftingRoutes', <GiftingRoutes />, { en, es, fr, it: italian, nl }, [
  ['/gift/42', 'gifting.gift.title'],
  ['/giftcard', 'gifting.giftcard.title'],
  ['/gift', 'gifting.notFound.title'],
]);
