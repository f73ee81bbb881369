import { useIntl } from 'react-intl';
import { Clock, PawPrint } from 'lucide-react';
import type { HotelDetail } from '@escapade/api-contract';
import { HotelStars } from '@escapade/ui-travel';
import { productMessages } from './product-messages';
import styles from './product-page.module.css';

/** The hotel: where it is, its times, pets policy and services. */
export function HotelSection({ hotel }: { readonly hotel: HotelDetail }) {
  const intl = useIntl();
  return (
    <section id="hotel" className={styles.section} aria-labelledby="product-hotel">
      <h2 id="product-hotel" className={styles.sectionTitle}>
        {intl.formatMessage(productMessages.hotelTitle)}
      </h2>
      <p className={styles.hotelName}>
        <a href={hotel.uri}>{hotel.label}</a> <HotelStars count={hotel.stars} />
      </p>
      <p className={styles.muted}>
        {hotel.location.address}, {hotel.location.zipCode} {hotel.location.label}
      </p>
      <ul className={styles.facts}>
        <li>
          <Clock aria-hidden="true" /> {intl.formatMessage(productMessages.arrival, { time: hotel.checkInOut.checkin })}
        </li>
        <li>
          <Clock aria-hidden="true" /> {intl.formatMessage(productMessages.departure, { time: hotel.checkInOut.checkout })}
        </li>
        <li>
          <PawPrint aria-hidden="true" />{' '}
          {hotel.policy.petsAllowed
            ? intl.formatMessage(productMessages.petsAllowed, { count: hotel.policy.petsMaxNumberOfPets })
            : intl.formatMessage(productMessages.petsNotAllowed)}
        </li>
      </ul>
      {hotel.facilities.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{intl.formatMessage(productMessages.facilities)}</h3>
          <ul className={styles.facilities}>
            {hotel.facilities.map((facility) => (
              <li key={facility}>{facility}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
