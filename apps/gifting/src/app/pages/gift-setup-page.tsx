import { FormattedMessage } from 'react-intl';
import styles from './page.module.css';

/** Offer this stay: the gifting team's page, until its feature lands. */
export function GiftSetupPage() {
  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="gifting.gift.title" defaultMessage="Offer this stay" />
      </h1>
      <p>
        <FormattedMessage id="gifting.gift.body" defaultMessage="Choose the nights, the format and the message of your gift here." />
      </p>
    </div>
  );
}
