import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { CalendarDays } from 'lucide-react';
import type { ProductDetail } from '@escapade/api-contract';
import { useMarket } from '@escapade/i18n';
import { Button, Dialog, DropdownPanel, Skeleton } from '@escapade/ui';
import { CancellationBadge, PriceTag, TouristTaxNote, TravellersPicker } from '@escapade/ui-travel';
import { priceBanner } from '@escapade/util-pricing';
import type { DateSelection } from '@escapade/util-calendar';
import { changeProductDates, changeProductParty, formatProductLocation, switchProductToGifting, type ProductPageState } from '@escapade/util-criteria';
import { productMessages } from './product-messages';
import styles from './product-page.module.css';

const StayCalendar = lazy(() => import('./stay-calendar'));

export interface BookingBoxProps {
  readonly product: ProductDetail;
  readonly state: ProductPageState;
  readonly nights: number | undefined;
  /** A new price is on its way (new dates or party). */
  readonly updating: boolean;
  readonly onChange: (next: ProductPageState) => void;
  /** Booking starts: dates and price are known. */
  readonly onBook: () => void;
}

/**
 * The price banner and booking steps: dates (calendar B), travellers, the price of the stay ('from'
 * without dates, final with them) and 'See prices' / 'Book'. Booking without dates opens the calendar
 * and says why.
 */
export function BookingBox({ product, state, nights, updating, onChange, onBook }: BookingBoxProps) {
  const intl = useIntl();
  const market = useMarket();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [missingDates, setMissingDates] = useState(false);
  const errorId = useId();
  const hasDates = state.checkin !== undefined && state.checkout !== undefined;
  const price = product.price;
  const banner = price
    ? priceBanner({ loading: updating, flow: state.flow, priceType: price.priceType, sellPrice: price.sellPrice, refPrice: price.refPrice, promo: price.promo }, intl.locale)
    : null;
  const day = (date: string) => intl.formatDate(`${date}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });

  const changeDates = (dates: DateSelection) => {
    setMissingDates(false);
    onChange(changeProductDates(state, { checkin: dates.checkIn ?? undefined, checkout: dates.checkOut ?? undefined }));
  };
  const book = () => {
    if (!hasDates) {
      setMissingDates(true);
      setCalendarOpen(true);
      return;
    }
    onBook();
  };
  const { search, hash } = formatProductLocation(switchProductToGifting(state, product.giftPrices));

  return (
    <section className={styles.booking} aria-labelledby={`${errorId}-title`}>
      <h2 id={`${errorId}-title`} className={styles.bookingTitle}>
        {intl.formatMessage(productMessages.bookingTitle)}
      </h2>
      <div className={styles.bookingFields}>
        <Button variant="secondary" iconStart={<CalendarDays />} onClick={() => setCalendarOpen(true)} aria-describedby={missingDates ? errorId : undefined} fullWidth>
          <span className={styles.fieldText}>
            <span className={styles.fieldLabel}>{intl.formatMessage(productMessages.dates)}</span>
            <span>
              {hasDates && state.checkin && state.checkout && nights
                ? intl.formatMessage(productMessages.stayDates, { checkIn: day(state.checkin), checkOut: day(state.checkout), nights })
                : intl.formatMessage(productMessages.chooseDates)}
            </span>
          </span>
        </Button>
        <DropdownPanel
          className={styles.fieldTrigger}
          label={
            <span className={styles.fieldText}>
              <span className={styles.fieldLabel}>{intl.formatMessage(productMessages.travellers)}</span>
              <span>{intl.formatMessage(productMessages.travellersSummary, { adult: state.adult, child: state.child, baby: state.baby })}</span>
            </span>
          }
        >
          <TravellersPicker
            value={{ adult: state.adult, child: state.child, baby: state.baby, singleRoom: false }}
            onChange={(party) => onChange(changeProductParty(state, party))}
          />
        </DropdownPanel>
      </div>

      <div className={styles.price} aria-live="polite" aria-busy={updating}>
        {updating ? <Skeleton width="10rem" height="2.5rem" /> : null}
        {!updating && price ? (
          <PriceTag size="lg" sellPrice={price.sellPrice} refPrice={price.refPrice} promo={price.promo} priceType={price.priceType} itemCategory="weekend" nights={price.nights} />
        ) : null}
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
      {hasDates && !price ? (
        <Button variant="secondary" onClick={() => changeDates({ checkIn: null, checkOut: null })} fullWidth>
          {intl.formatMessage(productMessages.clearDates)}
        </Button>
      ) : (
        <Button onClick={book} fullWidth disabled={updating}>
          {intl.formatMessage(hasDates ? productMessages.book : productMessages.seePrices)}
        </Button>
      )}
      {product.isGiftable ? (
        <a className={styles.giftLink} href={`${product.uri}${search}${hash}`}>
          {intl.formatMessage(productMessages.giftSwitch)}
        </a>
      ) : null}

      <Dialog
        open={calendarOpen}
        onClose={() => setCalendarOpen(false)}
        title={intl.formatMessage(productMessages.chooseDates)}
        description={missingDates ? intl.formatMessage(productMessages.missingDates) : undefined}
        size="lg"
      >
        {calendarOpen ? (
          <Suspense fallback={<Skeleton variant="rect" height="22rem" />}>
            <StayCalendar
              weekendId={product.id}
              dates={{ checkIn: state.checkin ?? null, checkOut: state.checkout ?? null }}
              party={state}
              giftcardHref={product.isGiftable ? `${product.uri}${search}${hash}` : undefined}
              onChange={changeDates}
              onClose={() => setCalendarOpen(false)}
            />
          </Suspense>
        ) : null}
      </Dialog>
    </section>
  );
}
