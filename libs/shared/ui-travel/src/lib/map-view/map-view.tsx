import { Component, lazy, Suspense, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Skeleton } from '@escapade/ui';
import { classNames } from '../internal/class-names';
import { MAP_ZOOM, type MapBasemapStyle, type MapMarker, type MapPoint, type MapZoomLevel, mapCenter } from './map-view-model';
import styles from './map-view.module.css';

// maplibre is large: it is fetched only when a map is shown, never with the page's first chunk.
const MapViewImpl = lazy(() => import('./map-view-impl'));

const messages = defineMessages<{
  loading: NoMessageValues;
  failed: NoMessageValues;
  empty: NoMessageValues;
}>({
  loading: { id: 'travel.map.loading', defaultMessage: 'Loading the map...' },
  failed: { id: 'travel.map.failed', defaultMessage: 'The map cannot be shown right now.' },
  empty: { id: 'travel.map.empty', defaultMessage: 'No offer to show on the map.' },
});

/** Where the map stopped, and whether the visitor moved it. */
export interface MapMoveEnd {
  center: MapPoint;
  /** From the centre to a corner, in km rounded up. */
  radiusKm: number;
  /** The same distance in metres, unrounded. */
  radiusMetres: number;
  /** False when the map moved by itself (panning to a selected marker). */
  byUser: boolean;
}

export interface MapViewProps {
  markers: readonly MapMarker[];
  /** The selected marker: drawn larger (47 px) and red. */
  activeId?: string | null;
  onMarkerClick?: (id: string) => void;
  /** A click on the map itself, which deselects. */
  onMapClick?: () => void;
  /** The map stopped moving: its centre and the radius to its corner, for 'Search in this area'. */
  onMoveEnd?: (view: MapMoveEnd) => void;
  center?: MapPoint | null;
  /** Kind of place searched, for the first zoom. */
  zoomLevel?: MapZoomLevel;
  /**
   * The basemap under the markers: the API's style (land, borders, place names) or any MapLibre style;
   * read once when the map starts. Without it the map is a plain sea-coloured surface.
   */
  basemap?: MapBasemapStyle | null;
  /** Groups close markers into counted clusters. */
  cluster?: boolean;
  /** Accessible name of the map region. */
  label: string;
  className?: string;
}

/** What the lazy module receives: the props with the centre and zoom already decided. */
export interface MapViewImplProps extends Omit<MapViewProps, 'center' | 'zoomLevel' | 'className' | 'label'> {
  center: MapPoint;
  zoom: number;
  failedText: string;
}

class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The offers map (maplibre over our own basemap, markers and clusters), loaded lazily so maplibre never
 * weighs on a page that does not show a map; a failed load leaves a message, not a blank box.
 */
export function MapView({ center, zoomLevel = 'city', className, label, markers, activeId, ...props }: MapViewProps) {
  const intl = useIntl();
  const failed = <p className={styles.message}>{intl.formatMessage(messages.failed)}</p>;
  return (
    <section aria-label={label} className={classNames(styles.root, className)}>
      <MapErrorBoundary fallback={failed}>
        <Suspense
          fallback={
            <div className={styles.loading} role="status">
              <Skeleton variant="rect" width="100%" height="100%" />
              <span className={styles.message}>{intl.formatMessage(messages.loading)}</span>
            </div>
          }
        >
          <MapViewImpl
            {...props}
            markers={markers}
            activeId={activeId}
            center={mapCenter(center, markers, activeId)}
            zoom={MAP_ZOOM[zoomLevel]}
            failedText={intl.formatMessage(messages.failed)}
          />
        </Suspense>
      </MapErrorBoundary>
      {markers.length === 0 ? <p className={styles.empty}>{intl.formatMessage(messages.empty)}</p> : null}
    </section>
  );
}
