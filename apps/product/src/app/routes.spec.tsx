import { describeRouteTitles } from '@escapade/app-providers/testing';
import en from '../messages/en.json';
import es from '../messages/es.json';
import fr from '../messages/fr.json';
import italian from '../messages/it.json';
import nl from '../messages/nl.json';
import ProductRoutes from './routes';

describeRouteTitles('ProductRoutes', <ProductRoutes />, { en, es, fr, it: italian, nl }, [
  ['/product/not-a-weekend', 'product.common.expiredTitle'],
  ['/hotel/not-a-hotel', 'product.common.notFoundTitle'],
  ['/activity/not-an-activity', 'product.common.notFoundTitle'],
  ['/product', 'product.notFound.title'],
]);
