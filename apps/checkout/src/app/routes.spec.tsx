import { describeRouteTitles } from '@escapade/app-providers/testing';
import en from '../messages/en.json';
import es from '../messages/es.json';
import fr from '../messages/fr.json';
import italian from '../messages/it.json';
import nl from '../messages/nl.json';
import confirmationEn from '../features/confirmation/messages/en.json';
import confirmationEs from '../features/confirmation/messages/es.json';
import confirmationFr from '../features/confirmation/messages/fr.json';
import confirmationIt from '../features/confirmation/messages/it.json';
import confirmationNl from '../features/confirmation/messages/nl.json';
import CheckoutRoutes from './routes';

// The confirmation's texts are its own catalog, loaded with it: the titles are read from both.
const catalogs = {
  en: { ...en, ...confirmationEn },
  es: { ...es, ...confirmationEs },
  fr: { ...fr, ...confirmationFr },
  it: { ...italian, ...confirmationIt },
  nl: { ...nl, ...confirmationNl },
};

describeRouteTitles('CheckoutRoutes', <CheckoutRoutes />, catalogs, [
  ['/checkout', 'checkout.page.title'],
  ['/confirmation/abc', 'checkout.confirmation.notFoundTitle'],
  ['/confirmation', 'checkout.notFound.title'],
]);
