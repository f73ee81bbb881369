import { useIntl } from 'react-intl';
import type { HotelDetail } from '@escapade/api-contract';
import { Dialog } from '@escapade/ui';
import { hotelFactsMessages } from './hotel-facts-messages';
import styles from './hotel-facts.module.css';

/** Where a point is on OpenStreetMap, for directions from the visitor's own map application. */
function openStreetMapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}

/** The getting-there modal: the hotel's address and a link to its place on a map. Loaded when the visitor opens it. */
export default function GettingThereDialog({ hotel, onClose }: { readonly hotel: HotelDetail; readonly onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog open onClose={onClose} title={intl.formatMessage(hotelFactsMessages.gettingThere)} size="lg">
      <address className={styles.address}>
        {hotel.label}
        <br />
        {hotel.location.address}, {hotel.location.zipCode} {hotel.location.label}
      </address>
      <a href={openStreetMapUrl(hotel.location.latitude, hotel.location.longitude)} target="_blank" rel="noopener noreferrer">
        {intl.formatMessage(hotelFactsMessages.map)}
      </a>
    </Dialog>
  );
}
