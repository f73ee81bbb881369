import { act, fireEvent, screen, within } from '@testing-library/react';
import { loadSharedMessages } from '@escapade/app-providers';
import { renderWithProviders } from '@escapade/app-providers/testing';
import { setWishlisted, WISHLIST_STORAGE_KEY, type WishlistItem } from '@escapade/app-providers/wishlist';
import fr from '../../messages/fr.json';
import { WishlistDrawer, WishlistPage } from './index';

const hotel = {
  id: 1590,
  uri: '/hotel/1590/manoir-des-cedres',
  label: 'Manoir des Cèdres',
  stars: 3,
  location: { label: 'Suresnes', uri: null, address: '33 avenue de la Gare', zipCode: '92520', latitude: 48.85, longitude: 2.22 },
  review: { count: 40, average: 9.6 },
};
const stay: WishlistItem = { id: 4733, label: 'Week-end détente à Suresnes', imageUrl: '/api/images/1/SMALL.svg', hotel, uri: '/product/4733/week-end-detente-a-suresnes' };
const activity: WishlistItem = {
  id: 307,
  label: 'Vol en montgolfière',
  imageUrl: null,
  hotel: { ...hotel, label: 'Ballons du Blanc-Mesnil' },
  uri: '/activity/307/vol-en-montgolfiere',
};

async function renderDrawer(flow?: 'booking' | 'activity') {
  const onClose = jest.fn();
  await renderWithProviders(<WishlistDrawer open onClose={onClose} flow={flow} />, { messages: { ...(await loadSharedMessages('fr')), ...fr } });
  return { onClose, drawer: await screen.findByRole('dialog', { name: 'Mes favoris' }) };
}

afterEach(() => window.localStorage.clear());

describe('wishlist drawer (product-side.md: opens from the header or burger menu)', () => {
  it('lists stays and activities with links to their pages, and removes an item with its own button', async () => {
    setWishlisted('ACTIVITY', activity, true);
    setWishlisted('STAY', stay, true);
    const { drawer, onClose } = await renderDrawer();

    const stays = within(drawer).getByRole('region', { name: 'Séjours' });
    expect(within(stays).getByRole('link', { name: stay.label }).getAttribute('href')).toBe(stay.uri);
    expect(within(stays).getByText('Manoir des Cèdres · Suresnes')).toBeTruthy();
    const activities = within(drawer).getByRole('region', { name: 'Activités' });
    expect(within(activities).getByRole('link', { name: activity.label }).getAttribute('href')).toBe(activity.uri);

    fireEvent.click(within(stays).getByRole('button', { name: `Retirer ${stay.label} de mes favoris` }));
    expect(within(drawer).queryByRole('region', { name: 'Séjours' })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? 'null').STAY).toEqual([]);

    fireEvent.click(within(activities).getByRole('link', { name: activity.label }));
    expect(onClose).toHaveBeenCalled();
  });

  it('when empty, prompts a search: the activity search in the activity flow, the stay search otherwise', async () => {
    const { drawer } = await renderDrawer('activity');
    expect(within(drawer).getByText("Vous n'avez aucun élément dans vos favoris")).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Ajouter des favoris' }).getAttribute('href')).toMatch(/^\/search\/activities\?flow=activity/);
  });

  it('follows a toggle made elsewhere on the page while open', async () => {
    const { drawer } = await renderDrawer('booking');
    expect(within(drawer).getByRole('link', { name: 'Ajouter des favoris' }).getAttribute('href')).toMatch(/^\/search(\?|#|$)/);
    act(() => setWishlisted('STAY', stay, true));
    expect(within(drawer).getByRole('link', { name: stay.label })).toBeTruthy();
  });

  it('renders nothing while closed', async () => {
    await renderWithProviders(<WishlistDrawer open={false} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('/account/wishlist', () => {
  it('shows the same lists under the page title', async () => {
    setWishlisted('STAY', stay, true);
    await renderWithProviders(<WishlistPage />, { messages: { ...(await loadSharedMessages('fr')), ...fr } });
    expect(screen.getByRole('heading', { level: 1, name: 'Mes favoris' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Séjours' })).toBeTruthy();
    expect(screen.getByRole('link', { name: stay.label })).toBeTruthy();
  });
});
