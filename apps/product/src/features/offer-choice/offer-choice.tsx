import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from '@escapade/app-providers/router';
import type { HotelOffer } from '@escapade/api-contract';
import { useProductOffers, type QueryValuesOf } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { CancellationBadge, PriceTag } from '@escapade/ui-travel';
import { offerChosenUrl, type ProductPageState } from '@escapade/util-criteria';
import { stayQuoteQuery } from '../checkout-start';
import { offerChoiceMessages } from './offer-choice-messages';
import styles from './offer-choice.module.css';

export interface OfferChoiceProps {
  /** The weekend of the page. */
  readonly weekendId: number;
  /** The page's state, with both dates chosen. */
  readonly state: ProductPageState;
}

/** The hotel's getaways for the stay, cheapest first, the page's own among them. */
function byPrice(offers: Readonly<Record<string, HotelOffer>>): HotelOffer[] {
  return Object.values(offers).sort((a, b) => a.priceInfo.sellPrice - b.priceInfo.sellPrice || a.weekendId - b.weekendId);
}

/**
 * The choice of offer on a dated stay's page (product-side.md section 4: 'Selecting an offer changes
 * the cancellation policy and re-quotes'): the hotel's getaways bookable for the stay and party
 * (`GET /product/{id}/offers`), each with its price for the stay and its cancellation terms, the page's
 * own checked. Choosing another opens its page with the same stay and party in place of this one,
 * where it is quoted with its own terms. Shown only with dates, when there is another to choose.
 */
export default function OfferChoice({ weekendId, state }: OfferChoiceProps) {
  const market = useMarket();
  const stay = stayQuoteQuery(state, market.code);
  if (!stay) return null;
  // The quote's query without the activity days, which are each weekend's own.
  const { activitySelectionList: _days, ...query } = stay;
  return <DatedOfferChoice weekendId={weekendId} state={state} query={query} />;
}

function DatedOfferChoice({ weekendId, state, query }: OfferChoiceProps & { readonly query: QueryValuesOf<'productOffers'> }) {
  const intl = useIntl();
  const market = useMarket();
  const navigate = useNavigate();
  const name = useId();
  // The list stays while the chosen offer's page asks its own (the same getaways, from its id).
  const offers = useProductOffers({ id: String(weekendId) }, query);
  const listed = offers.data ? byPrice(offers.data.offers) : [];
  if (listed.length < 2 || !listed.some((offer) => offer.weekendId === weekendId)) return null;
  return (
    <fieldset className={styles.choice} aria-describedby={`${name}-hint`} aria-busy={offers.isPlaceholderData}>
      <legend className={styles.legend}>{intl.formatMessage(offerChoiceMessages.legend)}</legend>
      <p id={`${name}-hint`} className={styles.hint}>
        {intl.formatMessage(offerChoiceMessages.hint)}
      </p>
      <ul className={styles.options}>
        {listed.map((offer) => {
          const id = `${name}-${offer.weekendId}`;
          const { priceInfo } = offer;
          return (
            <li key={offer.weekendId} className={styles.option}>
              <input
                type="radio"
                id={id}
                name={name}
                checked={offer.weekendId === weekendId}
                aria-describedby={`${id}-terms`}
                onChange={() => navigate(offerChosenUrl(state, offer.weekendId), { replace: true })}
              />
              <label htmlFor={id} className={styles.title}>
                {offer.label}
              </label>
              <div id={`${id}-terms`} className={styles.terms}>
                <PriceTag
                  sellPrice={priceInfo.sellPrice}
                  refPrice={priceInfo.refPrice}
                  promo={priceInfo.promoPercentageRounded}
                  priceType={priceInfo.priceType}
                  itemCategory="weekend"
                  nights={priceInfo.nights}
                />
                <CancellationBadge hasDates policy={offer.cancellationPolicy} market={market.code} checkIn={state.checkin} showConditions={false} />
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
