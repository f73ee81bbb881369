import { useIntl } from 'react-intl';
import type { HotelDetail } from '@escapade/api-contract';
import { Dialog } from '@escapade/ui';
import { hotelFactsMessages } from './hotel-facts-messages';
import layout from '../../app/page-layout.module.css';
import styles from './hotel-facts.module.css';

/** The services and equipment modal: the hotel's facilities, its highlighted ones first, and its eco-friendly commitments. */
export default function ServicesDialog({ hotel, onClose }: { readonly hotel: HotelDetail; readonly onClose: () => void }) {
  const intl = useIntl();
  const facilities = [...new Set([...hotel.highlightedFacilities, ...hotel.facilities])];
  return (
    <Dialog open onClose={onClose} title={intl.formatMessage(hotelFactsMessages.facilities)} size="md">
      <ul className={layout.pills}>
        {facilities.map((facility) => (
          <li key={facility}>{facility}</li>
        ))}
      </ul>
      {hotel.ecoFacilities.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{intl.formatMessage(hotelFactsMessages.ecoFacilities)}</h3>
          <ul className={layout.pills}>
            {hotel.ecoFacilities.map((facility) => (
              <li key={facility}>{facility}</li>
            ))}
          </ul>
        </>
      ) : null}
    </Dialog>
  );
}
