import { screen } from '@testing-library/react';
import { renderWithIntl } from '@escapade/ui/testing';
import type { MapViewImplProps } from './map-view';
import { MapView } from './map-view';
import { MAP_FALLBACK_CENTER, mapCenter, markersToGeoJson, placeLabels, withAbsoluteTiles } from './map-view-model';

const received: MapViewImplProps[] = [];

// maplibre needs WebGL: the lazy module is replaced, so only MapView's own logic runs here.
jest.mock('./map-view-impl', () => ({
  __esModule: true,
  default: (props: MapViewImplProps) => {
    received.push(props);
    return <div>map with {props.markers.length} markers</div>;
  },
}));

const markers = [
  { id: 'a', latitude: 45.9, longitude: 6.12, label: 'Hôtel du Lac', price: '€120' },
  { id: 'b', latitude: 48.85, longitude: 2.35, label: 'Hôtel de Paris' },
];

describe('MapView', () => {
  beforeEach(() => {
    received.length = 0;
  });

  it('shows a loading state, then the lazily loaded map with the centre and zoom decided', async () => {
    renderWithIntl(<MapView label="Offers on the map" markers={markers} activeId="b" zoomLevel="department" />);
    expect(screen.getByRole('region', { name: 'Offers on the map' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the map...');
    expect(await screen.findByText('map with 2 markers')).toBeInTheDocument();
    const props = received.at(-1);
    expect(props?.center).toEqual({ latitude: 48.85, longitude: 2.35 });
    expect(props?.zoom).toBe(9);
  });

  it('hands the basemap style to the map', async () => {
    const basemap = { version: 8 as const, sources: {}, layers: [] };
    renderWithIntl(<MapView label="Offers on the map" markers={markers} basemap={basemap} />);
    await screen.findByText('map with 2 markers');
    expect(received.at(-1)?.basemap).toBe(basemap);
  });

  it('says so when there is no offer to show, and centres on Barcelona', async () => {
    renderWithIntl(<MapView label="Offers on the map" markers={[]} />);
    expect(screen.getByText('No offer to show on the map.')).toBeInTheDocument();
    await screen.findByText('map with 0 markers');
    expect(received.at(-1)?.center).toEqual(MAP_FALLBACK_CENTER);
    expect(received.at(-1)?.zoom).toBe(12);
  });
});

describe('map model', () => {
  it('prefers the given centre, then the active marker, then the first one', () => {
    expect(mapCenter({ latitude: 1, longitude: 2 }, markers, 'b')).toEqual({ latitude: 1, longitude: 2 });
    expect(mapCenter(null, markers, 'b')).toEqual({ latitude: 48.85, longitude: 2.35 });
    expect(mapCenter(null, markers)).toEqual({ latitude: 45.9, longitude: 6.12 });
  });

  it('turns markers into GeoJSON points (longitude first) for the clustered source', () => {
    expect(markersToGeoJson(markers.slice(0, 1)).features[0]).toEqual({
      type: 'Feature',
      id: 'a',
      properties: { id: 'a' },
      geometry: { type: 'Point', coordinates: [6.12, 45.9] },
    });
  });
});

describe('basemap', () => {
  it('makes the API’s tile addresses absolute, leaving others and the placeholders alone', () => {
    const style = {
      version: 8 as const,
      sources: {
        basemap: { type: 'vector', tiles: ['/api/map/tiles/{z}/{x}/{y}.pbf', 'https://tiles.example/{z}/{x}/{y}.pbf'] },
        land: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
      },
      layers: [],
    };
    const absolute = withAbsoluteTiles(style, 'http://localhost:3000');
    expect(absolute.sources['basemap']).toEqual({ type: 'vector', tiles: ['http://localhost:3000/api/map/tiles/{z}/{x}/{y}.pbf', 'https://tiles.example/{z}/{x}/{y}.pbf'] });
    expect(absolute.sources['land']).toBe(style.sources.land);
  });

  it('names the places shown at the zoom once each, in the page language or English, most important first', () => {
    const place = (id: number, minzoom: number, names: Record<string, string>, kind = 'city') => ({
      id,
      properties: { kind, minzoom, ...names },
      coordinates: [2 + id / 10, 41],
    });
    const features = [
      place(1, 6, { name_es: 'Gerona', name_en: 'Girona' }),
      place(2, 0, { name_es: 'Francia', name_en: 'France' }, 'country'),
      place(1, 6, { name_es: 'Gerona', name_en: 'Girona' }),
      place(3, 9, { name_es: 'Figueras', name_en: 'Figueres' }),
      place(4, 7, { name_en: 'Perpignan' }),
      place(5, 5, { name_es: '' }),
    ];
    expect(placeLabels(features, 'name_es', 8).map((label) => label.name)).toEqual(['Francia', 'Gerona', 'Perpignan']);
    expect(placeLabels(features, 'name_es', 8, 2)).toHaveLength(2);
    expect(placeLabels(features, 'name_es', 9).at(-1)).toMatchObject({ name: 'Figueras', kind: 'city', longitude: 2.3, latitude: 41, minZoom: 9 });
  });
});
