import { useIntl } from 'react-intl';
import { Link } from '@escapade/app-providers/router';
import type { OfferCard } from '@escapade/api-contract';
import { useProductDetail } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { BREAKPOINTS, Button, Dialog, Drawer, Skeleton, useMediaQuery } from '@escapade/ui';
import { CancellationBadge, PriceTag } from '@escapade/ui-travel';
import { daysBetween } from '@escapade/util-market';
import type { HotelPageState } from '@escapade/util-criteria';
import { PackageIncludes, ProgramSection } from '../product-page/program-section';
import { hotelMessages } from './hotel-messages';
import { pageMessages } from '../../app/page-messages';
import styles from './hotel-page.module.css';

/** Where the detail is a centred modal rather than a sheet rising from the bottom (the layout's 64rem). */
const DESKTOP_MEDIA_QUERY = `(min-width: ${BREAKPOINTS.lg}px)`;

export interface OfferDetailDialogProps {
  readonly offer: OfferCard;
  /** The page's stay and party: the detail is priced for them. */
  readonly state: HotelPageState;
  /** The getaway's page with the page's stay, for Book; none without dates. */
  readonly bookHref: string | null;
  /** Without dates: closes the detail and opens the calendar. */
  readonly onChooseDates?: () => void;
  readonly onClose: () => void;
}

/**
 * A getaway's detail on the hotel page (product-side.md section 2, offer-detail modal): a bottom sheet on
 * a phone, a centred modal on a desktop, with what the stay includes, its programme and its cancellation
 * terms for the page's dates and party, its price and 'Book' (with dates) or 'See availability'.
 */
export default function OfferDetailDialog({ offer, state, bookHref, onChooseDates, onClose }: OfferDetailDialogProps) {
  const intl = useIntl();
  const market = useMarket();
  const desktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  const nights = state.checkin !== undefined && state.checkout !== undefined ? daysBetween(state.checkin, state.checkout) : undefined;
  const dated = nights !== undefined;
  const detail = useProductDetail(
    { weekendId: String(offer.id) },
    { locale: market.code, checkin: dated ? state.checkin : undefined, night: nights, adult: state.adult, child: state.child, baby: state.baby },
  );
  const product = detail.data;
  const price = product?.price ?? null;
  const footer = (
    <div className={styles.detailFooter}>
      {price ? (
        <PriceTag sellPrice={price.sellPrice} refPrice={price.refPrice} promo={price.promo} priceType={price.priceType} itemCategory="weekend" nights={price.nights} />
      ) : (
        <span />
      )}
      {bookHref ? (
        <Link className={styles.bookLink} to={bookHref}>
          {intl.formatMessage(pageMessages.book)}
        </Link>
      ) : (
        <Button
          variant="secondary"
          onClick={() => {
            onClose();
            onChooseDates?.();
          }}
        >
          {intl.formatMessage(hotelMessages.seeAvailability)}
        </Button>
      )}
    </div>
  );
  // Focusable, so a keyboard can scroll the detail when it is longer than the window.
  const body = (
    <div className={styles.detail} aria-busy={detail.isPending} tabIndex={0} role="group" aria-label={offer.label}>
      {detail.isPending ? <Skeleton lines={6} /> : null}
      {detail.isError ? (
        <div role="alert">
          <p>{intl.formatMessage(pageMessages.failed)}</p>
          <Button variant="secondary" onClick={() => detail.refetch()}>
            {intl.formatMessage(pageMessages.retry)}
          </Button>
        </div>
      ) : null}
      {product ? (
        <>
          {product.images[0] ? <img className={styles.detailImage} src={product.images[0].sizes['640_360']} alt={product.images[0].alt} width={640} height={360} /> : null}
          <PackageIncludes summary={product.packageSummary} nights={nights ?? product.defaultNights} />
          <ProgramSection lines={product.programLines} />
          <CancellationBadge hasDates={dated} policy={product.cancellationPolicy} market={market.code} checkIn={state.checkin} showConditions />
        </>
      ) : null}
    </div>
  );
  return desktop ? (
    <Dialog open onClose={onClose} title={offer.label} footer={footer} size="lg">
      {body}
    </Dialog>
  ) : (
    <Drawer open onClose={onClose} title={offer.label} footer={footer} placement="bottom">
      {body}
    </Drawer>
  );
}
