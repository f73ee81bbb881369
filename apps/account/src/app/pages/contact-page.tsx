import { FormattedMessage } from 'react-intl';
import styles from './page.module.css';

/** Contact customer care: the account team's page, until its feature lands. */
export function ContactPage() {
  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="account.contact.title" defaultMessage="Contact customer care" />
      </h1>
      <p>
        <FormattedMessage id="account.contact.body" defaultMessage="Write to us and we will answer you by email." />
      </p>
    </div>
  );
}
