import { Suspense, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { OfferCard } from '@escapade/api-contract';
import { useMarket } from '@escapade/i18n';
import { Button, preloadable } from '@escapade/ui';
import { CancellationBadge, PriceTag, PriorPrice } from '@escapade/ui-travel';
import { Link } from '@escapade/app-providers/router';
import { formatProductLocation, type HotelPageState, type ProductFlow } from '@escapade/util-criteria';
import { formatPrice } from '@escapade/util-pricing';
import { WishlistButton } from '../wishlist/wishlist-button';
import { hotelMessages } from './hotel-messages';
import { pageMessages } from '../../app/page-messages';
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

/** The page has a check-in and a check-out: offers are priced for them and booked with them. */
const isDated = (state: HotelOffersProps['state']) => state.checkin !== undefined && state.checkout !== undefined;

/** A getaway's first picture, small, beside its name. */
function OfferPicture({ offer }: { readonly offer: OfferCard }) {
  const [first] = offer.images;
  return first ? <img className={styles.offerImage} src={first.sizes.SMALL} alt="" loading="lazy" width={240} height={160} /> : null;
}

interface OfferActionsProps extends Pick<HotelOffersProps, 'state' | 'onChooseDates'> {
  readonly offer: OfferCard;
  /** The element naming the getaway, which the buttons refer to. */
  readonly labelId: string;
  readonly onDetails: (offer: OfferCard) => void;
}

/** A getaway's price for the party (with the 30-day lowest next to a promo), 'See details', and 'Book' with dates or 'See availability' without. */
function OfferActions({ offer, labelId, state, onChooseDates, onDetails }: OfferActionsProps) {
  const intl = useIntl();
  const hasDates = isDated(state);
  return (
    <div className={styles.offerPrice}>
      <PriceTag sellPrice={offer.sellPrice} refPrice={offer.refPrice} promo={offer.promo} priceType={offer.priceType} itemCategory={offer.itemCategory} nights={offer.nights} />
      <PriorPrice price={offer} />
      <Button
        variant="ghost"
        onClick={() => onDetails(offer)}
        onPointerEnter={OfferDetailDialog.preload}
        onFocus={OfferDetailDialog.preload}
        aria-describedby={labelId}
        aria-haspopup="dialog"
      >
        {intl.formatMessage(hotelMessages.offerDetails)}
      </Button>
      {hasDates || !onChooseDates ? (
        <Link className={styles.bookLink} to={offerHref(offer, state)} aria-describedby={labelId}>
          {intl.formatMessage(hasDates ? pageMessages.book : hotelMessages.seeOffer)}
        </Link>
      ) : (
        <Button variant="secondary" onClick={onChooseDates} aria-describedby={labelId}>
          {intl.formatMessage(hotelMessages.seeAvailability)}
        </Button>
      )}
    </div>
  );
}

/** The detail of the getaway the visitor asked for, as a modal (a sheet on phones); `children` open it with `show`. */
function WithOfferDetail({
  state,
  onChooseDates,
  children,
}: Pick<HotelOffersProps, 'state' | 'onChooseDates'> & { readonly children: (show: (offer: OfferCard) => void) => ReactNode }) {
  const [detailed, setDetailed] = useState<OfferCard | null>(null);
  const hasDates = isDated(state);
  return (
    <>
      {children(setDetailed)}
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

/** What a getaway includes under its name: its activities' headwords and its cancellation terms. */
function OfferFacts({ offer, state }: { readonly offer: OfferCard; readonly state: HotelOffersProps['state'] }) {
  const market = useMarket();
  const hasDates = isDated(state);
  return (
    <>
      {offer.headwords.length > 0 ? <p className={`${layout.muted} ${styles.offerHeadwords}`}>{offer.headwords.join(' · ')}</p> : null}
      <CancellationBadge hasDates={hasDates} policy={offer.cancellationPolicy} market={market.code} checkIn={state.checkin} />
    </>
  );
}

/**
 * The hotel's getaways, cheapest first: each with its price for the party (and, next to a promo price,
 * the lowest price of the 30 days before the promo) and 'Book' with dates, 'See availability' without.
 */
export function HotelOffers({ offers, state, onChooseDates }: HotelOffersProps) {
  return (
    <WithOfferDetail state={state} onChooseDates={onChooseDates}>
      {(showDetail) => (
        <ul className={styles.offers}>
          {offers.map((offer) => (
            <li key={offer.id} className={styles.offer}>
              <article aria-labelledby={`offer-${offer.id}`}>
                <OfferPicture offer={offer} />
                <div className={styles.offerBody}>
                  <div className={styles.offerTitleRow}>
                    <h3 id={`offer-${offer.id}`} className={styles.offerTitle}>
                      {offer.label}
                    </h3>
                    <WishlistButton type="STAY" item={offer} />
                  </div>
                  <OfferFacts offer={offer} state={state} />
                </div>
                <OfferActions offer={offer} labelId={`offer-${offer.id}`} state={state} onChooseDates={onChooseDates} onDetails={showDetail} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </WithOfferDetail>
  );
}

/** The getaways by the room they include, rooms in the order of their cheapest getaway and getaways cheapest first within a room. */
export function groupByRoom(offers: readonly OfferCard[]): { readonly room: string | null; readonly offers: readonly OfferCard[] }[] {
  const rooms = new Map<string | null, OfferCard[]>();
  for (const offer of offers) {
    const inRoom = rooms.get(offer.room);
    if (inRoom) inRoom.push(offer);
    else rooms.set(offer.room, [offer]);
  }
  return [...rooms].map(([room, inRoom]) => ({ room, offers: inRoom }));
}

interface RoomCardProps extends Pick<HotelOffersProps, 'state' | 'onChooseDates'> {
  readonly room: string | null;
  readonly offers: readonly OfferCard[];
  readonly onDetails: (offer: OfferCard) => void;
}

/**
 * A room and the getaways sold in it (product-side.md, 'Room card'): the first getaway is chosen,
 * another one is chosen with its radio button, and the card's price, terms and buttons are the chosen
 * getaway's. A getaway that stays in the list keeps its choice when the dates or the party change.
 */
function RoomCard({ room, offers, state, onChooseDates, onDetails }: RoomCardProps) {
  const intl = useIntl();
  const id = useId();
  const [chosenId, choose] = useState(offers[0].id);
  const chosen = offers.find((offer) => offer.id === chosenId) ?? offers[0];
  const labelId = `offer-${chosen.id}`;
  return (
    <li className={styles.offer}>
      <article aria-labelledby={`${id}room`}>
        <OfferPicture offer={chosen} />
        <div className={styles.offerBody}>
          <div className={styles.offerTitleRow}>
            <h3 id={`${id}room`} className={styles.offerTitle}>
              {room ?? intl.formatMessage(hotelMessages.tabOffers)}
            </h3>
            <WishlistButton type="STAY" item={chosen} />
          </div>
          {offers.length > 1 ? (
            <fieldset className={styles.roomOffers}>
              <legend className={layout.muted}>{intl.formatMessage(hotelMessages.roomOffers)}</legend>
              {offers.map((offer) => (
                <label key={offer.id} className={styles.roomOffer}>
                  <input type="radio" name={`${id}offer`} value={offer.id} checked={offer.id === chosen.id} onChange={() => choose(offer.id)} />
                  <span id={`offer-${offer.id}`} className={styles.roomOfferLabel}>
                    {offer.label}
                  </span>
                  <span className={styles.roomOfferPrice}>{formatPrice(offer.sellPrice, intl.locale)}</span>
                </label>
              ))}
            </fieldset>
          ) : (
            <p id={labelId} className={styles.roomOfferLabel}>
              {chosen.label}
            </p>
          )}
          <OfferFacts offer={chosen} state={state} />
        </div>
        <OfferActions offer={chosen} labelId={labelId} state={state} onChooseDates={onChooseDates} onDetails={onDetails} />
      </article>
    </li>
  );
}

/** The hotel page's getaways as room cards: one card per room, its getaways to choose from. */
export function HotelRooms({ offers, state, onChooseDates }: HotelOffersProps) {
  return (
    <WithOfferDetail state={state} onChooseDates={onChooseDates}>
      {(showDetail) => (
        <ul className={styles.offers}>
          {groupByRoom(offers).map(({ room, offers: inRoom }) => (
            <RoomCard key={room ?? ''} room={room} offers={inRoom} state={state} onChooseDates={onChooseDates} onDetails={showDetail} />
          ))}
        </ul>
      )}
    </WithOfferDetail>
  );
}
