import { describeRouteTitles } from '@escapade/app-providers/testing';
import en from '../messages/en.json';
import es from '../messages/es.json';
import fr from '../messages/fr.json';
import italian from '../messages/it.json';
import nl from '../messages/nl.json';
import AccountRoutes from './routes';

describeRouteTitles('AccountRoutes', <AccountRoutes />, { en, es, fr, it: italian, nl }, [
  // A visitor's account home asks to sign in first (the session call fails here: a visitor).
  ['/account', 'account.signIn.title'],
  ['/account#r=booking-retrieval', 'account.account.title'],
  ['/account/signin', 'account.signIn.title'],
  ['/account/signup', 'account.signUp.title'],
  ['/account/trips', 'account.account.title'],
  ['/account/wishlist', 'account.wishlist.title'],
  ['/beneficiary/login', 'account.beneficiary.title'],
  ['/contact', 'account.contact.title'],
  ['/contact/unknown', 'account.notFound.title'],
]);
