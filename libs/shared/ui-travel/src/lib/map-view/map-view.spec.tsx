import { screen } from '@testing-library/react';
import { renderWithIntl } from '@escapade/ui/testing';
import type { MapViewImplProps } from './map-view';
import { MapView } from './map-view';
import { MAP_FALLBACK_CENTER, mapCenter, markersToGeoJson } from './map-view-model';

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
