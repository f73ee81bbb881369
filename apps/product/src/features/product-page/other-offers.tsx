import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@escapade/app-providers/router';
import type { ProductDetail } from '@escapade/api-contract';
import { useSearchOffers } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { Skeleton } from '@escapade/ui';
import { buildHotelPackagesRequest, formatHotelHash, type ProductPageState } from '@escapade/util-criteria';
import { HotelOffers } from '../hotel-page/hotel-offers';
import { productMessages } from './product-messages';
import layout from '../../app/page-layout.module.css';
import hotelStyles from '../hotel-page/hotel-page.module.css';
import styles from './other-offers.module.css';

/** Other getaways of the hotel shown on a product page. */
const OTHER_OFFERS_SHOWN = 3;

/** Getaways of one hotel asked for (the page keeps the other ones). */
const HOTEL_OFFERS_ASKED = OTHER_OFFERS_SHOWN + 1;

/**
 * 'Other offers in {hotel}': the hotel's other getaways for the page's dates and party, cheapest
 * first, and a link to all of them on the hotel page. The detail tells how many this search finds
 * in the page's flow: the section keeps the room of the ones it lists from the start, so nothing
 * below it moves when they come, and a hotel without another getaway for the stay has no section
 * (and no call).
 */
export function OtherOffers({ product, state }: { readonly product: ProductDetail; readonly state: ProductPageState }) {
  const intl = useIntl();
  const market = useMarket();
  const listed = Math.min(state.flow === 'gifting' ? product.otherGiftOfferCount : product.otherOfferCount, OTHER_OFFERS_SHOWN);
  const offers = useSearchOffers(
    buildHotelPackagesRequest({
      hotelId: String(product.hotel.id),
      party: state,
      checkin: state.checkin,
      checkout: state.checkout,
      locale: market.code,
      flow: state.flow,
      numberOfPackagesPerHotel: HOTEL_OFFERS_ASKED,
    }),
    { enabled: listed > 0 },
  );
  if (listed === 0) return null;
  const others = (offers.data?.exactMatches ?? []).filter((offer) => offer.id !== product.id).slice(0, OTHER_OFFERS_SHOWN);
  const hotelHash = formatHotelHash({ checkin: state.checkin, checkout: state.checkout, adult: state.adult, child: state.child, baby: state.baby });
  return (
    <section
      id="other-offers"
      className={`${layout.section} ${styles.section}`}
      style={{ '--other-offers': listed } as CSSProperties}
      aria-labelledby="product-other-offers"
      aria-busy={offers.isPending}
    >
      <h2 id="product-other-offers" className={layout.sectionTitle}>
        {intl.formatMessage(productMessages.otherOffers, { hotel: product.hotel.label })}
      </h2>
      <div className={styles.room}>
        {offers.isPending ? (
          <ul className={hotelStyles.offers} aria-hidden="true">
            {Array.from({ length: listed }, (_, index) => (
              <li key={index}>
                <Skeleton variant="rect" className={styles.placeholder} />
              </li>
            ))}
          </ul>
        ) : null}
        {others.length > 0 ? <HotelOffers offers={others} state={state} /> : null}
        {offers.isSuccess && others.length === 0 ? <p className={layout.muted}>{intl.formatMessage(productMessages.noOtherOffers)}</p> : null}
      </div>
      <Link to={`${product.hotel.uri}${hotelHash}`}>{intl.formatMessage(productMessages.seeHotelOffers)}</Link>
    </section>
  );
}
