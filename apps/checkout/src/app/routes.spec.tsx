import { describeRouteTitles } from '@escapade/app-providers/testing';
import en from '../messages/en.json';
import es from '../messages/es.json';
import fr from '../messages/fr.json';
import italian from '../messages/it.json';
import nl from '../messages/nl.json';
import CheckoutRoutes from './routes';

describeRouteTitles('CheckoutRoutes', <CheckoutRoutes />, { en, es, fr, it: italian, nl }, [
  ['/checkout', 'checkout.page.title'],
  ['/confirmation/abc', 'checkout.confirmation.notFoundTitle'],
  ['/confirmation', 'checkout.notFound.title'],
]);
