import { FormattedMessage } from 'react-intl';
import styles from './page.module.css';

/** Order confirmation: the checkout team's page, until its feature lands. */
export function ConfirmationPage() {
  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="checkout.confirmation.title" defaultMessage="Order confirmation" />
      </h1>
      <p>
        <FormattedMessage id="checkout.confirmation.body" defaultMessage="The summary of your order appears here." />
      </p>
    </div>
  );
}
