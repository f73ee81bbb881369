import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useHref } from '@escapade/app-providers/router';
import { useNearbyHotels } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { HotelCard } from '@escapade/ui-travel';
import { formatHotelHash, type HotelPageState } from '@escapade/util-criteria';
import type { DeferredRowContent } from '../../app/deferred-row';
import { nearbyHotelsMessages } from './nearby-hotels-messages';
import layout from '../../app/page-layout.module.css';
import rowStyles from '../../app/card-row.module.css';

export interface NearbyHotelsProps extends DeferredRowContent {
  readonly hotel: { readonly id: number; readonly label: string };
  /** The page's stay and party: each card's hotel page opens with them. */
  readonly state: HotelPageState;
}

/**
 * 'Hotels nearby': the other hotels within 50 km selling in the market, nearest first, each with its
 * place, how far it is, its rating and its cheapest getaway's 'from' price, linking to its page with
 * the page's dates and party. In a row that scrolls sideways.
 */
export default function NearbyHotels({ hotel, state, onLoaded, placeholder }: NearbyHotelsProps) {
  const intl = useIntl();
  const market = useMarket();
  const root = useHref('/').replace(/\/$/, '');
  const nearby = useNearbyHotels({ hotelId: String(hotel.id) }, { locale: market.code });
  const cards = nearby.data?.offers ?? [];
  const settled = !nearby.isPending;
  const shown = cards.length > 0;
  useEffect(() => {
    if (settled) onLoaded(shown);
  }, [settled, shown, onLoaded]);
  if (!settled) return placeholder;
  if (!shown) return null;
  const hash = formatHotelHash(state);
  return (
    <section id="nearby-hotels" className={layout.section} aria-labelledby="hotel-nearby">
      <h2 id="hotel-nearby" className={layout.sectionTitle}>
        {intl.formatMessage(nearbyHotelsMessages.title)}
      </h2>
      {/* A row that scrolls sideways is focusable, so keyboard users can scroll it too. */}
      <ul className={rowStyles.track} aria-label={intl.formatMessage(nearbyHotelsMessages.list, { hotel: hotel.label })} tabIndex={0}>
        {cards.map((card) => (
          <li key={card.hotel.id} className={rowStyles.item}>
            <HotelCard
              label={card.hotel.label}
              href={`${root}${card.hotel.uri}${hash}`}
              images={card.images}
              stars={card.hotel.stars}
              locationLabel={
                card.distance === null
                  ? card.hotel.location.label
                  : intl.formatMessage(nearbyHotelsMessages.location, { place: card.hotel.location.label, distance: card.distance })
              }
              review={card.hotel.review.average === null ? null : { count: card.hotel.review.count, average: card.hotel.review.average }}
              fromPrice={card.sellPrice}
              nights={card.nights}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
