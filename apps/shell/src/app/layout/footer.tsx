import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './footer.module.css';

/** Site footer: help and company links, present on every page even when a remote fails. */
export function Footer() {
  const intl = useIntl();
  return (
    <footer className={styles.footer}>
      <nav aria-label={intl.formatMessage({ id: 'shell.footer.nav', defaultMessage: 'Footer' })} className={styles.inner}>
        <ul className={styles.links}>
          <li>
            <Link to="/contact">
              <FormattedMessage id="shell.footer.contact" defaultMessage="Customer care" />
            </Link>
          </li>
          <li>
            <Link to="/giftcard">
              <FormattedMessage id="shell.footer.giftcard" defaultMessage="Gift cards" />
            </Link>
          </li>
          <li>
            <Link to="/ideas">
              <FormattedMessage id="shell.footer.ideas" defaultMessage="Ideas" />
            </Link>
          </li>
        </ul>
        <p className={styles.copyright}>
          <FormattedMessage id="shell.footer.copyright" defaultMessage="© Escapade. Short breaks in Europe." />
        </p>
      </nav>
    </footer>
  );
}
