import { useIntl } from 'react-intl';
import type { ProductDetail, ProductQuote } from '@escapade/api-contract';
import { formatDay, type MarketCode } from '@escapade/util-market';
import { cancellationDisplay, touristTaxText } from '@escapade/util-pricing';
import type { StayCheckoutEntry } from './checkout-entry';
import { checkoutMessages } from './checkout-messages';
import styles from '../../lib/checkout.module.css';

const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' };

export interface StayRecapProps {
  readonly stay: StayCheckoutEntry;
  readonly product: ProductDetail | undefined;
  readonly quote: ProductQuote;
  readonly market: MarketCode;
  readonly now: Date;
}

/**
 * The stay being bought: its picture and name, the hotel, the dates and nights, the party, what the
 * stay includes with each activity's chosen day, the cancellation terms and the tourist tax note.
 */
export function StayRecap({ stay, product, quote, market, now }: StayRecapProps) {
  const intl = useIntl();
  const image = product?.images[0];
  const cancellation = cancellationDisplay({ hasDates: true, policy: quote.cancellationPolicy, market, now });
  return (
    <section className={styles.recap} aria-labelledby="checkout-recap-title">
      <h2 id="checkout-recap-title" className={styles.sectionTitle}>
        {intl.formatMessage(checkoutMessages.recapTitle)}
      </h2>
      <div className={styles.recapHead}>
        {image ? <img className={styles.recapImage} src={image.sizes['SMALL'] ?? image.url} alt="" width={120} height={80} /> : null}
        <div>
          <p className={styles.recapLabel}>{product?.label}</p>
          {product ? <p className={styles.muted}>{[product.hotel.label, product.hotel.location.label].filter(Boolean).join(', ')}</p> : null}
        </div>
      </div>
      <div className={styles.facts}>
        <p>
          {intl.formatMessage(checkoutMessages.recapDates, {
            checkin: formatDay(intl, stay.checkin, LONG_DAY),
            checkout: formatDay(intl, stay.checkout, LONG_DAY),
          })}{' '}
          ({intl.formatMessage(checkoutMessages.recapNights, { nights: stay.nights })})
        </p>
        <p>{intl.formatMessage(checkoutMessages.recapParty, { adults: stay.adult, children: stay.child, babies: stay.baby })}</p>
      </div>
      {quote.programLineList.length > 0 ? (
        <>
          <h3 className={styles.smallTitle}>{intl.formatMessage(checkoutMessages.recapProgramTitle)}</h3>
          <ul className={styles.program}>
            {quote.programLineList.map((line, index) => (
              <li key={`${line.type}-${line.activityId ?? index}`}>
                {line.date === null ? line.title : intl.formatMessage(checkoutMessages.recapActivityDay, { title: line.title, date: formatDay(intl, line.date, LONG_DAY) })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className={cancellation.kind === 'cancellable' ? styles.cancellable : styles.muted}>{intl.formatMessage(cancellation.message, cancellation.message.values)}</p>
      {product ? (
        <p className={styles.muted}>{intl.formatMessage(touristTaxText(product.hotel.localTax, intl.locale), touristTaxText(product.hotel.localTax, intl.locale).values)}</p>
      ) : null}
    </section>
  );
}
