import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { type GeoJSONSource, Map as MaplibreMap, Marker, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import type { Point } from 'geojson';
import { MAP_LABEL_FIELD_KEY, MAP_TILE_LAYERS } from '@escapade/api-contract';
import type { MapViewImplProps } from './map-view';
import { type MapBasemapStyle, type MapMarker, markersToGeoJson, placeLabels, withAbsoluteTiles } from './map-view-model';
import styles from './map-view.module.css';

const clusterMessages = defineMessages<{ cluster: { count: number } }>({
  cluster: { id: 'travel.map.cluster', defaultMessage: '{count, plural, one {# offer} other {# offers}}, zoom in' },
});

const messages = defineMessages({
  /** maplibre's name for its canvas (`Map.Title`), in the page's language. */
  title: { id: 'travel.map.title', defaultMessage: 'Map' },
  /** maplibre's name for a marker (`Marker.Title`), in the page's language. */
  marker: { id: 'travel.map.marker', defaultMessage: 'Map marker' },
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

/** Without a basemap (its style could not be fetched): a plain sea-coloured surface under the markers, in the design token's colour. */
function offlineStyle(element: HTMLElement): StyleSpecification {
  const sea = getComputedStyle(element).getPropertyValue('--color-brand-100').trim();
  return { version: 8, sources: {}, layers: [{ id: 'background', type: 'background', paint: { 'background-color': sea || 'transparent' } }] };
}

/** The basemap's source whose places layer carries the names (see the API's map style). */
const BASEMAP_SOURCE = 'basemap';

/** The style maplibre starts from, and the place property holding names in the page's language. */
function startingStyle(basemap: MapBasemapStyle | null | undefined, element: HTMLElement): { style: StyleSpecification; labelField: string | null } {
  if (!basemap) return { style: offlineStyle(element), labelField: null };
  const field = basemap.metadata?.[MAP_LABEL_FIELD_KEY];
  return { style: withAbsoluteTiles(basemap, window.location.origin) as unknown as StyleSpecification, labelField: typeof field === 'string' ? field : null };
}

/**
 * Place names as HTML over the map: a symbol layer would need glyphs from a font server, and none can
 * be reached. They are decoration for sighted users (the offers are the map's content), so hidden
 * from assistive technologies and transparent to clicks.
 */
function placeLabelElement(name: string, kind: string): HTMLSpanElement {
  const element = document.createElement('span');
  element.className = `${styles.label} ${kind === 'city' ? styles.cityLabel : styles.areaLabel}`;
  element.setAttribute('aria-hidden', 'true');
  element.textContent = name;
  return element;
}

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
export default function MapViewImpl({ markers, activeId, onMarkerClick, onMapClick, onMoveEnd, center, zoom, cluster = true, failedText, basemap }: MapViewImplProps) {
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
    const { style, labelField } = startingStyle(basemap, container.current);
    try {
      instance = new MaplibreMap({
        container: container.current,
        style,
        center: [center.longitude, center.latitude],
        zoom,
        attributionControl: false,
        // maplibre names its canvas and markers itself, in English unless told.
        locale: { 'Map.Title': latest.current.intl.formatMessage(messages.title), 'Marker.Title': latest.current.intl.formatMessage(messages.marker) },
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
      // Only markers in view: the source also holds the points of tiles around it, and focusing a
      // marker outside the map (Tab) would scroll maplibre's overflow-hidden container out of place.
      const bounds = instance.getBounds();
      for (const feature of instance.querySourceFeatures(SOURCE)) {
        const properties = feature.properties ?? {};
        const [longitude, latitude] = (feature.geometry as Point).coordinates;
        if (!bounds.contains([longitude, latitude])) continue;
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
            latest.current.intl.formatMessage(clusterMessages.cluster, { count }),
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

    const labels = new globalThis.Map<string, Marker>();
    let labelFrame = 0;
    const syncLabels = () => {
      labelFrame = 0;
      if (labelField === null || !instance.getSource(BASEMAP_SOURCE)) return;
      const bounds = instance.getBounds();
      const features = instance.querySourceFeatures(BASEMAP_SOURCE, { sourceLayer: MAP_TILE_LAYERS.places }).map((feature) => ({
        id: feature.id,
        properties: feature.properties ?? {},
        coordinates: (feature.geometry as Point).coordinates,
      }));
      const wanted = placeLabels(features, labelField, instance.getZoom()).filter((label) => bounds.contains([label.longitude, label.latitude]));
      const keys = new Set(wanted.map((label) => label.key));
      for (const [key, marker] of labels) {
        if (keys.has(key)) continue;
        marker.remove();
        labels.delete(key);
      }
      for (const label of wanted) {
        if (labels.has(label.key)) continue;
        const city = label.kind === 'city';
        const marker = new Marker({ element: placeLabelElement(label.name, label.kind), anchor: city ? 'left' : 'center', offset: city ? [6, 0] : [0, 0] });
        labels.set(label.key, marker.setLngLat([label.longitude, label.latitude]).addTo(instance));
      }
    };
    const scheduleLabels = () => {
      if (labelFrame === 0) labelFrame = requestAnimationFrame(syncLabels);
    };

    instance.on('error', () => undefined);
    // `data-idle` while everything the map has is drawn and nothing moves: what a screenshot or a test waits for.
    const element = container.current;
    instance.on('idle', () => element.setAttribute('data-idle', ''));
    instance.on('dataloading', () => element.removeAttribute('data-idle'));
    instance.on('movestart', () => element.removeAttribute('data-idle'));
    instance.on('moveend', scheduleLabels);
    instance.on('sourcedata', (event) => {
      if (event.sourceId === BASEMAP_SOURCE && event.isSourceLoaded) scheduleLabels();
    });
    // Once the style is read, not once every basemap tile has arrived ('load'): the offers come first.
    // Again after a lost graphics context, which rebuilds the style.
    instance.on('style.load', () => {
      if (instance.getSource(SOURCE)) return;
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
    instance.on('moveend', (event) => {
      const middle = instance.getCenter();
      const radiusMetres = middle.distanceTo(instance.getBounds().getNorthEast());
      latest.current.onMoveEnd?.({
        center: { latitude: middle.lat, longitude: middle.lng },
        radiusKm: Math.ceil(radiusMetres / 1000),
        radiusMetres,
        // A drag, a wheel or a key moved it, rather than the map panning to a selected marker.
        byUser: 'originalEvent' in event && event.originalEvent !== undefined,
      });
    });
    return () => {
      cancelAnimationFrame(labelFrame);
      labels.forEach((marker) => marker.remove());
      labels.clear();
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
  // maplibre's own stylesheet makes its container `position: relative`, so the container fills a
  // positioned frame rather than positioning itself (it would collapse to no height).
  return (
    <div className={styles.canvas}>
      <div ref={container} className={styles.map} />
    </div>
  );
}
