import { useIntl } from 'react-intl';
import { giftSetupMessages } from './gift-setup-messages';
import styles from './gift-setup.module.css';

export interface VoucherPreviewProps {
  readonly hotel: string;
  readonly label: string;
  readonly nights: number;
  readonly fromName: string;
  readonly message: string;
  /** The chosen design's name, when one is chosen. */
  readonly design?: string;
  readonly imageUrl?: string;
}

/** The voucher as the recipient will see it, following what the giver types and chooses. */
export function VoucherPreview({ hotel, label, nights, fromName, message, design, imageUrl }: VoucherPreviewProps) {
  const intl = useIntl();
  return (
    <section className={styles.preview} aria-labelledby="gift-preview-title">
      <h2 id="gift-preview-title" className={styles.sectionTitle}>
        {intl.formatMessage(giftSetupMessages.previewTitle)}
      </h2>
      <figure className={styles.voucher} data-testid="voucher-preview">
        {imageUrl ? <img className={styles.voucherImage} src={imageUrl} alt="" width={320} height={180} /> : null}
        <figcaption className={styles.voucherBody}>
          <p className={styles.voucherHeading}>{intl.formatMessage(giftSetupMessages.previewHeading)}</p>
          <p className={styles.voucherLabel}>{label}</p>
          <p>{intl.formatMessage(giftSetupMessages.previewStay, { nights, hotel })}</p>
          {message.trim() !== '' ? <blockquote className={styles.voucherMessage}>{message}</blockquote> : null}
          {fromName.trim() !== '' ? <p className={styles.voucherFrom}>{intl.formatMessage(giftSetupMessages.previewFrom, { name: fromName })}</p> : null}
          <p className={styles.muted}>{intl.formatMessage(giftSetupMessages.validity)}</p>
          {design ? <p className={styles.muted}>{intl.formatMessage(giftSetupMessages.previewDesign, { design })}</p> : null}
        </figcaption>
      </figure>
    </section>
  );
}
