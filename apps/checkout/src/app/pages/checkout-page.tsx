import { FormattedMessage } from 'react-intl';
import styles from './page.module.css';

/** Checkout: the checkout team's page, until its feature lands. */
export function CheckoutPage() {
  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="checkout.checkout.title" defaultMessage="Checkout" />
      </h1>
      <p>
        <FormattedMessage id="checkout.checkout.body" defaultMessage="Your booking details and payment options appear here." />
      </p>
    </div>
  );
}
