import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { type GeoJSONSource, Map as MaplibreMap, Marker, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import type { Point } from 'geojson';
import type { MapViewImplProps } from './map-view';
import { type MapMarker, markersToGeoJson } from './map-view-model';
import styles from './map-view.module.css';

const messages = defineMessages<{ cluster: { count: number } }>({
  cluster: { id: 'travel.map.cluster', defaultMessage: '{count, plural, one {# offer} other {# offers}}, zoom in' },
});

/**
 * maplibre starts its own workers from a URL, which a bundler does not see. `new Worker(new URL(...))`
 * is the form bundlers turn into an emitted worker file, so it is written here and its address caught
 * by a stand-in Worker instead of starting a worker.
 */
function bundledWorkerUrl(): string {
  const RealWorker = globalThis.Worker;
  let url = '';
  globalThis.Worker = class {
    constructor(scriptUrl: string | URL) {
      url = String(scriptUrl);
    }
  } as unknown as typeof Worker;
  try {
    new Worker(new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url));
  } finally {
    globalThis.Worker = RealWorker;
  }
  return url;
}

// A bundled worker loads its other chunks with importScripts, which only a classic worker has;
// maplibre starts a classic worker for an address ending in '.cjs', hence the inert fragment.
setWorkerUrl(`${bundledWorkerUrl()}#.cjs`);

const SOURCE = 'offers';

/** No tiles, no fonts, no network: a plain sea-coloured background under HTML markers. */
const OFFLINE_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#cfe6e8' } }],
};

interface PlacedMarker {
  marker: Marker;
  element: HTMLButtonElement;
}

function markerButton(className: string, label: string, text: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.setAttribute('aria-label', label);
  element.textContent = text;
  element.addEventListener('click', (event) => {
    event.stopPropagation();
    onClick();
  });
  return element;
}

/** The maplibre map itself; only ever loaded through MapView's lazy import. */
export default function MapViewImpl({ markers, activeId, onMarkerClick, onMapClick, onMoveEnd, center, zoom, cluster = true, failedText }: MapViewImplProps) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MaplibreMap | null>(null);
  const placed = useRef(new globalThis.Map<string, PlacedMarker>());
  const latest = useRef({ markers, activeId, onMarkerClick, onMapClick, onMoveEnd, intl });
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    latest.current = { markers, activeId, onMarkerClick, onMapClick, onMoveEnd, intl };
  });

  useEffect(() => {
    if (!container.current) return undefined;
    let instance: MaplibreMap;
    try {
      instance = new MaplibreMap({
        container: container.current,
        style: OFFLINE_STYLE,
        center: [center.longitude, center.latitude],
        zoom,
        attributionControl: false,
      });
    } catch {
      setFailed(true);
      return undefined;
    }
    map.current = instance;
    const shown = placed.current;

    const sync = () => {
      if (!instance.getSource(SOURCE)) return;
      const { markers: current, activeId: active } = latest.current;
      const byId = new globalThis.Map<string, MapMarker>(current.map((marker) => [marker.id, marker]));
      const wanted = new Set<string>();
      for (const feature of instance.querySourceFeatures(SOURCE)) {
        const properties = feature.properties ?? {};
        const [longitude, latitude] = (feature.geometry as Point).coordinates;
        const key = properties['cluster'] ? `cluster-${properties['cluster_id']}` : String(properties['id']);
        if (wanted.has(key)) continue;
        wanted.add(key);
        if (shown.has(key)) continue;
        let element: HTMLButtonElement;
        if (properties['cluster']) {
          const count = Number(properties['point_count']);
          const clusterId = Number(properties['cluster_id']);
          element = markerButton(
            `${styles.marker} ${styles.cluster}`,
            latest.current.intl.formatMessage(messages.cluster, { count }),
            String(properties['point_count_abbreviated'] ?? count),
            () => {
              const source = instance.getSource<GeoJSONSource>(SOURCE);
              void source?.getClusterExpansionZoom(clusterId).then((next) => instance.easeTo({ center: [longitude, latitude], zoom: next }));
            },
          );
        } else {
          const offer = byId.get(key);
          if (!offer) continue;
          element = markerButton(`${styles.marker}${offer.id === active ? ` ${styles.active}` : ''}`, offer.label, offer.price ?? '', () => {
            latest.current.onMarkerClick?.(offer.id);
            instance.easeTo({ center: [offer.longitude, offer.latitude] });
          });
        }
        shown.set(key, { element, marker: new Marker({ element }).setLngLat([longitude, latitude]).addTo(instance) });
      }
      for (const [key, entry] of shown) {
        if (wanted.has(key)) continue;
        entry.marker.remove();
        shown.delete(key);
      }
    };

    instance.on('error', () => undefined);
    instance.on('load', () => {
      instance.addSource(SOURCE, {
        type: 'geojson',
        data: markersToGeoJson(latest.current.markers),
        cluster,
        clusterRadius: 50,
        clusterMaxZoom: 14,
      });
      // An invisible layer keeps the source's data loaded, so its features can be read for the HTML markers.
      instance.addLayer({ id: `${SOURCE}-points`, type: 'circle', source: SOURCE, paint: { 'circle-opacity': 0, 'circle-radius': 1 } });
    });
    instance.on('render', sync);
    instance.on('click', () => latest.current.onMapClick?.());
    instance.on('moveend', () => {
      const middle = instance.getCenter();
      const corner = instance.getBounds().getNorthEast();
      latest.current.onMoveEnd?.({
        center: { latitude: middle.lat, longitude: middle.lng },
        radiusKm: Math.ceil(middle.distanceTo(corner) / 1000),
      });
    });
    return () => {
      shown.forEach((entry) => entry.marker.remove());
      shown.clear();
      instance.remove();
      map.current = null;
    };
    // The map is built once; later prop changes go through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const source = map.current?.getSource<GeoJSONSource>(SOURCE);
    if (!source) return;
    placed.current.forEach((entry) => entry.marker.remove());
    placed.current.clear();
    void source.setData(markersToGeoJson(markers));
  }, [markers]);

  useEffect(() => {
    placed.current.forEach((entry, key) => entry.element.classList.toggle(styles.active, key === activeId));
    const active = markers.find((marker) => marker.id === activeId);
    if (active) map.current?.easeTo({ center: [active.longitude, active.latitude] });
  }, [activeId, markers]);

  if (failed) return <p className={styles.message}>{failedText}</p>;
  return <div ref={container} className={styles.canvas} />;
}
