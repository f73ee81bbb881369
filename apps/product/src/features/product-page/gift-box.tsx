import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from '@escapade/app-providers/router';
import type { ProductDetail } from '@escapade/api-contract';
import { Button, RadioGroup } from '@escapade/ui';
import { PriceTag } from '@escapade/ui-travel';
import { defaultGiftNights, giftSellPrice } from '@escapade/util-pricing';
import { formatProductLocation, type ProductPageState } from '@escapade/util-criteria';
import { productMessages } from './product-messages';
import styles from './product-page.module.css';

export interface GiftBoxProps {
  readonly product: ProductDetail;
  readonly state: ProductPageState;
  readonly onChange: (next: ProductPageState) => void;
}

/**
 * The product page in the gifting flow: the voucher's nights (from its price list), its price for
 * two, what the voucher is, and 'Offer' handing over to the gift setup with the same hash.
 */
export function GiftBox({ product, state, onChange }: GiftBoxProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const titleId = useId();
  const nights = state.giftNights !== undefined && giftSellPrice(product.giftPrices, state.giftNights) !== undefined ? state.giftNights : defaultGiftNights(product.giftPrices);
  const price = giftSellPrice(product.giftPrices, nights);
  const { search, hash } = formatProductLocation({ ...state, giftNights: nights });
  const booking = formatProductLocation({ ...state, flow: 'booking' });

  return (
    <section className={styles.booking} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.bookingTitle}>
        {intl.formatMessage(productMessages.giftTitle)}
      </h2>
      {!product.isGiftable || price === undefined ? (
        <>
          <p>{intl.formatMessage(productMessages.notGiftable)}</p>
          <Link to={`${product.uri}${booking.search}${booking.hash}`}>{intl.formatMessage(productMessages.bookInstead)}</Link>
        </>
      ) : (
        <>
          {product.giftPrices.length > 1 ? (
            <RadioGroup
              legend={intl.formatMessage(productMessages.giftNights)}
              value={String(nights)}
              options={product.giftPrices.map((entry) => ({ value: String(entry.nights), label: intl.formatMessage(productMessages.nightsCount, { count: entry.nights }) }))}
              onChange={(value) => onChange({ ...state, giftNights: Number(value) })}
            />
          ) : null}
          <PriceTag size="lg" sellPrice={price} priceType="gift" itemCategory="single_voucher" nights={nights} />
          <p className={styles.banner}>{intl.formatMessage(productMessages.giftValidity)}</p>
          <Button onClick={() => navigate(`/gift/${product.id}${search}${hash}`)} fullWidth>
            {intl.formatMessage(productMessages.offer)}
          </Button>
        </>
      )}
    </section>
  );
}
