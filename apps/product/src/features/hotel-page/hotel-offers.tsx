import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { OfferCard } from '@escapade/api-contract';
import { useMarket } from '@escapade/i18n';
import { Button } from '@escapade/ui';
import { CancellationBadge, PriceTag, PriorPrice } from '@escapade/ui-travel';
import { Link } from '@escapade/app-providers/router';
import { formatProductLocation, type HotelPageState, type ProductFlow } from '@escapade/util-criteria';
import { WishlistButton } from '../wishlist/wishlist-button';
import { hotelMessages } from './hotel-messages';
import { pageMessages } from '../../app/page-messages';
import { preloadable } from '../../app/preloadable';
import layout from '../../app/page-layout.module.css';
import styles from './hotel-page.module.css';

export interface HotelOffersProps {
  readonly offers: readonly OfferCard[];
  /** The page's stay; a product page's state also carries its flow and the partner mini-site of the visit, which the links keep. */
  readonly state: HotelPageState & { readonly flow?: ProductFlow; readonly minisite?: number };
  /** No dates yet: an offer's button opens the calendar; without it, the offer's own page is linked ('See offer'). */
  readonly onChooseDates?: () => void;
}

/** A getaway's detail: its code comes when the visitor heads for a 'See details' button (pointer or focus). */
const OfferDetailDialog = preloadable(() => import('./offer-detail-dialog'));

/** The product page of an offer, with the hotel page's dates and party. */
function offerHref(offer: OfferCard, state: HotelOffersProps['state']): string {
  const { search, hash } = formatProductLocation({
    flow: 'booking',
    checkin: state.checkin,
    checkout: state.checkout,
    adult: state.adult,
    child: state.child,
    baby: state.baby,
    activityDates: [],
    minisite: state.minisite,
  });
  return `${offer.uri.split(/[?#]/, 1)[0]}${search}${hash}`;
}

/**
 * The hotel's getaways, cheapest first: each with its price for the party (and, next to a promo price,
 * the lowest price of the 30 days before the promo) and 'Book' with dates, 'See availability' without.
 */
export function HotelOffers({ offers, state, onChooseDates }: HotelOffersProps) {
  const intl = useIntl();
  const market = useMarket();
  const hasDates = state.checkin !== undefined && state.checkout !== undefined;
  const [detailed, setDetailed] = useState<OfferCard | null>(null);
  return (
    <>
      <ul className={styles.offers}>
        {offers.map((offer) => {
          return (
            <li key={offer.id} className={styles.offer}>
              <article aria-labelledby={`offer-${offer.id}`}>
                {offer.images[0] ? <img className={styles.offerImage} src={offer.images[0].sizes.SMALL} alt="" loading="lazy" width={240} height={160} /> : null}
                <div className={styles.offerBody}>
                  <div className={styles.offerTitleRow}>
                    <h3 id={`offer-${offer.id}`} className={styles.offerTitle}>
                      {offer.label}
                    </h3>
                    <WishlistButton type="STAY" item={offer} />
                  </div>
                  {offer.headwords.length > 0 ? <p className={`${layout.muted} ${styles.offerHeadwords}`}>{offer.headwords.join(' · ')}</p> : null}
                  <CancellationBadge hasDates={hasDates} policy={offer.cancellationPolicy} market={market.code} checkIn={state.checkin} />
                </div>
                <div className={styles.offerPrice}>
                  <PriceTag
                    sellPrice={offer.sellPrice}
                    refPrice={offer.refPrice}
                    promo={offer.promo}
                    priceType={offer.priceType}
                    itemCategory={offer.itemCategory}
                    nights={offer.nights}
                  />
                  <PriorPrice price={offer} />
                  <Button
                    variant="ghost"
                    onClick={() => setDetailed(offer)}
                    onPointerEnter={OfferDetailDialog.preload}
                    onFocus={OfferDetailDialog.preload}
                    aria-describedby={`offer-${offer.id}`}
                    aria-haspopup="dialog"
                  >
                    {intl.formatMessage(hotelMessages.offerDetails)}
                  </Button>
                  {hasDates || !onChooseDates ? (
                    <Link className={styles.bookLink} to={offerHref(offer, state)} aria-describedby={`offer-${offer.id}`}>
                      {intl.formatMessage(hasDates ? pageMessages.book : hotelMessages.seeOffer)}
                    </Link>
                  ) : (
                    <Button variant="secondary" onClick={onChooseDates} aria-describedby={`offer-${offer.id}`}>
                      {intl.formatMessage(hotelMessages.seeAvailability)}
                    </Button>
                  )}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      {detailed ? (
        <Suspense fallback={null}>
          <OfferDetailDialog
            offer={detailed}
            state={state}
            bookHref={hasDates || !onChooseDates ? offerHref(detailed, state) : null}
            onChooseDates={onChooseDates}
            onClose={() => setDetailed(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
