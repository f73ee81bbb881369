import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadSharedMessages } from '@escapade/app-providers';
import { renderWithProviders } from '@escapade/app-providers/testing';
import { WISHLIST_STORAGE_KEY } from '@escapade/app-providers/wishlist';
import fr from '../../messages/fr.json';
import { renderPage } from '../../testing/render-page';
import { SearchResultsPage } from './search-results-page';
import { json, offersReply as reply } from '../../testing/replies';

/** The search bodies the page sent, in order (the page's CMS content is a GET of its own). */
function sentBodies(fetchMock: jest.Mock): { searchCriterias: Record<string, unknown>; pagination: { page: number }; orderBy: string }[] {
  return fetchMock.mock.calls.filter(([url]: [string]) => url === '/api/offers.json').map(([, init]: [string, RequestInit]) => JSON.parse(String(init.body)));
}

/** The searches asked for, the page's CMS content aside. */
const searchUrls = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([url]: [string]) => url).filter((url) => !url.startsWith('/api/content/'));

describe('stay results page', () => {
  let fetchMock: jest.Mock;

  const realFetch = global.fetch;

  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
  });

  afterEach(() => {
    global.fetch = realFetch;
  });

  it('searches the criteria of its URL and shows the count, the cards and their links', async () => {
    fetchMock.mockResolvedValue(json(reply(30, 24)));
    await renderPage('/search?flow=booking#city=paris&a=3&checkin=2030-05-03&checkout=2030-05-05');

    await screen.findByRole('heading', { level: 2, name: '30 offres à Paris' });
    const cards = within(screen.getByRole('list', { name: 'Offres' })).getAllByRole('article');
    expect(cards).toHaveLength(24);
    const [body] = sentBodies(fetchMock);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/offers.json');
    expect(body).toMatchObject({ searchCriterias: { city: 'paris', adult: 3, checkin: '2030-05-03' }, pagination: { page: 0, limit: 24 }, orderBy: 'priceQuality' });

    const first = cards[0];
    expect(within(first).getByRole('link', { name: 'Manoir des Cèdres' }).getAttribute('href')).toBe('/hotel/1590/manoir-des-cedres-suresnes');
    const offerLinks = within(first)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('/product/'));
    expect(offerLinks).toContain('/product/4733/week-end-detente-a-suresnes-4733?flow=booking#checkin=2030-05-03&checkout=2030-05-05&a=3&c=0&b=0');

    expect(document.title).toBe('Paris · Résultats de recherche | Escapade');
    const hint = (rel: string) => document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href');
    expect(hint('canonical')).toBe('http://localhost/search?flow=booking#city=paris&checkin=2030-05-03&checkout=2030-05-05&a=3');
    expect(hint('next')).toBe('http://localhost/search?flow=booking&page=1#city=paris&checkin=2030-05-03&checkout=2030-05-05&a=3');
    expect(hint('prev')).toBeUndefined();

    // The first row, the first screen, loads its pictures at once; the others as they near the window.
    const loading = cards.map((card) => within(card).getAllByRole('img', { name: /./ })[0].getAttribute('loading'));
    expect(loading).toEqual([...Array(3).fill('eager'), ...Array(21).fill('lazy')]);
  });

  it('shows, next to a card’s promo price, the lowest price of the 30 days before the promo, in French', async () => {
    const found = reply(2, 2);
    const [promo, plain] = found.exactMatches;
    fetchMock.mockResolvedValue(json({ ...found, exactMatches: [{ ...promo, sellPrice: 8_000, refPrice: 10_000, barPrice: 10_000, promo: 20, lowestPriorPrice: 9_450 }, plain] }));
    await renderPage('/search?flow=booking#city=paris');

    const [first, second] = within(await screen.findByRole('list', { name: 'Offres' })).getAllByRole('article');
    expect(within(first).getByText(/^Prix le plus bas des 30 derniers jours : 95\s€$/)).toBeTruthy();
    expect(within(second).queryByText(/Prix le plus bas/)).toBeNull();
  });

  it('wishlist toggle on cards: a heart per card names its stay, is pressed once saved and keeps the stay in local storage', async () => {
    fetchMock.mockResolvedValue(json(reply(2, 2)));
    await renderPage('/search?flow=booking#city=paris');
    const [first, second] = within(await screen.findByRole('list', { name: 'Offres' })).getAllByRole('article');
    const heart = within(first).getByRole('button', { name: /^Ajouter .+ à mes favoris$/ });
    expect(heart.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(
      within(second)
        .getByRole('button', { name: /à mes favoris$/ })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    const stored = JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? 'null');
    expect(stored.STAY).toHaveLength(1);
    expect(heart.getAttribute('aria-label')).toContain(stored.STAY[0].label);

    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? 'null').STAY).toEqual([]);
    window.localStorage.clear();
  });

  it('shows no wishlist heart on phones in Belgium, where the account toggle is on', async () => {
    const realMatchMedia = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
    try {
      fetchMock.mockResolvedValue(json(reply(2, 2)));
      await renderWithProviders(<SearchResultsPage />, { market: 'fr_BE', route: '/search?flow=booking#city=paris', messages: { ...(await loadSharedMessages('fr')), ...fr } });
      const cards = within(await screen.findByRole('list', { name: 'Offres' })).getAllByRole('article');
      expect(cards).toHaveLength(2);
      expect(screen.queryByRole('button', { name: /à mes favoris$/ })).toBeNull();
    } finally {
      window.matchMedia = realMatchMedia;
    }
  });

  it('searches an old link whose stay is over without its dates, instead of failing', async () => {
    fetchMock.mockResolvedValue(json(reply(30, 24)));
    await renderPage('/search?flow=booking#city=paris&checkin=2020-05-01&checkout=2020-05-03');
    await screen.findByRole('heading', { level: 2, name: '30 offres à Paris' });
    const [body] = sentBodies(fetchMock);
    expect(body.searchCriterias).not.toHaveProperty('checkin');
    expect(body.searchCriterias).toMatchObject({ city: 'paris' });
  });

  it('moves to the next page as a new URL and asks for that page', async () => {
    fetchMock.mockImplementation((_url: string, init: RequestInit) => Promise.resolve(json(reply(30, 24, JSON.parse(String(init.body)).pagination.page))));
    await renderPage('/search?flow=booking#city=paris');
    await screen.findByRole('heading', { level: 2, name: '30 offres à Paris' });

    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    const next = within(pagination).getByRole('link', { name: /Suivant/ });
    expect(next.getAttribute('href')).toBe('/search?flow=booking&page=1#city=paris');
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    fireEvent.click(next);

    // The second page renders after a new request and its cards: on a busy machine that takes more than findBy's default second.
    await screen.findByText('Week-end détente à Suresnes 100', undefined, { timeout: 10_000 });
    expect(screen.getByTestId('location').textContent).toBe('/search?flow=booking&page=1#city=paris');
    expect(sentBodies(fetchMock).at(-1)?.pagination.page).toBe(1);
    const heading = screen.getByRole('heading', { level: 2, name: '30 offres à Paris' });
    expect(scrollIntoView.mock.contexts).toEqual([heading]);
    expect(document.activeElement).toBe(heading);
  });

  it('sorts with the choices of the flow, back on the first page', async () => {
    fetchMock.mockResolvedValue(json(reply(30, 24)));
    await renderPage('/search?flow=booking&page=1#city=paris');
    await screen.findByRole('heading', { level: 2 });

    const sort = screen.getByRole('combobox', { name: 'Trier par' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Meilleur rapport qualité-prix', 'Réduction', 'Prix le plus bas', 'Popularité']);
    fireEvent.change(sort, { target: { value: 'priceAsc' } });

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/search?flow=booking#city=paris&sort=priceAsc'));
    await waitFor(() => expect(sentBodies(fetchMock).at(-1)).toMatchObject({ orderBy: 'priceAsc', pagination: { page: 0 } }));
  });

  it("a gift search sends its hash's nights, format and people with the gift type", async () => {
    fetchMock.mockResolvedValue(json(reply(2, 2)));
    await renderPage('/search?flow=gifting#city=paris&giftNights=2&giftFormat=physical&giftAdults=3');
    await screen.findByRole('heading', { level: 2 });
    expect(sentBodies(fetchMock)[0]).toMatchObject({ type: 'gift', searchCriterias: { city: 'paris', giftNights: 2, giftFormat: 'physical', giftAdults: 3 } });
  });

  it('on phones, sorts from the Sort by drawer with radio choices', async () => {
    fetchMock.mockResolvedValue(json(reply(30, 24)));
    await renderPage('/search?flow=gifting#city=paris');
    await screen.findByRole('heading', { level: 2 });

    fireEvent.click(screen.getByRole('button', { name: 'Trier par' }));
    const drawer = await screen.findByRole('dialog', { name: 'Trier par' });
    expect(
      within(drawer)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['priceQuality', 'svPriceDesc', 'svPriceAsc']);
    fireEvent.click(within(drawer).getByRole('radio', { name: 'Prix le plus élevé' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/search?flow=gifting#city=paris&sort=svPriceDesc'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Trier par' })).toBeNull());
  });

  it('says when nothing matches and removes every filter but keeps the destination', async () => {
    fetchMock.mockResolvedValue(json(reply(0, 0)));
    await renderPage('/search?flow=booking#city=paris&stars=5&facilities=pool&priceMax=5000');

    await screen.findByText(/^Aucun résultat\. Pour obtenir plus de résultats/);
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer tous les filtres' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/search?flow=booking#city=paris'));
  });

  it('reports a failed search and tries again on demand', async () => {
    fetchMock.mockResolvedValue(json({ code: 'UNAVAILABLE', message: 'Down for a moment' }, 503));
    await renderPage('/search?flow=booking#city=paris');

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Oups, une erreur est survenue');
    fetchMock.mockResolvedValue(json(reply(3, 3)));
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));

    await screen.findByRole('heading', { level: 2, name: '3 offres à Paris' });
  });

  it('under few results, suggests three more stays 30 km around the destination, without repeating the page’s own', async () => {
    fetchMock.mockImplementation((url: string) => {
      if (url.startsWith('/api/offers.json?')) return Promise.resolve(json(reply(9, 5)));
      return Promise.resolve(json(reply(2, 2)));
    });
    await renderPage('/search?flow=booking#city=paris');

    const block = await screen.findByRole('region', { name: 'Nous vous suggérons des séjours hors de vos critères' });
    const titles = within(block)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Week-end détente à Suresnes 2', 'Week-end détente à Suresnes 3', 'Week-end détente à Suresnes 4']);
    const fallbackUrl = new URL(String(fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/offers.json?'))?.[0]), 'http://localhost');
    expect(Object.fromEntries(fallbackUrl.searchParams)).toMatchObject({ city: 'paris', lat: '48.85', lng: '2.35', distanceMax: '30', limit: '3' });
  });

  it('with nothing matched, says so and shows what the API found with relaxed criteria', async () => {
    fetchMock.mockImplementation((url: string) => Promise.resolve(json(url.startsWith('/api/offers.json?') ? reply(3, 3) : reply(0, 0))));
    await renderPage('/search?flow=booking#city=paris&stars=5');

    await screen.findByText(/^Aucun résultat\. Pour obtenir plus de résultats/);
    const block = await screen.findByRole('region', { name: 'Aucun résultat exact trouvé' });
    expect(within(block).getAllByRole('article')).toHaveLength(3);
  });

  it('asks for no fallback past the first page or with enough results', async () => {
    fetchMock.mockResolvedValue(json(reply(30, 24)));
    await renderPage('/search?flow=booking#city=paris');
    await screen.findByRole('heading', { level: 2 });
    expect(searchUrls(fetchMock)).toEqual(['/api/offers.json']);
  });
});
