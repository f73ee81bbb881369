import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ProductDetail } from '@escapade/api-contract';
import { useSearchOffers } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { buildHotelPackagesRequest, formatHotelHash, type ProductPageState } from '@escapade/util-criteria';
import { HotelOffers } from '../hotel-page/hotel-offers';
import { productMessages } from './product-messages';
import layout from '../../app/page-layout.module.css';

/** Other getaways of the hotel shown on a product page. */
const OTHER_OFFERS_SHOWN = 3;

/** Getaways of one hotel asked for (the page keeps the other ones). */
const HOTEL_OFFERS_ASKED = OTHER_OFFERS_SHOWN + 1;

/**
 * 'Other offers in {hotel}': the hotel's other getaways for the page's dates and party, cheapest
 * first, and a link to all of them on the hotel page. Nothing when the hotel has no other one.
 */
export function OtherOffers({ product, state }: { readonly product: ProductDetail; readonly state: ProductPageState }) {
  const intl = useIntl();
  const market = useMarket();
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
  );
  const others = (offers.data?.exactMatches ?? []).filter((offer) => offer.id !== product.id).slice(0, OTHER_OFFERS_SHOWN);
  if (others.length === 0) return null;
  const hotelHash = formatHotelHash({ checkin: state.checkin, checkout: state.checkout, adult: state.adult, child: state.child, baby: state.baby });
  return (
    <section id="other-offers" className={layout.section} aria-labelledby="product-other-offers">
      <h2 id="product-other-offers" className={layout.sectionTitle}>
        {intl.formatMessage(productMessages.otherOffers, { hotel: product.hotel.label })}
      </h2>
      <HotelOffers offers={others} state={state} />
      <Link to={`${product.hotel.uri}${hotelHash}`}>{intl.formatMessage(productMessages.seeHotelOffers)}</Link>
    </section>
  );
}
