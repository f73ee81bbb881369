import { lazy, Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import { Link, useHref } from '@escapade/app-providers/router';
import type { ProductDetail } from '@escapade/api-contract';
import { useMarket } from '@escapade/i18n';
import { Skeleton } from '@escapade/ui';
import { CancellationBadge, PriceTag, PriorPrice, TouristTaxNote } from '@escapade/ui-travel';
import { StayFields } from '../stay-calendar/stay-fields';
import { priceBanner } from '@escapade/util-pricing';
import { formatProductLocation, switchProductToGifting, type ProductPageState } from '@escapade/util-criteria';
import { productMessages } from './product-messages';
import { ACTIVITY_DATES_MESSAGE } from '../checkout-start';
import { BookingButton } from './booking-button';
import type { BookingAction } from './use-booking-action';
import styles from './product-page.module.css';

/** The activity day choices, loaded for the dated stays that have activities whose day the visitor chooses. */
const ActivityDatesChoices = lazy(() => import('../activity-dates/activity-dates-choice'));

export interface BookingBoxProps {
  readonly product: ProductDetail;
  readonly state: ProductPageState;
  /** A new price is on its way (new dates or party). */
  readonly updating: boolean;
  /** The page's booking state and actions, shared with the desktop booking bar. */
  readonly action: BookingAction;
}

/**
 * The price banner and booking steps: dates (calendar B), travellers, the day of each activity whose
 * day the visitor chooses, the price of the stay ('from' without dates, final with them) and 'See
 * prices' / 'Book'. Booking without dates opens the calendar and says why; without an activity's day,
 * says so and moves to it; else Book asks the server's quote and starts the checkout, or shows why it cannot.
 */
export function BookingBox({ product, state, updating, action }: BookingBoxProps) {
  const intl = useIntl();
  const market = useMarket();
  const { hasDates, missingDates, missingActivityDates, checkout } = action;
  const errorId = useId();
  const price = product.price;
  const banner = price
    ? priceBanner({ loading: updating, flow: state.flow, priceType: price.priceType, sellPrice: price.sellPrice, refPrice: price.refPrice, promo: price.promo }, intl.locale)
    : null;

  const { search, hash } = formatProductLocation(switchProductToGifting(state, product.giftPrices));
  // The calendar's prompt is a plain link: it needs the full address, market prefix included.
  const giftHref = useHref(`${product.uri}${search}${hash}`);

  return (
    <section className={styles.booking} aria-labelledby={`${errorId}-title`}>
      <h2 id={`${errorId}-title`} className={styles.bookingTitle}>
        {intl.formatMessage(productMessages.bookingTitle)}
      </h2>
      <StayFields
        source={{ kind: 'weekend', weekendId: product.id, minisite: state.minisite }}
        checkin={state.checkin}
        checkout={state.checkout}
        party={state}
        onDatesChange={action.changeDates}
        onPartyChange={action.changeParty}
        calendarOpen={action.calendarOpen}
        onCalendarOpenChange={action.setCalendarOpen}
        calendarReason={missingDates ? intl.formatMessage(productMessages.missingDates) : undefined}
        datesDescribedBy={missingDates ? errorId : undefined}
        giftcardHref={product.isGiftable ? giftHref : undefined}
      />
      {hasDates && product.activityDates.length > 0 ? (
        <Suspense fallback={null}>
          <ActivityDatesChoices
            weekendId={product.id}
            choices={product.activityDates}
            state={action.booking}
            onChoose={action.chooseActivityDate}
            focusRequest={action.activityDatesAsked}
          />
        </Suspense>
      ) : null}

      <div className={styles.price} aria-live="polite" aria-busy={updating}>
        {updating ? <Skeleton width="10rem" height="2.5rem" /> : null}
        {!updating && price ? (
          <PriceTag size="lg" sellPrice={price.sellPrice} refPrice={price.refPrice} promo={price.promo} priceType={price.priceType} itemCategory="weekend" nights={price.nights} />
        ) : null}
        {/* The EU price-indication rule: next to a promo price, the lowest price of the 30 days before the promo. */}
        {!updating && price ? <PriorPrice price={price} className={styles.priorPrice} /> : null}
        {!updating && !price ? (
          <p className={styles.unavailable} role="alert">
            {intl.formatMessage(product.priceError ? productMessages.notAvailable : productMessages.noPrice)}
          </p>
        ) : null}
        {!updating && banner && banner.state !== 'hidden' && banner.state !== 'loading' ? (
          <p className={styles.banner} data-state={banner.state}>
            {intl.formatMessage(banner.message, banner.message.values)}
          </p>
        ) : null}
      </div>

      <CancellationBadge hasDates={hasDates} policy={product.cancellationPolicy} market={market.code} checkIn={state.checkin} showConditions />
      <TouristTaxNote localTax={product.hotel.localTax} explainable />

      {missingDates ? (
        <p id={errorId} className={styles.error} role="alert">
          {intl.formatMessage(productMessages.missingDates)}
        </p>
      ) : null}
      {missingActivityDates ? (
        <p className={styles.error} role="alert">
          {intl.formatMessage(ACTIVITY_DATES_MESSAGE)}
        </p>
      ) : null}
      {checkout.status.kind === 'failed' ? (
        <p className={styles.error} role="alert">
          {intl.formatMessage(checkout.status.message, checkout.status.message.values)}
        </p>
      ) : null}
      <BookingButton action={action} priced={price !== null} updating={updating} fullWidth />
      {product.isGiftable ? (
        <Link className={styles.giftLink} to={`${product.uri}${search}${hash}`}>
          {intl.formatMessage(productMessages.giftSwitch)}
        </Link>
      ) : null}
    </section>
  );
}
