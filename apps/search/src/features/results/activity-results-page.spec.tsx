import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WISHLIST_STORAGE_KEY } from '@escapade/app-providers/wishlist';
import { renderPage } from '../../testing/render-page';
import { activityPromoPrice, activityReply, facetsReply, json } from '../../testing/replies';
import { ActivityResultsPage } from './activity-results-page';

describe('activity-only results page', () => {
  const realFetch = global.fetch;
  let bodies: { page: number; criteria: Record<string, unknown> }[];

  beforeEach(() => {
    bodies = [];
    global.fetch = jest.fn((_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return Promise.resolve(json(activityReply(30, 24)));
    }) as unknown as typeof fetch;
  });

  afterEach(() => {
    global.fetch = realFetch;
  });

  it('prices each voucher per person for the participants searched and links the activity page with them', async () => {
    await renderPage('/search/activities?flow=activity#city=paris&a=1', <ActivityResultsPage />);
    await screen.findByRole('heading', { level: 2, name: '30 offres à Paris' });
    expect(screen.getByText('Paris · 1 participant').getAttribute('role')).toBe('status');
    expect(bodies[0]).toMatchObject({ criteria: { city: 'paris', adult: 1 }, page: 0 });

    const first = within(screen.getByRole('list', { name: 'Offres' })).getAllByRole('article')[0];
    expect(first.textContent).toContain('268');
    const links = within(first)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toContain('/activity/307/vol-en-montgolfiere-a-le-blanc-mesnil-307#a=1');
  });

  it('shows, next to a voucher’s promo price, the lowest price of the 30 days before the promo, per person like the price', async () => {
    const found = activityReply(3, 3);
    const [promo, withoutHistory, plain] = found.exactMatches;
    const promoted = (match: typeof promo, lowestPriorPrice: number | null) => ({
      ...match,
      activityOnlyVoucher: { ...match.activityOnlyVoucher, prices: { ...match.activityOnlyVoucher.prices, '2': activityPromoPrice(2, 60_000, lowestPriorPrice) } },
    });
    global.fetch = jest.fn(() => Promise.resolve(json({ ...found, exactMatches: [promoted(promo, 55_010), promoted(withoutHistory, null), plain] }))) as unknown as typeof fetch;
    await renderPage('/search/activities?flow=activity#city=paris&a=2', <ActivityResultsPage />);

    const [first, second, third] = within(await screen.findByRole('list', { name: 'Offres' })).getAllByRole('article');
    expect(first.textContent).toContain('240');
    expect(within(first).getByText(/^Prix le plus bas des 30 derniers jours : 276\s€ \/ pers$/)).toBeTruthy();
    expect(within(second).queryByText(/Prix le plus bas/)).toBeNull();
    expect(within(third).queryByText(/Prix le plus bas/)).toBeNull();
  });

  it('wishlist toggle on cards: an activity goes to the ACTIVITY list', async () => {
    await renderPage('/search/activities?flow=activity#city=paris&a=1', <ActivityResultsPage />);
    const first = within(await screen.findByRole('list', { name: 'Offres' })).getAllByRole('article')[0];
    const heart = within(first).getByRole('button', { name: /^Ajouter .+ à mes favoris$/ });
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    const stored = JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? 'null');
    expect(stored.STAY).toEqual([]);
    expect(stored.ACTIVITY.map((item: { id: number }) => item.id)).toEqual([307]);
    window.localStorage.clear();
  });

  it('keeps its own path when paging, even when the flow is missing from the URL', async () => {
    await renderPage('/search/activities#city=paris', <ActivityResultsPage />);
    await screen.findByRole('heading', { level: 2 });
    const next = within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: /Suivant/ });
    expect(next.getAttribute('href')).toBe('/search/activities?flow=activity&page=1#city=paris');
    Element.prototype.scrollIntoView = jest.fn();
    fireEvent.click(next);
    await waitFor(() => expect(bodies.at(-1)?.page).toBe(1));
  });

  it('filters by activity with counts of activity-only vouchers: the activity flow has only the Activities and Price dropdowns', async () => {
    const facetBodies: { flow: string; criterias: Record<string, unknown> }[] = [];
    global.fetch = jest.fn((url: string, init: RequestInit) => {
      if (url === '/api/search/facets.json') {
        facetBodies.push(JSON.parse(String(init.body)));
        return Promise.resolve(json(facetsReply(4)));
      }
      return Promise.resolve(json(activityReply(30, 24)));
    }) as unknown as typeof fetch;
    await renderPage('/search/activities?flow=activity#city=paris', <ActivityResultsPage />);
    await screen.findByRole('heading', { level: 2 });
    const bar = screen.getByRole('group', { name: 'Filtrer les offres' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Activités', 'Prix']);

    fireEvent.click(within(bar).getByRole('button', { name: 'Activités' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Massage (8)' }));
    expect(facetBodies[0]).toMatchObject({ flow: 'activity', criterias: { city: 'paris' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Voir 4 offres' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/search/activities?flow=activity#city=paris&tags=12'));
  });

  it('the price filter of the activity flow stands on the histogram of prices, in its dropdown and in the filter dialog, from 1 €', async () => {
    global.fetch = jest.fn((url: string) => Promise.resolve(json(url === '/api/search/facets.json' ? facetsReply(4) : activityReply(30, 24)))) as unknown as typeof fetch;
    await renderPage('/search/activities?flow=activity#city=paris', <ActivityResultsPage />);
    await screen.findByRole('heading', { level: 2 });
    fireEvent.click(within(screen.getByRole('group', { name: 'Filtrer les offres' })).getByRole('button', { name: 'Prix' }));
    const bars = () => screen.getByTestId('price-histogram').children;
    await waitFor(() => expect(bars().length).toBeGreaterThan(0));
    expect(screen.getByText(/La plupart des offres coûtent entre 69\s€ et 79\s€/)).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Prix : minimum' }).getAttribute('aria-valuemin')).toBe('1');
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Prix' }), { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtres' });
    await waitFor(() => expect(within(dialog).getByTestId('price-histogram').children.length).toBeGreaterThan(0));
  });

  it('a low minimum (5 €) set on the activity flow’s slider is kept and searched, and the search of a city sends its 30 km radius', async () => {
    const facetBodies: { criterias: Record<string, unknown> }[] = [];
    global.fetch = jest.fn((url: string, init: RequestInit) => {
      if (url === '/api/search/facets.json') {
        facetBodies.push(JSON.parse(String(init.body)));
        return Promise.resolve(json(facetsReply(4)));
      }
      bodies.push(JSON.parse(String(init.body)));
      return Promise.resolve(json(activityReply(30, 24)));
    }) as unknown as typeof fetch;
    await renderPage('/search/activities?flow=activity#city=paris&lat=48.85&lng=2.35', <ActivityResultsPage />);
    await screen.findByRole('heading', { level: 2 });
    expect(bodies[0].criteria).toMatchObject({ city: 'paris', lat: 48.85, lng: 2.35, distanceMax: 30 });

    fireEvent.click(within(screen.getByRole('group', { name: 'Filtrer les offres' })).getByRole('button', { name: 'Prix' }));
    const minimum = await screen.findByRole('slider', { name: 'Prix : minimum' });
    for (let step = 0; step < 4; step += 1) fireEvent.keyDown(minimum, { key: 'ArrowRight' });
    expect(minimum.getAttribute('aria-valuenow')).toBe('5');
    await waitFor(() => expect(facetBodies.at(-1)?.criterias).toMatchObject({ priceMin: 500 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Voir 4 offres' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/search/activities?flow=activity#city=paris&priceMin=500&lat=48.85&lng=2.35'));
    await waitFor(() => expect(bodies.at(-1)?.criteria).toMatchObject({ priceMin: 500, distanceMax: 30 }));
  });
});
