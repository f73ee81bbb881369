import { FormattedMessage } from 'react-intl';
import styles from './page.module.css';

/** Gift beneficiary sign-in: the account team's page, until its feature lands. */
export function BeneficiaryLoginPage() {
  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="account.beneficiary.title" defaultMessage="Gift beneficiary sign-in" />
      </h1>
      <p>
        <FormattedMessage id="account.beneficiary.body" defaultMessage="Sign in with your gift code to book your stay." />
      </p>
    </div>
  );
}
