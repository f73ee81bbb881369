import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WISHLIST_STORAGE_KEY } from '@escapade/app-providers/wishlist';
import { activityDetail, json } from '../../testing/replies';
import { renderPage } from '../../testing/render-page';
import { ActivityPage } from './activity-page';

async function renderActivity(route: string) {
  return renderPage('/activity/:id/:slug?', <ActivityPage />, route);
}

describe('activity page', () => {
  let fetchMock: jest.Mock;
  let published = true;
  const realFetch = global.fetch;

  beforeEach(() => {
    published = true;
    window.localStorage.clear();
    fetchMock = jest.fn((url: string) => {
      if (url.startsWith('/api/activity-only/weekend/77/detail.json')) return Promise.resolve(json(activityDetail(published)));
      return Promise.resolve(json({ code: 'NOT_FOUND', message: 'params.productId: no activity voucher' }, 404));
    });
    global.fetch = fetchMock;
  });

  afterEach(() => {
    global.fetch = realFetch;
  });

  it('saves the voucher to the ACTIVITY list of the wishlist from its page', async () => {
    await renderActivity('/activity/77/canoe-ardeche');
    const heart = await screen.findByRole('button', { name: /^Ajouter .+ à mes favoris$/ });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    const stored = JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? 'null');
    expect(stored.ACTIVITY.map((item: { id: number }) => item.id)).toEqual([77]);
    expect(stored.STAY).toEqual([]);
    window.localStorage.clear();
  });

  it('prices the lowest participant count by default, per person, and follows hash a', async () => {
    await renderActivity('/activity/77/canoe-ardeche');
    expect(await screen.findByRole('heading', { level: 1, name: 'Descente de l’Ardèche en canoë' })).toBeTruthy();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/activity-only/weekend/77/detail.json?locale=fr_FR');
    const box = screen.getByRole('region', { name: 'Votre bon' });
    expect(within(box).getByText(/35/)).toBeTruthy();

    fireEvent.click(within(box).getByRole('button', { name: /Ajouter|Augmenter|plus/i }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/activity/77/canoe-ardeche#a=2'));
    expect(within(box).getByText(/30/)).toBeTruthy();
  });

  it('shows next to a promo price the lowest price of the 30 days before the promo, per person like the price', async () => {
    const detail = activityDetail();
    const promoted = { ...detail.prices['2'], sellPrice: 6_000, refPrice: 8_000, barPrice: 8_000, promo: 25, moneySaved: 2_000, lowestPriorPrice: 7_000 };
    fetchMock.mockImplementation(() => Promise.resolve(json({ ...detail, prices: { ...detail.prices, '2': promoted } })));
    await renderActivity('/activity/77/canoe-ardeche#a=2');
    const box = await screen.findByRole('region', { name: 'Votre bon' });
    expect(within(box).getByText(/^Prix le plus bas des 30 derniers jours : 35\s€ \/ pers$/)).toBeTruthy();
    // No promo for one participant: no prior price either.
    fireEvent.click(within(box).getByRole('button', { name: /Retirer|Diminuer|moins/i }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/activity/77/canoe-ardeche#a=1'));
    expect(within(box).queryByText(/Prix le plus bas/)).toBeNull();
  });

  it('reads a participant count missing from the price list as the lowest one', async () => {
    await renderActivity('/activity/77#a=9');
    const box = await screen.findByRole('region', { name: 'Votre bon' });
    expect(within(box).getByText(/35/)).toBeTruthy();
  });

  it('buys for oneself through the digital-voucher modal, to the checkout with customType=OWN_USE', async () => {
    await renderActivity('/activity/77#a=3');
    const box = await screen.findByRole('region', { name: 'Votre bon' });
    fireEvent.click(within(box).getByRole('button', { name: 'Acheter pour moi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Votre bon numérique' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    expect(screen.getByTestId('location').textContent).toBe('/checkout?flow=activity&customType=OWN_USE#id=77&a=3');
  });

  it('offers it as a gift without the own-use mark', async () => {
    await renderActivity('/activity/77#a=2');
    const box = await screen.findByRole('region', { name: 'Votre bon' });
    fireEvent.click(within(box).getByRole('button', { name: 'Offrir' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continuer' }));
    expect(screen.getByTestId('location').textContent).toBe('/checkout?flow=activity#id=77&a=2');
  });

  it('replaces the price box with the expired notice when the voucher is no longer published', async () => {
    published = false;
    await renderActivity('/activity/77');
    expect(await screen.findByRole('heading', { level: 2, name: 'Trop tard !' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Votre bon' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voir d’autres offres' }).getAttribute('href')).toBe('/search/activities?flow=activity');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('answers an unknown voucher with a not-found page', async () => {
    await renderActivity('/activity/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oups !' })).toBeTruthy();
  });

  it('keeps the viewed voucher in the recently viewed list, shown on the next activity page without itself', async () => {
    const other = {
      type: 'ACTIVITY',
      id: 12,
      label: 'Vol en montgolfière',
      imageUrl: null,
      uri: '/activity/12/montgolfiere',
      price: { sellPrice: 9900, refPrice: null, promo: 0 },
      place: { label: 'Ciel bleu', location: 'Annecy' },
    };
    window.localStorage.setItem('escapade.recentlyViewed', JSON.stringify([other, { ...other, id: 77, label: 'Ancienne visite' }]));
    await renderActivity('/activity/77#a=2');
    const list = await screen.findByRole('region', { name: 'Activités consultées récemment' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Vol en montgolfière']);
    await waitFor(() => {
      const stored = JSON.parse(window.localStorage.getItem('escapade.recentlyViewed') ?? '[]') as { id: number; price: { sellPrice: number } }[];
      expect(stored.map((item) => item.id)).toEqual([77, 12]);
      expect(stored[0].price.sellPrice).toBe(3000);
    });
  });
});
