import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hotelOffersReply, hotelPage, json, productDetail, reviewsReply } from '../../testing/replies';
import { renderPage } from '../../testing/render-page';
import { HotelPage } from './hotel-page';

async function renderHotel(route: string) {
  return renderPage('/hotel/:id/:slug?', <HotelPage />, route);
}

/** The hotel packages searches the page sent. */
function searches(fetchMock: jest.Mock): { searchCriterias: Record<string, unknown>; orderBy: string; numberOfPackagesPerHotel: number }[] {
  return fetchMock.mock.calls.filter(([url]: [string]) => url === '/api/offers.json').map(([, init]: [string, RequestInit]) => JSON.parse(String(init.body)));
}

describe('hotel page', () => {
  let fetchMock: jest.Mock;
  let offerCount = 3;
  const realFetch = global.fetch;

  beforeEach(() => {
    offerCount = 3;
    fetchMock = jest.fn((url: string, init?: RequestInit) => {
      const { pathname } = new URL(url, 'http://localhost');
      if (pathname === '/api/hotels/404/detail.json') return Promise.resolve(json({ code: 'NOT_FOUND', message: 'params.hotelId: no hotel 404' }, 404));
      if (pathname.startsWith('/api/weekend/')) return Promise.resolve(json(productDetail({ checkin: '2030-05-03', nights: 2 })));
      if (pathname.endsWith('/detail.json')) return Promise.resolve(json(hotelPage()));
      if (pathname.endsWith('/reviews.json')) return Promise.resolve(json(reviewsReply(0, 3)));
      if (pathname === '/api/offers.json') return Promise.resolve(json(hotelOffersReply(offerCount, JSON.parse(String(init?.body)).searchCriterias.checkin !== undefined)));
      return Promise.resolve(json({ code: 'NOT_FOUND', message: 'nothing here' }, 404));
    });
    global.fetch = fetchMock;
  });

  afterEach(() => {
    global.fetch = realFetch;
  });

  it('shows the hotel with its breadcrumb and its getaways as room cards, cheapest room first, each asking for dates', async () => {
    await renderHotel('/hotel/1590/manoir-des-cedres');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manoir des Cèdres' })).toBeTruthy();
    expect(document.title).toBe('Manoir des Cèdres | Escapade');
    const crumbs = within(screen.getByRole('navigation', { name: "Fil d'Ariane" })).getAllByRole('link');
    expect(crumbs.map((link) => link.getAttribute('href'))).toEqual(['/search?flow=booking#country=france', '/search?flow=booking#city=suresnes']);

    const offers = screen.getByRole('region', { name: 'Nos séjours dans cet hôtel' });
    await waitFor(() => expect(within(offers).getAllByRole('article')).toHaveLength(2));
    const [classic, suite] = within(offers).getAllByRole('article');
    expect(classic.getAttribute('aria-labelledby')).toBe(within(classic).getByRole('heading', { level: 3 }).id);
    expect(within(classic).getByRole('heading', { level: 3 }).textContent).toBe('Chambre double classique');
    const choices = within(within(classic).getByRole('group', { name: 'Les séjours dans cette chambre' })).getAllByRole('radio');
    expect(choices.map((radio) => [(radio as HTMLInputElement).checked, radio.closest('label')?.textContent])).toEqual([
      [true, expect.stringMatching(/^Séjour 100101\s€$/)],
      [false, expect.stringMatching(/^Séjour 101102\s€$/)],
    ]);
    // A room with one getaway names it, without a choice to make.
    expect(within(suite).getByRole('heading', { level: 3 }).textContent).toBe('Suite junior');
    expect(within(suite).queryByRole('radio')).toBeNull();
    expect(within(suite).getByText('Séjour 102')).toBeTruthy();
    expect(searches(fetchMock)[0]).toMatchObject({ orderBy: 'priceAsc', numberOfPackagesPerHotel: 20, searchCriterias: { hotelId: '1590', adult: 2, child: 0, baby: 0 } });
    fireEvent.click(within(offers).getAllByRole('button', { name: 'Voir les disponibilités' })[0]);
    expect(await screen.findByRole('dialog', { name: 'Choisissez vos dates' })).toBeTruthy();

    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Hotel', name: 'Manoir des Cèdres', aggregateRating: { ratingValue: 9.6, reviewCount: 40, bestRating: 10 } });
  });

  it('shows the hotel once its getaways are in too, so they do not push the page down when they come', async () => {
    let answer: (reply: Response) => void = () => undefined;
    const replies = fetchMock.getMockImplementation() as (url: string, init?: RequestInit) => Promise<Response>;
    fetchMock.mockImplementation((url: string, init?: RequestInit) => (url === '/api/offers.json' ? new Promise<Response>((resolve) => (answer = resolve)) : replies(url, init)));
    await renderHotel('/hotel/1590/manoir-des-cedres');
    await waitFor(() => expect(searches(fetchMock)).toHaveLength(1));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]: [string]) => url.includes('/api/hotels/1590/detail.json'))).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByText('Chargement de l’hôtel…')).toBeTruthy();
    await act(async () => answer(json(hotelOffersReply(3, false))));
    expect(await screen.findByRole('heading', { level: 1, name: 'Manoir des Cèdres' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Nos séjours dans cet hôtel' })).getAllByRole('article')).toHaveLength(2);
  });

  it('searches the dates and party of the hash, and each getaway books its product page with them', async () => {
    await renderHotel('/hotel/1590#checkin=2030-05-03&checkout=2030-05-05&a=3');
    const offers = await screen.findByRole('region', { name: 'Nos séjours dans cet hôtel' });
    await waitFor(() => expect(within(offers).getAllByRole('link', { name: 'Réserver' })).toHaveLength(2));
    expect(searches(fetchMock)[0].searchCriterias).toMatchObject({ hotelId: '1590', checkin: '2030-05-03', night: 2, adult: 3 });
    fireEvent.click(within(offers).getAllByRole('link', { name: 'Réserver' })[0]);
    expect(screen.getByTestId('location').textContent).toBe('/product/100/sejour-100?flow=booking#checkin=2030-05-03&checkout=2030-05-05&a=3&c=0&b=0');
  });

  it('books the getaway chosen in a room card: its radio button changes the card’s price, detail and Book', async () => {
    await renderHotel('/hotel/1590#checkin=2030-05-03&checkout=2030-05-05&a=2');
    const offers = await screen.findByRole('region', { name: 'Nos séjours dans cet hôtel' });
    const [classic] = await within(offers).findAllByRole('article');
    const book = within(classic).getByRole('link', { name: 'Réserver' });
    const price = () => classic.querySelector('strong')?.textContent;
    expect(price()).toMatch(/^101\s€$/);
    fireEvent.click(within(classic).getByRole('radio', { name: /Séjour 101/ }));
    expect((within(classic).getByRole('radio', { name: /Séjour 101/ }) as HTMLInputElement).checked).toBe(true);
    expect(price()).toMatch(/^102\s€$/);
    expect(book.getAttribute('href')).toBe('/product/101/sejour-101?flow=booking#checkin=2030-05-03&checkout=2030-05-05&a=2&c=0&b=0');
    expect(document.getElementById(book.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Séjour 101');
    fireEvent.click(within(classic).getByRole('button', { name: 'Voir le détail' }));
    expect(await screen.findByRole('dialog', { name: 'Séjour 101' })).toBeTruthy();
  });

  it('shows, next to a getaway’s promo price, the lowest price of the 30 days before the promo', async () => {
    fetchMock.mockImplementation((url: string, init?: RequestInit) => {
      const { pathname } = new URL(url, 'http://localhost');
      if (pathname.startsWith('/api/weekend/')) return Promise.resolve(json(productDetail({ checkin: '2030-05-03', nights: 2 })));
      if (pathname.endsWith('/detail.json')) return Promise.resolve(json(hotelPage()));
      if (pathname.endsWith('/reviews.json')) return Promise.resolve(json(reviewsReply(0, 3)));
      const reply = hotelOffersReply(2, JSON.parse(String(init?.body)).searchCriterias.checkin !== undefined);
      const [promo, plain] = reply.exactMatches;
      return Promise.resolve(json({ ...reply, exactMatches: [{ ...promo, refPrice: 15_000, barPrice: 15_000, promo: 30, lowestPriorPrice: 14_420 }, plain] }));
    });
    await renderHotel('/hotel/1590');
    const offers = await screen.findByRole('region', { name: 'Nos séjours dans cet hôtel' });
    // Both getaways are in one room: the card shows the chosen one's.
    const [room] = await within(offers).findAllByRole('article');
    expect(within(room).getByText(/^Prix le plus bas des 30 derniers jours : 145\s€$/)).toBeTruthy();
    fireEvent.click(within(room).getByRole('radio', { name: /Séjour 101/ }));
    expect(within(room).queryByText(/Prix le plus bas/)).toBeNull();
  });

  it('says there is no availability on the dates, with customer care’s phone and hours, and offers to see all the getaways', async () => {
    offerCount = 0;
    await renderHotel('/hotel/1590#checkin=2030-05-03&checkout=2030-05-05');
    const offers = await screen.findByRole('region', { name: 'Nos séjours dans cet hôtel' });
    await within(offers).findByText('Désolé, aucune disponibilité à vos dates');
    expect(within(offers).getByRole('link', { name: '01 76 44 05 30' }).getAttribute('href')).toBe('tel:+33176440530');
    expect(within(offers).getByText(/^Nos conseillers peuvent vous trouver une autre date : appelez le/).textContent).toBe(
      'Nos conseillers peuvent vous trouver une autre date : appelez le 01 76 44 05 30Du lundi au vendredi, de 10:00 à 21:00Du samedi au dimanche, de 10:00 à 19:00',
    );
    fireEvent.click(within(offers).getByRole('button', { name: 'Voir toutes les offres' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/hotel/1590#a=2&c=0&b=0'));
    expect(await within(offers).findByText('Désolé, nous n’avons actuellement aucune offre pour cet hôtel.')).toBeTruthy();
  });

  it('opens a getaway’s detail as a modal: what it includes and its terms for the page’s stay, its price and Book with the dates', async () => {
    await renderHotel('/hotel/1590#checkin=2030-05-03&checkout=2030-05-05&a=2&c=0&b=0');
    const offers = await screen.findByRole('region', { name: 'Nos séjours dans cet hôtel' });
    const [details] = await within(offers).findAllByRole('button', { name: 'Voir le détail' });
    expect(details.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(details);
    const dialog = await screen.findByRole('dialog', { name: 'Séjour 100' });
    expect(await within(dialog).findByRole('heading', { name: 'Votre séjour comprend' })).toBeTruthy();
    expect(within(dialog).getByText('Montant total')).toBeTruthy();
    const call = fetchMock.mock.calls.map(([url]: [string]) => new URL(url, 'http://localhost')).find((url) => url.pathname === '/api/weekend/100/detail.json');
    expect(Object.fromEntries(call?.searchParams ?? [])).toEqual({ locale: 'fr_FR', checkin: '2030-05-03', night: '2', adult: '2', child: '0', baby: '0' });
    expect(within(dialog).getByRole('link', { name: 'Réserver' }).getAttribute('href')).toBe(
      '/product/100/sejour-100?flow=booking#checkin=2030-05-03&checkout=2030-05-05&a=2&c=0&b=0',
    );
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('without dates, the detail’s See availability closes it and opens the calendar', async () => {
    await renderHotel('/hotel/1590');
    const offers = await screen.findByRole('region', { name: 'Nos séjours dans cet hôtel' });
    fireEvent.click((await within(offers).findAllByRole('button', { name: 'Voir le détail' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Séjour 100' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Voir les disponibilités' }));
    expect(await screen.findByRole('dialog', { name: 'Choisissez vos dates' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Séjour 100' })).toBeNull();
  });

  it('answers an unknown hotel with a not-found page, without asking again', async () => {
    await renderHotel('/hotel/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oups !' })).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]: [string]) => url.startsWith('/api/hotels/404/'))).toHaveLength(1);
  });

  it('tells how to get there: the address and a map link', async () => {
    await renderHotel('/hotel/1590');
    fireEvent.click(await screen.findByRole('button', { name: 'Comment s’y rendre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comment s’y rendre' });
    expect(within(dialog).getByText(/33 avenue de la Gare, 92520 Suresnes/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Voir sur une carte (ouvre OpenStreetMap)' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=48.85&mlon=2.22#map=16/48.85/2.22',
    );
  });
});
