import { FormattedMessage } from 'react-intl';
import styles from './page.module.css';

/** My account: the account team's page, until its feature lands. */
export function AccountPage() {
  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="account.account.title" defaultMessage="My account" />
      </h1>
      <p>
        <FormattedMessage id="account.account.body" defaultMessage="Your bookings, trips and wishlist appear here." />
      </p>
    </div>
  );
}
