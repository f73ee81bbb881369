import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useMarket } from '@escapade/i18n';
import { boxDiscount, boxRatingText, formatPrice } from '@escapade/util-pricing';
import { homeMessages } from '../home-messages';
import type { CmsBlockOf } from './block-types';
import { CmsLink } from '../../cms-content';
import styles from './cms-blocks.module.css';

/**
 * The gift-box block: campaign title and button, then the boxes in their CMS position, each with
 * what it includes, its rating (x/10 without a slash) and its price, with the discount the spec
 * computes from price and promo price.
 */
export function BoxesBlock({ title, subtitle, buttonLabel, buttonURL, boxes }: CmsBlockOf<'boxes'>) {
  const intl = useIntl();
  const market = useMarket();
  const titleId = useId();
  const price = (cents: number) => formatPrice(cents, market.locale, market.currency);
  const percent = new Intl.NumberFormat(market.locale, { style: 'percent' });
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {subtitle ? <p className={styles.muted}>{subtitle}</p> : null}
      <ul className={styles.grid}>
        {[...boxes]
          .sort((a, b) => a.position - b.position)
          .map((box) => {
            const discount = boxDiscount(box.price, box.promoPrice);
            return (
              <li key={box.id}>
                <article className={styles.card}>
                  <img className={styles.image} src={box.image} alt="" loading="lazy" width={640} height={360} />
                  <h3 className={styles.cardTitle}>
                    <CmsLink href={box.url} className={styles.cardLink}>
                      {box.title}
                    </CmsLink>
                  </h3>
                  {box.includedContent.length > 0 ? (
                    <ul className={styles.included}>
                      {box.includedContent.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  ) : null}
                  {box.rating ? <p className={styles.muted}>{intl.formatMessage(homeMessages.boxRating, { rating: boxRatingText(box.rating, market.locale) })}</p> : null}
                  <p className={styles.price}>
                    <span>{price(discount > 0 && box.promoPrice !== null ? box.promoPrice : box.price)}</span>
                    {discount > 0 ? (
                      <>
                        <span className={styles.oldPrice}>{intl.formatMessage(homeMessages.boxOldPrice, { price: price(box.price) })}</span>
                        <span className={styles.discount}>{percent.format(-discount / 100)}</span>
                      </>
                    ) : null}
                  </p>
                </article>
              </li>
            );
          })}
      </ul>
      <CmsLink href={buttonURL} className={styles.button}>
        {buttonLabel}
      </CmsLink>
    </section>
  );
}
