import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@escapade/query';
import type { OfferCard } from '@escapade/api-contract';
import { useMapStyle, type searchOffersQueryOptions } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { Button, Dialog, Skeleton } from '@escapade/ui';
import { MapView, type MapMoveEnd } from '@escapade/ui-travel';
import { buildMapMarkerCardRequest, buildMapSearchRequest, searchInThisArea, type OffersSearchBody, type SearchCriteria, type SearchNavigation } from '@escapade/util-criteria';
import { mapMessages } from './map-messages';
import { mapCentreOf, mapZoomLevelOf, offerMarkers, searchMarkers } from './map-markers';
import styles from './map.module.css';

export interface MapModalProps {
  readonly criteria: SearchCriteria;
  /** The results page's own search, which the map's searches are derived from. */
  readonly search: OffersSearchBody;
  /** The results of the page shown: one marker each. */
  readonly cards: readonly OfferCard[];
  /**
   * The page's offers search, handed over rather than imported: the map's chunk then shares the
   * contract's reply schemas with the results page instead of splitting them out of its bundle.
   */
  readonly offersQuery: typeof searchOffersQueryOptions;
  /** The result card of the selected marker, as the results grid draws it. */
  readonly renderPreview: (card: OfferCard) => ReactNode;
  readonly onSearch: (navigation: SearchNavigation) => void;
  readonly onClose: () => void;
}

/**
 * The full-screen map of the results (loaded when first opened): a marker per hotel of the whole
 * search, not only of the page shown (the page's markers stand in while they load); a click selects
 * one (larger, red) and shows its card, fetched when it is not on the page; a click on the map
 * deselects, and once the visitor has moved the map, 'Search in this area' searches around its centre.
 */
export default function MapModal({ criteria, search, cards, offersQuery, renderPreview, onSearch, onClose }: MapModalProps) {
  const intl = useIntl();
  const market = useMarket();
  const style = useMapStyle({ locale: market.code });
  const mapSearch = useQuery(offersQuery(useMemo(() => buildMapSearchRequest(search), [search])));
  const cardOfHotel = useMemo(() => new Map([...(mapSearch.data?.exactMatches ?? []), ...cards].map((card) => [card.hotel.id, card] as const)), [mapSearch.data, cards]);
  const allMarkers = mapSearch.data?.markers;
  const markers = useMemo(
    () => (allMarkers ? searchMarkers(allMarkers, cardOfHotel, market.locale) : offerMarkers(cards, market.locale)),
    [allMarkers, cardOfHotel, cards, market.locale],
  );
  const [activeId, setActiveId] = useState<string | null>(null);
  const [area, setArea] = useState<MapMoveEnd | null>(null);
  const known = activeId === null ? undefined : cardOfHotel.get(Number(activeId));
  const markerCard = useQuery({
    ...offersQuery(buildMapMarkerCardRequest(search, Number(activeId ?? 0))),
    enabled: activeId !== null && known === undefined,
  });
  const fetched = markerCard.data?.exactMatches.find((card) => String(card.hotel.id) === activeId);
  const active = known ?? fetched;
  const title = intl.formatMessage(mapMessages.title);
  return (
    <Dialog open onClose={onClose} title={title} className={styles.dialog}>
      <div className={styles.frame}>
        {style.isPending ? (
          <Skeleton variant="rect" width="100%" height="100%" />
        ) : (
          <MapView
            label={title}
            markers={markers}
            activeId={activeId}
            onMarkerClick={setActiveId}
            onMapClick={() => setActiveId(null)}
            onMoveEnd={(view) => {
              if (view.byUser) setArea(view);
            }}
            center={mapCentreOf(criteria)}
            zoomLevel={mapZoomLevelOf(criteria)}
            // A style that could not be fetched leaves the plain map: the markers matter more than the land.
            basemap={style.data ?? null}
            className={styles.map}
          />
        )}
        {area ? (
          <Button
            className={styles.searchArea}
            onClick={() => {
              setArea(null);
              setActiveId(null);
              onSearch(searchInThisArea(criteria, { lat: area.center.latitude, lng: area.center.longitude }, area.radiusMetres));
            }}
          >
            {intl.formatMessage(mapMessages.searchArea)}
          </Button>
        ) : null}
        {active ? (
          <section aria-label={intl.formatMessage(mapMessages.preview)} className={styles.preview}>
            {renderPreview(active)}
          </section>
        ) : null}
      </div>
    </Dialog>
  );
}
