import { FormattedMessage } from 'react-intl';
import styles from './page.module.css';

/** Hotel: the product team's page, until its feature lands. */
export function HotelPage() {
  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="product.hotel.title" defaultMessage="Hotel" />
      </h1>
      <p>
        <FormattedMessage id="product.hotel.body" defaultMessage="The hotel, its rooms and its stays appear here." />
      </p>
    </div>
  );
}
