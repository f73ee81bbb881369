import { useIntl } from 'react-intl';
import type { OrderItem } from '@escapade/api-contract';
import { confirmationMessages, giftConfirmationMessages } from './confirmation-messages';
import styles from './confirmation.module.css';

export interface GiftConfirmationCardProps {
  readonly gift: Extract<OrderItem, { kind: 'gift' }>;
  /** Where a digital voucher is sent: the buyer's e-mail. */
  readonly email: string;
  /** The voucher's last valid day, as the page writes days. */
  readonly validUntil: string;
}

/**
 * What a gift order bought (product-side.md section 9): the stay, its nights for two, until when its
 * voucher is valid and where it goes (e-mailed as a PDF, or posted within 2 to 4 working days).
 */
export function GiftConfirmationCard({ gift, email, validUntil }: GiftConfirmationCardProps) {
  const intl = useIntl();
  const address = gift.deliveryAddress;
  return (
    <section className={styles.card} data-testid="confirmation-gift">
      <h2 className={styles.smallTitle}>{gift.label}</h2>
      <p className={styles.muted}>{gift.hotelLabel}</p>
      <p>{intl.formatMessage(giftConfirmationMessages.giftNights, { count: gift.giftNights })}</p>
      <p>{intl.formatMessage(confirmationMessages.voucherValidUntil, { date: validUntil })}</p>
      <p>
        {address
          ? intl.formatMessage(giftConfirmationMessages.giftDeliveryPhysical, {
              name: address.recipientName,
              address: `${address.addressLine}, ${address.postalCode} ${address.city}, ${intl.formatDisplayName(address.country, { type: 'region' }) ?? address.country}`,
            })
          : intl.formatMessage(giftConfirmationMessages.giftDeliveryDigital, { email })}
      </p>
    </section>
  );
}
