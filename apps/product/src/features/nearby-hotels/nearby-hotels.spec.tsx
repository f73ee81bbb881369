import { screen, waitFor, within } from '@testing-library/react';
import { loadSharedMessages } from '@escapade/app-providers';
import { renderWithProviders } from '@escapade/app-providers/testing';
import type { OfferCard } from '@escapade/api-contract';
import { parseHotelHash } from '@escapade/util-criteria';
import fr from '../../messages/fr.json';
import { hotelOffer, json } from '../../testing/replies';
import { NearbyHotelsBlock } from './nearby-hotels-block';

/** A neighbour's card: another hotel, `distance` km away, with no review yet when `reviewed` is false. */
function neighbour(hotelId: number, distance: number | null, reviewed = true): OfferCard {
  const card = hotelOffer(hotelId * 10, false);
  return {
    ...card,
    distance,
    hotel: {
      ...card.hotel,
      id: hotelId,
      label: `Hôtel ${hotelId}`,
      uri: `/hotel/${hotelId}/hotel-${hotelId}`,
      location: { ...card.hotel.location, label: 'Annecy' },
      review: reviewed ? { count: 12, average: 8.4 } : { count: 0, average: null },
    },
  };
}

async function renderBlock(hash: string, market: 'fr_FR' | 'nl_BE' = 'fr_FR') {
  return renderWithProviders(<NearbyHotelsBlock hotel={{ id: 1590, label: 'Manoir des Cèdres' }} state={parseHotelHash(hash)} />, {
    route: `/hotel/1590/manoir${hash}`,
    market,
    messages: { ...(await loadSharedMessages('fr')), ...fr },
  });
}

describe('nearby hotels of the hotel page (product-side.md section 2)', () => {
  let fetchMock: jest.Mock;
  let offers: OfferCard[];
  const realFetch = global.fetch;
  beforeEach(() => {
    offers = [neighbour(7, 2.4), neighbour(8, 12), neighbour(9, null, false)];
    fetchMock = jest.fn((url: string) => {
      const { pathname } = new URL(url, 'http://localhost');
      if (pathname === '/api/hotels/1590/nearby.json') return Promise.resolve(json({ offers }));
      return Promise.resolve(json({ code: 'NOT_FOUND', message: 'nothing here' }, 404));
    });
    global.fetch = fetchMock;
  });
  afterEach(() => {
    global.fetch = realFetch;
  });
  const nearbyCalls = () => fetchMock.mock.calls.map(([url]: [string]) => new URL(url, 'http://localhost')).filter((url) => url.pathname.endsWith('/nearby.json'));

  it('shows the neighbours as hotel cards, nearest first, with how far each is, linked with the page’s dates and party', async () => {
    await renderBlock('#checkin=2030-05-03&checkout=2030-05-05&a=3&c=1&b=0');
    const region = await screen.findByRole('region', { name: 'Hôtels à proximité' });
    const list = within(region).getByRole('list', { name: 'Autres hôtels près de Manoir des Cèdres' });
    expect(list.getAttribute('tabindex')).toBe('0');
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-labelledby') && within(card).getByRole('heading').textContent?.trim())).toEqual(['Hôtel 7', 'Hôtel 8', 'Hôtel 9']);
    expect(within(cards[0]).getByText('Annecy, à 2,4 km')).toBeTruthy();
    expect(within(cards[1]).getByText('Annecy, à 12 km')).toBeTruthy();
    expect(within(cards[2]).getByText('Annecy')).toBeTruthy();
    expect(within(cards[0]).getByRole('link').getAttribute('href')).toBe('/hotel/7/hotel-7#checkin=2030-05-03&checkout=2030-05-05&nights=2&a=3&c=1&b=0');
    expect(Object.fromEntries(nearbyCalls()[0].searchParams)).toEqual({ locale: 'fr_FR' });
  });

  it('keeps its room while loading and gives it back, with no section, for a hotel with no neighbour', async () => {
    offers = [];
    const { container } = await renderBlock('');
    const block = container.firstElementChild as HTMLElement;
    await waitFor(() => expect(nearbyCalls()).toHaveLength(1));
    await waitFor(() => expect(block.getAttribute('aria-busy')).toBe('false'));
    expect(screen.queryByRole('region', { name: 'Hôtels à proximité' })).toBeNull();
  });

  it('asks in the market of the page; without dates, the links keep the party', async () => {
    await renderBlock('', 'nl_BE');
    const region = await screen.findByRole('region', { name: 'Hôtels à proximité' });
    expect(within(region).getAllByRole('link')[0].getAttribute('href')).toBe('/hotel/7/hotel-7#a=2&c=0&b=0');
    expect(Object.fromEntries(nearbyCalls()[0].searchParams)).toEqual({ locale: 'nl_BE' });
  });
});
