import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Clock, PawPrint } from 'lucide-react';
import type { HotelDetail } from '@escapade/api-contract';
import { HotelStars } from '@escapade/ui-travel';
import { hotelFactsMessages } from './hotel-facts-messages';
import styles from './hotel-facts.module.css';

/** The hotel: where it is, its times, pets policy and services, under the title the page gives it. */
export function HotelFacts({ hotel, title, id }: { readonly hotel: HotelDetail; readonly title: string; readonly id: string }) {
  const intl = useIntl();
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      <p className={styles.hotelName}>
        <Link to={hotel.uri}>{hotel.label}</Link> <HotelStars count={hotel.stars} />
      </p>
      <p className={styles.muted}>
        {hotel.location.address}, {hotel.location.zipCode} {hotel.location.label}
      </p>
      <ul className={styles.facts}>
        <li>
          <Clock aria-hidden="true" /> {intl.formatMessage(hotelFactsMessages.arrival, { time: hotel.checkInOut.checkin })}
        </li>
        <li>
          <Clock aria-hidden="true" /> {intl.formatMessage(hotelFactsMessages.departure, { time: hotel.checkInOut.checkout })}
        </li>
        <li>
          <PawPrint aria-hidden="true" />{' '}
          {hotel.policy.petsAllowed
            ? intl.formatMessage(hotelFactsMessages.petsAllowed, { count: hotel.policy.petsMaxNumberOfPets })
            : intl.formatMessage(hotelFactsMessages.petsNotAllowed)}
        </li>
      </ul>
      {hotel.facilities.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{intl.formatMessage(hotelFactsMessages.facilities)}</h3>
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
