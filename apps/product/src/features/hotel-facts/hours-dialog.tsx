import { useIntl } from 'react-intl';
import type { HotelDetail } from '@escapade/api-contract';
import { Dialog } from '@escapade/ui';
import { hotelFactsMessages } from './hotel-facts-messages';
import styles from './hotel-facts.module.css';

/** The hours modal: when the hotel welcomes its guests and when they leave. Loaded when the visitor opens it. */
export default function HoursDialog({ hotel, onClose }: { readonly hotel: HotelDetail; readonly onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog open onClose={onClose} title={intl.formatMessage(hotelFactsMessages.hours)} size="md">
      <ul className={styles.dialogList}>
        <li>{intl.formatMessage(hotelFactsMessages.arrival, { time: hotel.checkInOut.checkin })}</li>
        <li>{intl.formatMessage(hotelFactsMessages.departure, { time: hotel.checkInOut.checkout })}</li>
      </ul>
    </Dialog>
  );
}
