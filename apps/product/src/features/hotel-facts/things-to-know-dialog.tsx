import { useIntl } from 'react-intl';
import type { HotelDetail } from '@escapade/api-contract';
import { useMarket } from '@escapade/i18n';
import { Dialog } from '@escapade/ui';
import { CancellationBadge, TouristTaxNote } from '@escapade/ui-travel';
import { type CancellationPolicy, formatPrice } from '@escapade/util-pricing';
import { hotelFactsMessages } from './hotel-facts-messages';
import styles from './hotel-facts.module.css';

/** The stay whose cancellation terms the modal tells, on a product page (a hotel page has none). */
export interface ThingsToKnowStay {
  readonly cancellationPolicy: CancellationPolicy | null;
  readonly checkin: string | undefined;
}

export interface ThingsToKnowDialogProps {
  readonly hotel: HotelDetail;
  readonly stay?: ThingsToKnowStay;
  readonly onClose: () => void;
}

/** The things-to-know modal: pets, local taxes and, for a stay, its cancellation policy. Loaded when the visitor opens it. */
export default function ThingsToKnowDialog({ hotel, stay, onClose }: ThingsToKnowDialogProps) {
  const intl = useIntl();
  const market = useMarket();
  const { policy } = hotel;
  return (
    <Dialog open onClose={onClose} title={intl.formatMessage(hotelFactsMessages.thingsToKnow)} size="md">
      <h3 className={styles.dialogTitle}>{intl.formatMessage(hotelFactsMessages.pets)}</h3>
      <ul className={styles.dialogList}>
        <li>
          {policy.petsAllowed ? intl.formatMessage(hotelFactsMessages.petsAllowed, { count: policy.petsMaxNumberOfPets }) : intl.formatMessage(hotelFactsMessages.petsNotAllowed)}
        </li>
        {policy.petsAllowed && policy.petsPrice !== null ? (
          <li>{intl.formatMessage(hotelFactsMessages.petsPrice, { price: formatPrice(policy.petsPrice, intl.locale) })}</li>
        ) : null}
        {policy.petsAllowed && policy.petsMaxWeight !== null ? <li>{intl.formatMessage(hotelFactsMessages.petsMaxWeight, { weight: policy.petsMaxWeight })}</li> : null}
      </ul>
      <h3 className={styles.dialogTitle}>{intl.formatMessage(hotelFactsMessages.localTax)}</h3>
      <TouristTaxNote localTax={hotel.localTax} />
      {stay ? (
        <>
          <h3 className={styles.dialogTitle}>{intl.formatMessage(hotelFactsMessages.cancellation)}</h3>
          <CancellationBadge hasDates={stay.checkin !== undefined} policy={stay.cancellationPolicy} market={market.code} checkIn={stay.checkin} />
        </>
      ) : null}
    </Dialog>
  );
}
