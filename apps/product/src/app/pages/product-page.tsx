import { FormattedMessage } from 'react-intl';
import styles from './page.module.css';

/** Stay details: the product team's page, until its feature lands. */
export function ProductPage() {
  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="product.product.title" defaultMessage="Stay details" />
      </h1>
      <p>
        <FormattedMessage id="product.product.body" defaultMessage="The programme, dates and price of this stay appear here." />
      </p>
    </div>
  );
}
