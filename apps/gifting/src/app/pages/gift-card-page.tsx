import { FormattedMessage } from 'react-intl';
import styles from './page.module.css';

/** Gift cards: the gifting team's page, until its feature lands. */
export function GiftCardPage() {
  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="gifting.giftcard.title" defaultMessage="Gift cards" />
      </h1>
      <p>
        <FormattedMessage id="gifting.giftcard.body" defaultMessage="Offer a gift card for a weekend of their choice." />
      </p>
    </div>
  );
}
