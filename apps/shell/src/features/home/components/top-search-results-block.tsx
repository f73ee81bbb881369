import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useMarket } from '@escapade/i18n';
import { formatPrice, priceLabel } from '@escapade/util-pricing';
import { homeMessages } from '../home-messages';
import type { CmsBlockOf } from './block-types';
import { CmsLink } from '../../cms-content';
import styles from './cms-blocks.module.css';

/**
 * The most booked offers of a search (at most 3), each opening its product page at the address the
 * API wrote (gift offers carry the gifting flow), and a link to the whole search.
 */
export function TopSearchResultsBlock({ title, searchUrl, offers }: CmsBlockOf<'topSearchResults'>) {
  const intl = useIntl();
  const market = useMarket();
  const titleId = useId();
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.grid}>
        {offers.map((offer) => {
          const image = offer.images[0];
          return (
            <li key={offer.id}>
              <article className={styles.card}>
                <img className={styles.image} src={image?.sizes['640_360'] ?? offer.imageUrl} alt={image?.alt ?? ''} loading="lazy" width={640} height={360} />
                <h3 className={styles.cardTitle}>
                  <CmsLink href={offer.uri} newTab={offer.newTab} className={styles.cardLink}>
                    {offer.label}
                  </CmsLink>
                </h3>
                <p className={styles.muted}>
                  {offer.hotel.label}, {offer.hotel.location.label}
                </p>
                <p className={styles.price}>
                  {intl.formatMessage(priceLabel(offer.priceType))} {formatPrice(offer.sellPrice, market.locale, market.currency)}
                </p>
              </article>
            </li>
          );
        })}
      </ul>
      <CmsLink href={searchUrl} className={styles.link}>
        {intl.formatMessage(homeMessages.seeAllOffers)}
      </CmsLink>
    </section>
  );
}
