import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useHref } from '@escapade/app-providers/router';
import type { ProductDetail } from '@escapade/api-contract';
import { itemEvent, itemListEvent, useTrack, useTrackedView, type ItemFacts } from '@escapade/app-providers/analytics';
import { useRecommendedOffers } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { normaliseCriteria, type ProductPageState } from '@escapade/util-criteria';
import type { DeferredRowContent } from '../../app/deferred-row';
import { RecommendedOfferCard } from './recommended-offer-card';
import { recommendationsMessages } from './recommendations-messages';
import layout from '../../app/page-layout.module.css';
import rowStyles from '../../app/card-row.module.css';

/** Name of the list in analytics events, as the results page names its own. */
export const RECOMMENDATIONS_LIST_NAME = 'product_recommendations';

export interface RecommendedOffersProps extends DeferredRowContent {
  readonly product: ProductDetail;
  readonly state: ProductPageState;
  /** Nights of the chosen stay, when both dates are set. */
  readonly nights: number | undefined;
}

/**
 * 'You may also like': offers like this one in other hotels, as the results cards (the same adapter),
 * in a row that scrolls sideways; the row shown sends view_item_list and a card's link select_item, as the results page does.
 */
export default function RecommendedOffers({ product, state, nights, onLoaded, placeholder }: RecommendedOffersProps) {
  const intl = useIntl();
  const market = useMarket();
  const root = useHref('/');
  const track = useTrack('product');
  const gifting = state.flow === 'gifting';
  const recommendations = useRecommendedOffers(
    { id: String(product.id) },
    {
      locale: market.code,
      flow: state.flow,
      checkin: gifting || nights === undefined ? undefined : state.checkin,
      nights: nights ?? product.defaultNights,
      adult: state.adult,
      child: state.child,
      baby: state.baby,
    },
  );
  const offers = recommendations.data?.offers ?? [];
  const category = gifting ? 'gift' : 'weekend';
  const items: ItemFacts[] = offers.map((card, index) => ({ id: card.id, name: card.label, category, priceCents: card.sellPrice, index }));
  // The row is shown (its code and data load near the viewport): the list it showed, once per set of offers.
  useTrackedView(
    'product',
    items.length > 0 ? itemListEvent(RECOMMENDATIONS_LIST_NAME, items) : undefined,
    `${RECOMMENDATIONS_LIST_NAME}:${items.map((item) => item.id).join(',')}`,
  );
  const settled = !recommendations.isPending;
  const shown = offers.length > 0;
  useEffect(() => {
    if (settled) onLoaded(shown);
  }, [settled, shown, onLoaded]);
  if (!settled) return placeholder;
  if (!shown) return null;
  // The cards link to each offer with the page's stay and party, as a results card does.
  const criteria = normaliseCriteria({
    flow: state.flow,
    checkin: gifting ? undefined : state.checkin,
    checkout: gifting ? undefined : state.checkout,
    travellers: { adult: state.adult, child: state.child, baby: state.baby },
    giftNights: state.giftNights,
  });
  const context = { criteria, market: market.code, hrefOf: (path: string) => `${root.replace(/\/$/, '')}${path}` };
  return (
    <section id="recommendations" className={layout.section} aria-labelledby="product-recommendations">
      <h2 id="product-recommendations" className={layout.sectionTitle}>
        {intl.formatMessage(recommendationsMessages.title)}
      </h2>
      {/* A row that scrolls sideways is focusable, so keyboard users can scroll it too. */}
      <ul className={rowStyles.track} aria-label={intl.formatMessage(recommendationsMessages.list)} tabIndex={0}>
        {offers.map((card, index) => (
          <li key={card.id} className={rowStyles.item}>
            <RecommendedOfferCard card={card} context={context} onSelect={() => track(itemEvent('select_item', items[index], RECOMMENDATIONS_LIST_NAME), { beacon: true })} />
          </li>
        ))}
      </ul>
    </section>
  );
}
