import { FormattedMessage } from 'react-intl';
import styles from './page.module.css';

/** Activity: the product team's page, until its feature lands. */
export function ActivityPage() {
  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="product.activity.title" defaultMessage="Activity" />
      </h1>
      <p>
        <FormattedMessage id="product.activity.body" defaultMessage="The activity, its dates and its price per person appear here." />
      </p>
    </div>
  );
}
