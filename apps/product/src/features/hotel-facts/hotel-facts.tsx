import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@escapade/app-providers/router';
import { Clock, Info, MapPin, PawPrint, Sparkles } from 'lucide-react';
import type { HotelDetail } from '@escapade/api-contract';
import { Button } from '@escapade/ui';
import { HotelStars } from '@escapade/ui-travel';
import type { ThingsToKnowStay } from './things-to-know-dialog';
import { hotelFactsMessages } from './hotel-facts-messages';
import layout from '../../app/page-layout.module.css';
import styles from './hotel-facts.module.css';

/** The hotel's info modals, each loaded when the visitor opens it. */
const GettingThereDialog = lazy(() => import('./getting-there-dialog'));
const HoursDialog = lazy(() => import('./hours-dialog'));
const ServicesDialog = lazy(() => import('./services-dialog'));
const ThingsToKnowDialog = lazy(() => import('./things-to-know-dialog'));

/** Which info modal is open. */
type InfoModal = 'gettingThere' | 'hours' | 'services' | 'thingsToKnow';

export interface HotelFactsProps {
  readonly hotel: HotelDetail;
  readonly title: string;
  readonly id: string;
  /** On a product page, the stay whose cancellation terms 'Things to know' tells. */
  readonly stay?: ThingsToKnowStay;
}

/**
 * The hotel: where it is, its times, pets policy and services, under the title the page gives it, with
 * the info modals of product-side.md section 2 (getting there, hours, services and equipment, things to know).
 */
export function HotelFacts({ hotel, title, id, stay }: HotelFactsProps) {
  const intl = useIntl();
  const [open, setOpen] = useState<InfoModal | null>(null);
  const close = () => setOpen(null);
  const opener = (modal: InfoModal, icon: ReactNode, label: string) => (
    <Button variant="secondary" size="sm" iconStart={icon} aria-haspopup="dialog" onClick={() => setOpen(modal)}>
      {label}
    </Button>
  );
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
      <div className={styles.infoButtons}>
        {opener('gettingThere', <MapPin />, intl.formatMessage(hotelFactsMessages.gettingThere))}
        {opener('hours', <Clock />, intl.formatMessage(hotelFactsMessages.hours))}
        {opener('services', <Sparkles />, intl.formatMessage(hotelFactsMessages.facilities))}
        {opener('thingsToKnow', <Info />, intl.formatMessage(hotelFactsMessages.thingsToKnow))}
      </div>
      <Suspense fallback={null}>
        {open === 'gettingThere' ? <GettingThereDialog hotel={hotel} onClose={close} /> : null}
        {open === 'hours' ? <HoursDialog hotel={hotel} onClose={close} /> : null}
        {open === 'services' ? <ServicesDialog hotel={hotel} onClose={close} /> : null}
        {open === 'thingsToKnow' ? <ThingsToKnowDialog hotel={hotel} stay={stay} onClose={close} /> : null}
      </Suspense>
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
