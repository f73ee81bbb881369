import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapViewProps } from '@escapade/ui-travel';
import { normaliseCriteria } from '@escapade/util-criteria';
import { renderPage } from '../../testing/render-page';
import { json, offersReply } from '../../testing/replies';
import { mapCentreOf, mapZoomLevelOf, offerMarkers } from './map-markers';

const shown: MapViewProps[] = [];

// maplibre needs WebGL: the map is replaced by buttons that stand for its markers, a click on the
// map and a move by the visitor, so only the modal's own behaviour runs here.
jest.mock('@escapade/ui-travel', () => ({
  ...jest.requireActual('@escapade/ui-travel'),
  MapView: (props: MapViewProps) => {
    shown.push(props);
    return (
      <section aria-label={props.label}>
        {props.markers.map((marker) => (
          <button key={marker.id} type="button" aria-label={marker.label} aria-pressed={marker.id === props.activeId} onClick={() => props.onMarkerClick?.(marker.id)}>
            {marker.price}
          </button>
        ))}
        <button type="button" onClick={() => props.onMapClick?.()}>
          map
        </button>
        <button type="button" onClick={() => props.onMoveEnd?.({ center: { latitude: 41.39, longitude: 2.17 }, radiusKm: 13, radiusMetres: 12_400, byUser: true })}>
          drag
        </button>
        <button type="button" onClick={() => props.onMoveEnd?.({ center: { latitude: 41.4, longitude: 2.2 }, radiusKm: 13, radiusMetres: 12_400, byUser: false })}>
          pan
        </button>
      </section>
    );
  },
}));

const style = {
  version: 8,
  name: 'Escapade',
  metadata: { 'escapade:label-field': 'name_fr' },
  sources: { basemap: { type: 'vector', tiles: ['/api/map/tiles/{z}/{x}/{y}.pbf'], minzoom: 0, maxzoom: 10, attribution: 'Natural Earth' } },
  layers: [{ id: 'sea', type: 'background', paint: { 'background-color': '#c6e4e4' } }],
};

/** A page of two stays in two hotels (1590 and 1591). */
function pageReply() {
  const reply = offersReply(30, 2);
  return { ...reply, exactMatches: reply.exactMatches.map((card, index) => ({ ...card, hotel: { ...card.hotel, id: card.hotel.id + index } })) };
}

/** The map's search: every hotel of the search, the page's two and one further on (1700, at Lyon). */
function mapReply() {
  const [first, second] = pageReply().exactMatches;
  const marker = (card: typeof first) => ({
    id: card.hotel.id,
    location: { label: card.hotel.label, latitude: card.hotel.location.latitude, longitude: card.hotel.location.longitude },
    weekendIds: [card.id],
  });
  return {
    ...pageReply(),
    exactMatches: [first],
    markers: [marker(first), marker(second), { id: 1700, location: { label: 'Château de Lyon', latitude: 45.76, longitude: 4.83 }, weekendIds: [5100, 5101] }],
  };
}

/** The card of hotel 1700, as the marker's own search answers it. */
function markerCardReply() {
  const reply = offersReply(1, 1);
  const [first] = reply.exactMatches;
  return { ...reply, exactMatches: [{ ...first, id: 5100, label: 'Week-end à Lyon', hotel: { ...first.hotel, id: 1700, label: 'Château de Lyon' } }] };
}

