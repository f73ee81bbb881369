import { useIntl } from 'react-intl';
import { IMAGE_DIMENSIONS, IMAGE_SIZES, type ImageSizes } from '@escapade/api-contract';
import { Button } from '@escapade/ui';
import { formatPriceDifference } from '@escapade/util-pricing';
import type { OfferedExtra } from './extra-rules';
import { extrasMessages } from './extras-messages';
import styles from './extras.module.css';

/** Every size of the picture with its width, so the browser picks the one that fits the card. */
function srcSetOf(sizes: ImageSizes): string {
  return IMAGE_SIZES.map((size) => `${sizes[size]} ${IMAGE_DIMENSIONS[size].width}w`).join(', ');
}

export interface ExtraCardProps {
  readonly extra: OfferedExtra;
  /** This extra is the page's offer: the card offers to remove it. */
  readonly added: boolean;
  readonly disabled: boolean;
  readonly onAdd: () => void;
  readonly onRemove: () => void;
}

/** One extra: its picture, what it adds, the difference it makes to the price, its programme and Add or Remove. */
export function ExtraCard({ extra, added, disabled, onAdd, onRemove }: ExtraCardProps) {
  const intl = useIntl();
  const { upsell, priceDifference } = extra;
  const titleId = `extra-${upsell.id}`;
  return (
    <li className={styles.card}>
      <article aria-labelledby={titleId} className={styles.cardBody}>
        {upsell.imagesBySize ? (
          <img
            className={styles.image}
            src={upsell.imagesBySize.SMALL}
            srcSet={srcSetOf(upsell.imagesBySize)}
            sizes="(min-width: 40rem) 15rem, 100vw"
            alt=""
            loading="lazy"
            width={IMAGE_DIMENSIONS.SMALL.width}
            height={IMAGE_DIMENSIONS.SMALL.height}
          />
        ) : null}
        <h3 id={titleId} className={styles.label}>
          {upsell.label}
        </h3>
        {added ? <p className={styles.added}>{intl.formatMessage(extrasMessages.added)}</p> : null}
        <p className={styles.difference}>{priceDifference === null ? intl.formatMessage(extrasMessages.noDifference) : formatPriceDifference(priceDifference, intl.locale)}</p>
        {upsell.programLines.length > 0 ? (
          <ul className={styles.lines}>
            {upsell.programLines.map((line, index) => (
              <li key={`${line.type}-${index}`}>{line.title}</li>
            ))}
          </ul>
        ) : null}
        <Button variant={added ? 'secondary' : 'primary'} onClick={added ? onRemove : onAdd} disabled={disabled}>
          {intl.formatMessage(added ? extrasMessages.remove : extrasMessages.add, { label: upsell.label })}
        </Button>
      </article>
    </li>
  );
}
