import { useIntl } from 'react-intl';
import { Link, useHref } from '@escapade/app-providers/router';
import type { OfferCard as OfferCardData } from '@escapade/api-contract';
import { useMarket } from '@escapade/i18n';
import { OfferCard, offerCardProps } from '@escapade/ui-travel';
import { defaultCriteria } from '@escapade/util-criteria';
import { notFoundMessages } from './not-found-messages';
import styles from './not-found.module.css';

/**
 * The expired-offer variant: 'Too late!', why, and the hotel's offer on sale today, with a link to
 * all of the hotel's offers.
 */
export function ExpiredOffer({ offer }: { readonly offer: OfferCardData }) {
  const intl = useIntl();
  const market = useMarket();
  const root = useHref('/');
  const card = offerCardProps(offer, {
    criteria: defaultCriteria(),
    market: market.code,
    hrefOf: (path) => `${root.replace(/\/$/, '')}${path}`,
  });
  return (
    <>
      <div className={styles.warning}>
        <h1>{intl.formatMessage(notFoundMessages.expiredTitle)}</h1>
        <p>{intl.formatMessage(notFoundMessages.expiredText)}</p>
      </div>
      <section className={styles.section} aria-labelledby="not-found-other-offer">
        <h2 id="not-found-other-offer">{intl.formatMessage(notFoundMessages.otherOffer, { hotel: offer.hotel.label })}</h2>
        <div className={styles.offer}>
          <OfferCard {...card} />
        </div>
        <Link to={offer.hotel.uri}>{intl.formatMessage(notFoundMessages.hotelOffers)}</Link>
      </section>
    </>
  );
}