describe('results map', () => {
  const realFetch = global.fetch;
  let bodies: Record<string, unknown>[] = [];

  beforeEach(() => {
    shown.length = 0;
    bodies = [];
    global.fetch = jest.fn((url: string, init?: RequestInit) => {
      if (String(url).includes('/api/map/style.json')) return Promise.resolve(json(style));
      const body = JSON.parse(String(init?.body ?? '{}')) as { performMapSearch?: boolean; searchCriterias?: { hotelId?: number } };
      bodies.push(body);
      if (body.performMapSearch) return Promise.resolve(json(mapReply()));
      return Promise.resolve(json(body.searchCriterias?.hotelId === undefined ? pageReply() : markerCardReply()));
    }) as unknown as typeof fetch;
  });

  afterEach(() => {
    global.fetch = realFetch;
  });

  async function openMap() {
    const user = userEvent.setup();
    await renderPage('/search?flow=booking#city=paris');
    await screen.findByRole('list', { name: 'Offres' });
    await user.click(screen.getByRole('button', { name: 'Carte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Les offres sur la carte' });
    await within(dialog).findByRole('region', { name: 'Les offres sur la carte' });
    return { user, dialog };
  }

  it('opens the whole search on a full-screen map, a marker per hotel of every page, priced when its card is known, over the market’s basemap', async () => {
    const { dialog } = await openMap();
    // French puts a narrow no-break space before the euro sign.
    expect(within(dialog).getByRole('button', { name: /^Manoir des Cèdres, Week-end détente à Suresnes 0, 65\s€$/ })).toHaveTextContent(/^65\s€$/);
    await within(dialog).findByRole('button', { name: 'Château de Lyon' });
    const props = shown.at(-1);
    expect(props?.markers.map((marker) => marker.id)).toEqual(['1590', '1591', '1700']);
    expect(bodies.find((body) => body.performMapSearch)).toMatchObject({ searchCriterias: { city: 'paris' }, locale: 'fr_FR' });
    expect(bodies.find((body) => body.performMapSearch)).not.toHaveProperty('pagination');
    expect(props?.zoomLevel).toBe('city');
    expect(props?.basemap).toEqual(style);
    expect(global.fetch).toHaveBeenCalledWith(expect.stringContaining('/api/map/style.json?locale=fr_FR'), expect.anything());
  });

  it('shows the card of a selected marker and hides it on a click on the map', async () => {
    const { user, dialog } = await openMap();
    await user.click(within(dialog).getByRole('button', { name: /Suresnes 1, 65\s€$/ }));
    const preview = within(dialog).getByRole('region', { name: 'Offre sélectionnée' });
    expect(within(preview).getByRole('article')).toHaveTextContent('Week-end détente à Suresnes 1');
    expect(shown.at(-1)?.activeId).toBe('1591');
    await user.click(within(dialog).getByRole('button', { name: 'map' }));
    expect(within(dialog).queryByRole('region', { name: 'Offre sélectionnée' })).not.toBeInTheDocument();
  });

  it('fetches the card of a hotel on another page when its marker is clicked: the search narrowed to that hotel', async () => {
    const { user, dialog } = await openMap();
    await user.click(await within(dialog).findByRole('button', { name: 'Château de Lyon' }));
    const preview = await within(dialog).findByRole('region', { name: 'Offre sélectionnée' });
    expect(within(preview).getByRole('article')).toHaveTextContent('Week-end à Lyon');
    // The map's other calls (its style, its tiles) come in any order around it: the card's search is the one naming the hotel.
    const cardSearch = bodies.find((body) => (body.searchCriterias as { hotelId?: number } | undefined)?.hotelId !== undefined);
    expect(cardSearch).toMatchObject({ searchCriterias: { city: 'paris', hotelId: 1700 }, pagination: { page: 0, limit: 1 }, fetchPageModel: false });
  });

  it('offers to search in this area once the visitor moved the map, with its centre and radius rounded up', async () => {
    const { user, dialog } = await openMap();
    await user.click(within(dialog).getByRole('button', { name: 'pan' }));
    expect(within(dialog).queryByRole('button', { name: 'Rechercher dans cette zone' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'drag' }));
    await user.click(within(dialog).getByRole('button', { name: 'Rechercher dans cette zone' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('lat=41.39'));
    expect(screen.getByTestId('location')).toHaveTextContent('lng=2.17');
    expect(screen.getByTestId('location')).toHaveTextContent('distanceMax=13');
    expect(screen.getByTestId('location')).not.toHaveTextContent('city=');
    expect(within(dialog).queryByRole('button', { name: 'Rechercher dans cette zone' })).not.toBeInTheDocument();
  });

  it('closes with Escape and gives focus back to the Map button', async () => {
    const { user } = await openMap();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Carte' })).toHaveFocus();
  });
});

describe('map model of the results', () => {
  const criteria = (hash: Record<string, unknown>) => normaliseCriteria({ flow: 'booking', ...hash });

  it('zooms by the kind of destination: hotel 14, city 12, department 9, region 8, large 6', () => {
    expect(mapZoomLevelOf(criteria({ hotel: '12', city: 'paris' }))).toBe('hotel');
    expect(mapZoomLevelOf(criteria({ city: 'paris' }))).toBe('city');
    expect(mapZoomLevelOf(criteria({ skiresort: 'tignes' }))).toBe('city');
    expect(mapZoomLevelOf(criteria({ department: 'savoie' }))).toBe('department');
    expect(mapZoomLevelOf(criteria({ touristicregion: 'provence' }))).toBe('region');
    expect(mapZoomLevelOf(criteria({ country: 'france' }))).toBe('large');
    expect(mapZoomLevelOf(criteria({}))).toBe('large');
    expect(mapZoomLevelOf(criteria({ lat: 41.39, lng: 2.17, distanceMax: 13 }))).toBe('city');
  });

  it('opens on the searched position, else lets the markers (or Barcelona) decide', () => {
    expect(mapCentreOf(criteria({ lat: 41.39, lng: 2.17 }))).toEqual({ latitude: 41.39, longitude: 2.17 });
    expect(mapCentreOf(criteria({ city: 'paris' }))).toBeNull();
  });

  it('writes the price on each marker, rounded up to the euro', () => {
    const [marker] = offerMarkers([{ ...offersReply(1, 1).exactMatches[0], sellPrice: 12_050 }], 'fr-FR');
    expect(marker).toMatchObject({ id: '1590', latitude: 48.85066, longitude: 2.22697 });
    expect(marker.price).toMatch(/^121\s€$/);
  });
});
