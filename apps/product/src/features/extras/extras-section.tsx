import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { ProductDetail } from '@escapade/api-contract';
import { useProductUpsells } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { preloadable } from '@escapade/ui';
import { extraAddedUrl, extraRemovedUrl, type ProductPageState } from '@escapade/util-criteria';
import { ExtraCard } from './extra-card';
import { EXTRA_GIFT_NIGHTS, extraNights, offeredExtras } from './extra-rules';
import { extrasMessages } from './extras-messages';
import { useExtraNavigation } from './use-extra-navigation';
import layout from '../../app/page-layout.module.css';
import styles from './extras.module.css';

/** The loading modal of a change of extra: its code comes when the visitor heads for a card's button (pointer or focus). */
const ExtraLoadingDialog = preloadable(() => import('./extra-loading-dialog'));

export interface ExtrasSectionProps {
  readonly product: ProductDetail;
  readonly state: ProductPageState;
  /** Nights of the chosen stay, when both dates are set. */
  readonly nights: number | undefined;
}

/**
 * The extras of the product page: the original offer's upsells with the difference each makes to the
 * chosen stay (asked again when the dates or the party change). On an extra's page its own card offers
 * to remove it, which returns to the original offer. Nothing when there is no extra to offer.
 */
export default function ExtrasSection({ product, state, nights }: ExtrasSectionProps) {
  const intl = useIntl();
  const market = useMarket();
  const navigation = useExtraNavigation();
  const originalId = state.originalOfferId ?? product.id;
  const gifting = state.flow === 'gifting';
  const extrasNights = extraNights(state, nights, product.defaultNights);
  const upsells = useProductUpsells(
    { id: String(originalId) },
    {
      locale: market.code,
      checkin: gifting || nights === undefined ? undefined : state.checkin,
      nights: extrasNights,
      adult: state.adult,
      child: state.child,
      baby: state.baby,
    },
    // A gift of more than one night offers no extra: nothing to ask.
    { enabled: !gifting || state.giftNights === EXTRA_GIFT_NIGHTS },
  );
  const extras = offeredExtras(upsells.data?.upsells ?? [], state, extrasNights);
  if (extras.length === 0) return null;
  const removeUrl = extraRemovedUrl(state);
  return (
    <section id="extras" className={layout.section} aria-labelledby="product-extras" aria-busy={upsells.isPlaceholderData}>
      <h2 id="product-extras" className={layout.sectionTitle}>
        {intl.formatMessage(extrasMessages.title)}
      </h2>
      <ul className={styles.cards} onPointerOver={ExtraLoadingDialog.preload} onFocus={ExtraLoadingDialog.preload}>
        {extras.map((extra) => (
          <ExtraCard
            key={extra.upsell.id}
            extra={extra}
            added={extra.upsell.id === product.id && removeUrl !== undefined}
            disabled={navigation.pending !== null}
            onAdd={() => navigation.start('adding', extraAddedUrl(state, product.id, extra.upsell.id))}
            onRemove={() => removeUrl && navigation.start('removing', removeUrl)}
          />
        ))}
      </ul>
      {navigation.pending !== null ? (
        <Suspense fallback={null}>
          <ExtraLoadingDialog pending={navigation.pending} onCancel={navigation.cancel} />
        </Suspense>
      ) : null}
    </section>
  );
}
