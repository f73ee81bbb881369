import { Phone } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from '@escapade/app-providers/router';
import { useMarket } from '@escapade/i18n';
import { OpeningHours } from '@escapade/ui';
import { CUSTOMER_RATING, MARKET_SUPPORT } from '@escapade/util-market';
import styles from './footer.module.css';

/** The footer's contact block: customer care's phone and hours from the market config, the contact page and the customers' score. */
export function ContactBlock() {
  const market = useMarket();
  const { phone, phoneE164, footerHours } = MARKET_SUPPORT[market.code];
  return (
    <section className={styles.section} aria-labelledby="footer-contact-title">
      <h2 id="footer-contact-title" className={styles.heading}>
        <FormattedMessage id="shell.footer.contactTitle" defaultMessage="Need help?" />
      </h2>
      <p className={styles.phone}>
        <Phone aria-hidden className={styles.icon} />
        <a href={`tel:${phoneE164}`}>{phone}</a>
      </p>
      <p>
        <OpeningHours slots={[footerHours]} />
      </p>
      <p>
        <Link to="/contact">
          <FormattedMessage id="shell.footer.contactLink" defaultMessage="Write to us" />
        </Link>
      </p>
      <p className={styles.rating}>
        <FormattedMessage id="shell.footer.rating" defaultMessage="{score, number}/{bestScore, number} from {reviewCount, number} reviews" values={CUSTOMER_RATING} />
      </p>
    </section>
  );
}
