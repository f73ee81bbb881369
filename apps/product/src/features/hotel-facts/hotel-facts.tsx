import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Clock, MapPin, PawPrint } from 'lucide-react';
import type { HotelDetail } from '@escapade/api-contract';
import { Button } from '@escapade/ui';
import { HotelStars } from '@escapade/ui-travel';
import { hotelFactsMessages } from './hotel-facts-messages';
import layout from '../../app/page-layout.module.css';
import styles from './hotel-facts.module.css';

/** The getting-there modal, loaded when the visitor opens it. */
const GettingThereDialog = lazy(() => import('./getting-there-dialog'));

/** The hotel: where it is, its times, pets policy and services, under the title the page gives it. */
export function HotelFacts({ hotel, title, id }: { readonly hotel: HotelDetail; readonly title: string; readonly id: string }) {
  const intl = useIntl();
  const [gettingThereOpen, setGettingThereOpen] = useState(false);
  return (
    <section id={id} className={layout.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={layout.sectionTitle}>
        {title}
      </h2>
      <p className={styles.hotelName}>
        <Link to={hotel.uri}>{hotel.label}</Link> <HotelStars count={hotel.stars} />
      </p>
      <p className={layout.muted}>
        {hotel.location.address}, {hotel.location.zipCode} {hotel.location.label}
      </p>
      <Button variant="secondary" size="sm" iconStart={<MapPin />} onClick={() => setGettingThereOpen(true)}>
        {intl.formatMessage(hotelFactsMessages.gettingThere)}
      </Button>
      {gettingThereOpen ? (
        <Suspense fallback={null}>
          <GettingThereDialog hotel={hotel} onClose={() => setGettingThereOpen(false)} />
        </Suspense>
      ) : null}
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
          <ul className={layout.pills}>
            {hotel.facilities.map((facility) => (
              <li key={facility}>{facility}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
