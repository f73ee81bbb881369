import { useIntl } from 'react-intl';
import { pricingMessages } from '@escapade/util-pricing';
import styles from './cms-page.module.css';

/** A content page whose call failed: the spec's message (product-side.md section 8), in place of the page. */
export function ContentLoadError() {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <p role="alert">{intl.formatMessage(pricingMessages.somethingWentWrong)}</p>
    </div>
  );
}
