import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@escapade/app-providers';
import { ALL_ACCEPTED, ALL_REFUSED, saveConsent } from '@escapade/app-providers/consent';
import { setWishlisted, WISHLIST_STORAGE_KEY } from '@escapade/app-providers/wishlist';
import { hotelOffersReply, json, productDetail, productQuote, reviewsReply, spaDayChoice } from '../../testing/replies';
import { renderPage } from '../../testing/render-page';
import { ProductPage } from './product-page';
import { prefetchProductPage, PRODUCT_PAGE_PATH } from './product-requests';

async function renderProduct(route: string, market: 'fr_FR' | 'es_ES' = 'fr_FR', queryClient?: QueryClient) {
  return renderPage(PRODUCT_PAGE_PATH, <ProductPage />, route, market, queryClient);
}

/** The URLs the page asked for, by kind. */
function calls(fetchMock: jest.Mock, part: string): URL[] {
  return fetchMock.mock.calls.map(([url]: [string]) => new URL(url, 'http://localhost')).filter((url) => url.pathname.includes(part));
}

/** The stay's detail with a 20 % promo and the lowest price of the 30 days before it (€154); other calls as before. */
function answerWithPromo(fetchMock: jest.Mock): void {
  const replies = fetchMock.getMockImplementation() as (url: string) => Promise<Response>;
  fetchMock.mockImplementation((url: string) => {
    if (new URL(url, 'http://localhost').pathname !== '/api/weekend/4733/detail.json') return replies(url);
    const reply = productDetail({ nights: 1, adult: 2 });
    const price = reply.price && { ...reply.price, sellPrice: 12_900, refPrice: 16_125, promo: 20, moneySaved: 3_225, lowestPriorPrice: 15_400 };
    return Promise.resolve(json({ ...reply, price }));
  });
}

describe('product page', () => {
  let fetchMock: jest.Mock;
  const realFetch = global.fetch;

  beforeEach(() => {
    fetchMock = jest.fn((url: string) => {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      if (pathname === '/api/weekend/999999/detail.json') return Promise.resolve(json({ code: 'NOT_FOUND', message: 'params.weekendId: no weekend 999999' }, 404));
      if (pathname.endsWith('/detail.json')) {
        const checkin = searchParams.get('checkin') ?? undefined;
        const nights = Number(searchParams.get('night') ?? 1);
        const detail = productDetail({ checkin, nights, adult: Number(searchParams.get('adult') ?? 2) });
        // In August 2030 the spa access is done on a day of the visitor's choice.
        return Promise.resolve(json(checkin?.startsWith('2030-08') ? { ...detail, activityDates: [spaDayChoice(checkin, nights)] } : detail));
      }
      if (pathname === '/api/product/4733/quote') {
        const checkin = searchParams.get('checkin') ?? '';
        // 2030-06-07 is a check-in the package cannot be sold for; 2030-07-05 a quote call that fails.
        if (checkin === '2030-07-05') return Promise.resolve(json({ code: 'INTERNAL', message: 'boom' }, 503));
        return Promise.resolve(json(productQuote({ checkin, nights: Number(searchParams.get('nights')), adult: Number(searchParams.get('adult')) }, checkin !== '2030-06-07')));
      }
      if (pathname.startsWith('/api/analytics/ga/collect/')) return Promise.resolve(json({ ok: true }, 202));
      if (pathname === '/api/logs') return Promise.resolve(json({ ok: true }, 201));
      if (pathname.endsWith('/reviews.json')) return Promise.resolve(json(reviewsReply(Number(searchParams.get('page') ?? 0), 23)));
      if (pathname === '/api/offers.json') {
        // The hotel's getaways, this one among them.
        const reply = hotelOffersReply(4, false);
        return Promise.resolve(json({ ...reply, exactMatches: reply.exactMatches.map((offer, index) => (index === 1 ? { ...offer, id: 4733 } : offer)) }));
      }
      return Promise.resolve(json({ code: 'NOT_FOUND', message: 'nothing here' }, 404));
    });
    global.fetch = fetchMock;
  });

  afterEach(() => {
    global.fetch = realFetch;
  });

  it('finds its detail on its way when the shell started it from the address: one call, for the dates of the hash', async () => {
    const queryClient = createQueryClient();
    const page = { path: '/product/4733/week-end-detente-a-suresnes', search: '?flow=booking', hash: '#checkin=2030-05-03&checkout=2030-05-05&a=2' };
    prefetchProductPage({ queryClient, market: 'fr_FR', page });
    expect(calls(fetchMock, '/detail.json').map((url) => url.searchParams.get('checkin'))).toEqual(['2030-05-03']);
    await renderProduct(`${page.path}${page.search}${page.hash}`, 'fr_FR', queryClient);
    expect(await screen.findByRole('heading', { level: 1, name: 'Week-end détente à Suresnes' })).toBeTruthy();
    expect(calls(fetchMock, '/detail.json')).toHaveLength(1);
  });

  it('started for an unknown stay, does not try a refused call again', async () => {
    const queryClient = createQueryClient();
    prefetchProductPage({ queryClient, market: 'fr_FR', page: { path: '/product/999999', search: '', hash: '' } });
    // Tried again, the call would be pending for a second more.
    await waitFor(() => expect(queryClient.getQueryCache().getAll()[0]?.state.status).toBe('error'), { timeout: 500 });
    expect(calls(fetchMock, '/detail.json')).toHaveLength(1);
  });

  it.each(['/hotel/4', '/product/abc', '/search'])('starts no call for %s, not a stay page', (path) => {
    prefetchProductPage({ queryClient: createQueryClient(), market: 'fr_FR', page: { path, search: '', hash: '' } });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the weekend without dates: gallery, title, what the stay includes, the programme and its from price', async () => {
    await renderProduct('/product/4733/week-end-detente-a-suresnes');

    expect(await screen.findByRole('heading', { level: 1, name: 'Week-end détente à Suresnes' })).toBeTruthy();
    const [detail] = calls(fetchMock, '/detail.json');
    expect(detail.pathname).toBe('/api/weekend/4733/detail.json');
    expect(Object.fromEntries(detail.searchParams)).toEqual({ locale: 'fr_FR', adult: '2', child: '0', baby: '0' });
    expect(document.title).toBe('Week-end détente à Suresnes | Escapade');
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Week-end détente à Suresnes',
      offers: { '@type': 'Offer', price: '129.00', priceCurrency: 'EUR' },
      aggregateRating: { ratingValue: 9.6, reviewCount: 40, bestRating: 10 },
    });

    const includes = screen.getByRole('region', { name: 'Votre séjour comprend' });
    expect(
      within(includes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Chambre supérieure', '1 nuit', '2 petits-déjeuners', '1 activité']);
    expect(within(screen.getByRole('region', { name: 'Le programme' })).getByText('Accès au spa')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Voir les 5 photos' })).toBeTruthy();

    const booking = screen.getByRole('region', { name: 'Réserver ce séjour' });
    expect(within(booking).getByText('À partir de')).toBeTruthy();
    expect(within(booking).getByRole('button', { name: 'Voir les prix' })).toBeTruthy();
    // No promo, so no prior price next to it.
    expect(within(booking).queryByText(/Prix le plus bas/)).toBeNull();
  });

  it('shows the stay pressed in the wishlist when a card saved it, and takes it out with the same toggle', async () => {
    const saved = productDetail();
    setWishlisted('STAY', { id: saved.id, label: saved.label, imageUrl: null, hotel: saved.hotel, uri: saved.uri }, true);
    await renderProduct('/product/4733/week-end-detente-a-suresnes');

    const heart = await screen.findByRole('button', { name: 'Ajouter Week-end détente à Suresnes à mes favoris' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? 'null').STAY).toEqual([]);
    fireEvent.click(heart);
    const [stored] = JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? 'null').STAY;
    // Only the item's fields are kept: the card's hotel, not the product page's description.
    expect(stored).toMatchObject({ id: 4733, label: 'Week-end détente à Suresnes', uri: saved.uri, hotel: { id: 1590, label: 'Manoir des Cèdres' } });
    expect(stored.imageUrl).toMatch(/^\//);
    expect(stored.hotel.description).toBeUndefined();
    window.localStorage.clear();
  });

  it('shows, next to a promo price, the lowest price of the 30 days before the promo in words and in the market’s format', async () => {
    answerWithPromo(fetchMock);
    await renderProduct('/product/4733');
    const booking = await screen.findByRole('region', { name: 'Réserver ce séjour' });
    expect(await within(booking).findByText(/^Prix le plus bas des 30 derniers jours : 154\s€$/)).toBeTruthy();
  });

  it('asks for dates when booking without them, and opens calendar B', async () => {
    await renderProduct('/product/4733');
    const booking = await screen.findByRole('region', { name: 'Réserver ce séjour' });
    fireEvent.click(within(booking).getByRole('button', { name: 'Voir les prix' }));

    const dialog = await screen.findByRole('dialog', { name: 'Choisissez vos dates' });
    expect(dialog.getAttribute('aria-describedby') && document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Veuillez choisir vos dates de séjour.',
    );
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(booking).getByRole('alert').textContent).toBe('Veuillez choisir vos dates de séjour.');
    expect(screen.getByTestId('location').textContent).toBe('/product/4733');
  });

  it('prices the stay of its hash and starts the checkout with it', async () => {
    saveConsent(ALL_ACCEPTED);
    await renderProduct('/product/4733/week-end-detente-a-suresnes#checkin=2030-05-03&checkout=2030-05-05&a=3');
    const booking = await screen.findByRole('region', { name: 'Réserver ce séjour' });
    await waitFor(() => expect(within(booking).getByRole('button', { name: 'Réserver' })).toBeTruthy());
    const [detail] = calls(fetchMock, '/detail.json');
    expect(Object.fromEntries(detail.searchParams)).toEqual({ locale: 'fr_FR', checkin: '2030-05-03', night: '2', adult: '3', child: '0', baby: '0' });
    expect(within(booking).getByText('Montant total')).toBeTruthy();

    fireEvent.click(within(booking).getByRole('button', { name: 'Réserver' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/checkout#id=4733&a=3&c=0&b=0&checkin=2030-05-03&night=2'));
    const [quote] = calls(fetchMock, '/quote');
    expect(Object.fromEntries(quote.searchParams)).toEqual({ checkin: '2030-05-03', nights: '2', adult: '3', child: '0', baby: '0', locale: 'fr_FR' });
    const [collect] = fetchMock.mock.calls.filter(([url]: [string]) => url.includes('/analytics/ga/collect/fr'));
    // The stay's view waits in the batch; the add-to-cart sends it at once, before the page changes.
    expect(JSON.parse(String(collect[1].body)).events).toEqual([
      expect.objectContaining({ name: 'view_item', params: expect.objectContaining({ items: [expect.objectContaining({ item_id: '4733' })] }) }),
      expect.objectContaining({ name: 'add_to_cart', params: expect.objectContaining({ value: 318, page_type: 'product', locale: 'fr_FR' }) }),
    ]);
    saveConsent(ALL_REFUSED);
  });

  it('asks the day of an activity done on a day of the visitor’s choice: Book says so until it is chosen, each choice re-quotes, the checkout carries it', async () => {
    await renderProduct('/product/4733/week-end-detente-a-suresnes#checkin=2030-08-02&checkout=2030-08-04');
    const booking = await screen.findByRole('region', { name: 'Réserver ce séjour' });
    const group = await within(booking).findByRole('group', { name: 'Choisissez le jour de l’activité « Accès au spa »' });
    const location = () => screen.getByTestId('location').textContent ?? '';
    const selections = () => calls(fetchMock, '/quote').map((quote) => quote.searchParams.get('activitySelectionList'));

    fireEvent.click(within(booking).getByRole('button', { name: 'Réserver' }));
    expect((await within(booking).findByRole('alert')).textContent).toBe('Veuillez choisir les dates de vos activités.');
    expect(selections()).toEqual([]);
    // The activity without its day takes the focus (Book may be the desktop bar's, far from it).
    await waitFor(() => expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'vendredi 2 août' })));

    fireEvent.click(within(group).getByRole('radio', { name: 'vendredi 2 août' }));
    await waitFor(() => expect(location()).toContain('activityDates=100_2030-08-02'));
    expect(within(booking).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(selections()).toEqual(['100_2030-08-02']));

    // A new day for the activity replaces the earlier one, and re-quotes.
    fireEvent.click(within(group).getByRole('radio', { name: 'samedi 3 août' }));
    await waitFor(() => expect(location()).toMatch(/activityDates=100_2030-08-03$/));
    expect((within(group).getByRole('radio', { name: 'samedi 3 août' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(selections()).toEqual(['100_2030-08-02', '100_2030-08-03']));

    fireEvent.click(within(booking).getByRole('button', { name: 'Réserver' }));
    await waitFor(() => expect(location()).toBe('/checkout#id=4733&a=2&c=0&b=0&checkin=2030-08-02&night=2&activityDates=100_2030-08-03'));
    expect(selections().at(-1)).toBe('100_2030-08-03');
  });

  it.each([
    ['the check-in is not available', '2030-06-07', 'PACKAGE_NOT_AVAILABLE_CHECKIN'],
    ['the quote call fails', '2030-07-05', 'boom'],
  ])('does not start the checkout when %s: says so, and reports the failure', async (_why, checkin, reported) => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const checkout = checkin === '2030-06-07' ? '2030-06-08' : '2030-07-06';
    await renderProduct(`/product/4733/week-end-detente-a-suresnes#checkin=${checkin}&checkout=${checkout}`);
    const booking = await screen.findByRole('region', { name: 'Réserver ce séjour' });
    await waitFor(() => expect(within(booking).getByRole('button', { name: 'Réserver' })).toBeTruthy());
    fireEvent.click(within(booking).getByRole('button', { name: 'Réserver' }));

    const alert = await within(booking).findByRole('alert');
    expect(alert.textContent).toBe('Plus de disponibilités. Modifiez les critères de votre séjour pour profiter des offres du prestataire.');
    expect(screen.getByTestId('location').textContent).toBe(`/product/4733/week-end-detente-a-suresnes#checkin=${checkin}&checkout=${checkout}`);
    expect(consoleError).toHaveBeenCalledWith('Availabilities or quote error during the init checkout', expect.anything());
    await waitFor(() => expect(calls(fetchMock, '/api/logs')).toHaveLength(1));
    const [log] = fetchMock.mock.calls.filter(([url]: [string]) => url.includes('/api/logs'));
    expect(JSON.parse(String(log[1].body))).toMatchObject({ level: 'ERROR', locale: 'fr_FR', message: expect.stringContaining(reported) });
    expect(calls(fetchMock, '/analytics/')).toHaveLength(0);
    consoleError.mockRestore();
  });

  it('asks the dated stay and its quote for the partner mini-site the visit came from, keeps it on the hotel’s other getaways and carries it to the checkout', async () => {
    await renderProduct('/product/4733?flow=booking&minisite=97#checkin=2030-05-03&checkout=2030-05-05');
    const booking = await screen.findByRole('region', { name: 'Réserver ce séjour' });
    await waitFor(() => expect(within(booking).getByRole('button', { name: 'Réserver' })).toBeTruthy());
    expect(calls(fetchMock, '/detail.json')[0].searchParams.get('minisite')).toBe('97');
    const others = await screen.findByRole('region', { name: 'Autres offres à l’hôtel Manoir des Cèdres' });
    const otherLinks = await within(others).findAllByRole('link', { name: 'Réserver' });
    expect(otherLinks.map((link) => new URL(link.getAttribute('href') ?? '', 'http://localhost').search)).toEqual(otherLinks.map(() => '?flow=booking&minisite=97'));
    fireEvent.click(within(booking).getByRole('button', { name: 'Réserver' }));
    await waitFor(() => expect(calls(fetchMock, '/quote')).toHaveLength(1));
    expect(calls(fetchMock, '/quote')[0].searchParams.get('minisite')).toBe('97');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/checkout?minisite=97#id=4733&a=2&c=0&b=0&checkin=2030-05-03&night=2'));
  });

  it('opens an old link whose check-in is over without its dates', async () => {
    await renderProduct('/product/4733#checkin=2020-05-01&checkout=2020-05-02');
    await screen.findByRole('heading', { level: 1 });
    expect(calls(fetchMock, '/detail.json')[0].searchParams.has('checkin')).toBe(false);
  });

  it('says the offer has expired when the weekend is unknown, without asking again', async () => {
    await renderProduct('/product/999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trop tard !' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir d’autres offres' }).getAttribute('href')).toBe('/search?flow=booking');
    expect(calls(fetchMock, '/detail.json')).toHaveLength(1);
  });

  it('says so for a path whose id is not a weekend id, without asking the API', async () => {
    await renderProduct('/product/not-a-weekend');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trop tard !' })).toBeTruthy();
    expect(calls(fetchMock, '/detail.json')).toHaveLength(0);
  });

  it('highlights the first four reviews with a positive comment and reads all of them in the modal, by sort and page', async () => {
    await renderProduct('/product/4733');
    const block = await screen.findByRole('region', { name: 'Avis' });
    await waitFor(() => expect(within(block).getAllByRole('article')).toHaveLength(4));
    expect(
      within(block)
        .getAllByRole('article')
        .every((article) => article.textContent?.includes('Très bon séjour')),
    ).toBe(true);
    expect(within(block).getByText('9,1/10 · 23 avis')).toBeTruthy();

    fireEvent.click(within(block).getByRole('button', { name: 'Lire tous les avis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manoir des Cèdres' });
    await waitFor(() => expect(within(dialog).getAllByRole('article')).toHaveLength(10));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Voir plus d’avis' }));
    await waitFor(() => expect(within(dialog).getAllByRole('article')).toHaveLength(20));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Voir plus d’avis' }));
    await waitFor(() => expect(within(dialog).getAllByRole('article')).toHaveLength(23));
    expect(within(dialog).queryByRole('button', { name: 'Voir plus d’avis' })).toBeNull();

    fireEvent.change(within(dialog).getByLabelText('Trier par'), { target: { value: 'SCORE_ASC' } });
    await waitFor(() => expect(calls(fetchMock, '/reviews.json').some((url) => url.searchParams.get('sort') === 'SCORE_ASC' && url.searchParams.get('page') === '0')).toBe(true));
  });

  it('lists the hotel’s other getaways, not this one, and links to all of them on the hotel page', async () => {
    await renderProduct('/product/4733#checkin=2030-05-03&checkout=2030-05-05');
    const others = await screen.findByRole('region', { name: 'Autres offres à l’hôtel Manoir des Cèdres' });
    await waitFor(() => expect(others.getAttribute('aria-busy')).toBe('false'));
    const titles = within(others)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Séjour 100', 'Séjour 102', 'Séjour 103']);
    expect(within(others).getAllByRole('link', { name: 'Réserver' })[0].getAttribute('href')).toBe(
      '/product/100/sejour-100?flow=booking#checkin=2030-05-03&checkout=2030-05-05&a=2&c=0&b=0',
    );
    expect(within(others).getByRole('link', { name: 'Voir les autres offres de cet hôtel' }).getAttribute('href')).toBe(
      '/hotel/1590/manoir-des-cedres#checkin=2030-05-03&checkout=2030-05-05&nights=2&a=2&c=0&b=0',
    );
  });

  it('keeps the room of as many of the hotel’s other getaways as the detail tells while they come, so nothing below moves', async () => {
    let answer: (reply: Response) => void = () => undefined;
    const replies = fetchMock.getMockImplementation() as (url: string) => Promise<Response>;
    fetchMock.mockImplementation((url: string) =>
      new URL(url, 'http://localhost').pathname === '/api/offers.json' ? new Promise<Response>((resolve) => (answer = resolve)) : replies(url),
    );
    await renderProduct('/product/4733');
    const others = await screen.findByRole('region', { name: 'Autres offres à l’hôtel Manoir des Cèdres' });
    expect(others.getAttribute('aria-busy')).toBe('true');
    expect(others.style.getPropertyValue('--other-offers')).toBe('3');
    expect(within(others).queryByRole('article')).toBeNull();
    await waitFor(() => expect(calls(fetchMock, '/api/offers.json')).toHaveLength(1));
    // Only this getaway for the stay: the room says there is no other one.
    await act(async () => answer(json({ ...hotelOffersReply(1, false), exactMatches: [{ ...hotelOffersReply(1, false).exactMatches[0], id: 4733 }] })));
    await waitFor(() => expect(others.getAttribute('aria-busy')).toBe('false'));
    expect(within(others).getByText('Pas d’autre offre dans cet hôtel pour votre séjour.')).toBeTruthy();
    expect(within(others).getByRole('link', { name: 'Voir les autres offres de cet hôtel' })).toBeTruthy();
  });

  it('keeps in the gifting flow the room of as many other getaways as the detail tells for the gift search', async () => {
    await renderProduct('/product/4733?flow=gifting#a=2&giftNights=1');
    const others = await screen.findByRole('region', { name: 'Autres offres à l’hôtel Manoir des Cèdres' });
    expect(others.style.getPropertyValue('--other-offers')).toBe(String(productDetail().otherGiftOfferCount));
    await waitFor(() => expect(calls(fetchMock, '/api/offers.json')).toHaveLength(1));
    expect(JSON.parse(String(fetchMock.mock.calls.find(([url]: [string]) => url.includes('/api/offers.json'))[1].body))).toMatchObject({ type: 'gift' });
  });

  it('shows no other getaways, and asks for none, when the detail says the hotel has no other one', async () => {
    const replies = fetchMock.getMockImplementation() as (url: string) => Promise<Response>;
    fetchMock.mockImplementation((url: string) =>
      new URL(url, 'http://localhost').pathname === '/api/weekend/4733/detail.json' ? Promise.resolve(json({ ...productDetail(), otherOfferCount: 0 })) : replies(url),
    );
    await renderProduct('/product/4733');
    await screen.findByRole('region', { name: 'L’hôtel' });
    await waitFor(() => expect(calls(fetchMock, '/reviews.json').length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: /^Autres offres/ })).toBeNull();
    expect(calls(fetchMock, '/api/offers.json')).toHaveLength(0);
  });

  it('opens the hotel’s info modals: hours, services and equipment, and things to know (pets, local taxes, cancellation)', async () => {
    await renderProduct('/product/4733');
    const hotel = await screen.findByRole('region', { name: 'L’hôtel' });

    // Each modal opens from its button and closes with Escape, giving the page back.
    const openModal = async (name: string) => {
      fireEvent.click(within(hotel).getByRole('button', { name }));
      return screen.findByRole('dialog', { name });
    };
    const closeModal = async (dialog: HTMLElement) => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    const hours = await openModal('Horaires');
    expect(within(hours).getByText('Arrivée à partir de 15:00')).toBeTruthy();
    expect(within(hours).getByText('Départ jusqu’à 11:00')).toBeTruthy();
    await closeModal(hours);
    const services = await openModal('Services et équipements');
    expect(within(services).getByText('Spa')).toBeTruthy();
    expect(within(services).getByText('Parking')).toBeTruthy();
    await closeModal(services);
    const thingsToKnow = await openModal('Bon à savoir');
    expect(within(thingsToKnow).getByText('Animaux acceptés (jusqu’à 2 animaux)')).toBeTruthy();
    expect(within(thingsToKnow).getByText(/^15\s€ par animal$/)).toBeTruthy();
    expect(within(thingsToKnow).getByText('Jusqu’à 10 kg')).toBeTruthy();
    expect(within(thingsToKnow).getByRole('heading', { name: 'Taxes locales' })).toBeTruthy();
    expect(within(thingsToKnow).getByRole('heading', { name: 'Conditions d’annulation' })).toBeTruthy();
  });

  it('gives each of the hotel’s other getaways the wishlist heart of the results cards', async () => {
    await renderProduct('/product/4733#checkin=2030-05-03&checkout=2030-05-05');
    const others = await screen.findByRole('region', { name: 'Autres offres à l’hôtel Manoir des Cèdres' });
    const heart = await within(others).findByRole('button', { name: 'Ajouter Séjour 102 à mes favoris' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? 'null').STAY).toEqual([expect.objectContaining({ id: 102, label: 'Séjour 102' })]);
    window.localStorage.clear();
  });

  it('offers the stay as a gift in the gifting flow: the voucher price for two, then the gift setup with the same choices', async () => {
    await renderProduct('/product/4733?flow=gifting#a=2&giftNights=1');
    const box = await screen.findByRole('region', { name: 'Offrir ce séjour' });
    expect(screen.queryByRole('region', { name: 'Réserver ce séjour' })).toBeNull();
    expect(within(box).getByText(/190/)).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: 'Offrir' }));
    expect(screen.getByTestId('location').textContent).toBe('/gift/4733?flow=gifting#a=2&c=0&b=0&giftNights=1');
  });

  describe('tab bar and desktop booking bar (product-side.md section 2)', () => {
    /** The IntersectionObservers the page made, with what each watches. */
    let observers: { callback: IntersectionObserverCallback; targets: Element[] }[];
    const realMatchMedia = window.matchMedia;

    /** A window as wide as a desktop (the layout's 64rem and up) or a phone. */
    function setViewport(kind: 'desktop' | 'phone') {
      window.matchMedia = ((query: string) => ({
        matches: kind === 'desktop' && query.startsWith('(min-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })) as unknown as typeof window.matchMedia;
    }

    /** Reports the booking box as scrolled out of view above the window, as the browser would. */
    function scrollPastBookingBox() {
      const box = screen.getByRole('region', { name: /^(Réserver ce séjour|Reservar esta estancia)$/ }).parentElement as Element;
      const watching = observers.filter((observer) => observer.targets.includes(box));
      expect(watching).toHaveLength(1);
      act(() =>
        watching[0].callback([{ target: box, isIntersecting: false, boundingClientRect: { bottom: -40 } } as unknown as IntersectionObserverEntry], {} as IntersectionObserver),
      );
    }

    beforeEach(() => {
      observers = [];
      (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
        readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, targets: [] };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.targets.push(target);
        }
        disconnect() {
          this.entry.targets = [];
        }
      };
    });

    afterEach(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
      window.matchMedia = realMatchMedia;
    });

    it('links each section the stay has, scrolls to it without touching the dates in the hash, and marks the one in view', async () => {
      setViewport('phone');
      await renderProduct('/product/4733#checkin=2030-05-03&checkout=2030-05-05');
      const nav = await screen.findByRole('navigation', { name: 'Sections de la page' });
      await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(5));
      const links = within(nav).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Description', '#description'],
        ['Chambre', '#room'],
        ['Expérience', '#experience'],
        ['Avis', '#reviews'],
        ['Hôtel', '#hotel'],
      ]);
      // Every tab leads to a section of the page, named as the tab or by its title.
      for (const link of links) expect(document.getElementById(link.getAttribute('href')?.slice(1) ?? '')?.tagName).toBe('SECTION');
      expect(within(screen.getByRole('region', { name: 'Votre chambre' })).getByText('Chambre supérieure')).toBeTruthy();

      const reviews = document.getElementById('reviews') as HTMLElement;
      const scrollIntoView = jest.fn();
      reviews.scrollIntoView = scrollIntoView;
      fireEvent.click(within(nav).getByRole('link', { name: 'Avis' }));
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
      expect(document.activeElement).toBe(reviews);
      expect(within(nav).getByRole('link', { name: 'Avis' }).getAttribute('aria-current')).toBe('location');
      expect(screen.getByTestId('location').textContent).toBe('/product/4733#checkin=2030-05-03&checkout=2030-05-05');

      // Scrolling on: the section that comes under the top of the window is marked.
      const hotel = document.getElementById('hotel') as HTMLElement;
      const tabBar = observers.find((observer) => observer.targets.includes(hotel));
      act(() => tabBar?.callback([{ target: hotel, isIntersecting: true, boundingClientRect: { top: 40 } } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(within(nav).getByRole('link', { name: 'Hôtel' }).getAttribute('aria-current')).toBe('location');
      expect(within(nav).getByRole('link', { name: 'Avis' }).getAttribute('aria-current')).toBeNull();
    });

    it('has no reviews tab when the reviews cannot load', async () => {
      setViewport('phone');
      const replies = fetchMock.getMockImplementation() as (url: string) => Promise<Response>;
      fetchMock.mockImplementation((url: string) => (url.includes('/reviews.json') ? Promise.resolve(json({ code: 'NOT_FOUND', message: 'no hotel' }, 404)) : replies(url)));
      await renderProduct('/product/4733');
      const nav = await screen.findByRole('navigation', { name: 'Sections de la page' });
      // The page asks once more before giving up on the reviews (the query client's one retry, a second later).
      await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Avis' })).toBeNull(), { timeout: 4000 });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Description', 'Chambre', 'Expérience', 'Hôtel']);
      expect(document.getElementById('reviews')).toBeNull();
    });

    it('on desktop, once the booking box is out of view, a bar holds the title, the price, the tabs and the box’s own action', async () => {
      setViewport('desktop');
      await renderProduct('/product/4733');
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('region', { name: 'Réservation rapide' })).toBeNull();
      scrollPastBookingBox();

      const bar = await screen.findByRole('region', { name: 'Réservation rapide' });
      expect(within(bar).getByText('Week-end détente à Suresnes')).toBeTruthy();
      expect(within(bar).getByText('À partir de')).toBeTruthy();
      const tabs = within(bar).getByRole('navigation', { name: 'Aller à une section' });
      expect(
        within(tabs)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['#description', '#room', '#experience', '#reviews', '#hotel']);

      // 'See prices' in the bar is the booking box's: the calendar opens and the box says why.
      fireEvent.click(within(bar).getByRole('button', { name: 'Voir les prix' }));
      const calendar = await screen.findByRole('dialog', { name: 'Choisissez vos dates' });
      fireEvent.keyDown(calendar, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(within(screen.getByRole('region', { name: 'Réserver ce séjour' })).getByRole('alert').textContent).toBe('Veuillez choisir vos dates de séjour.');

      // Back in view, the bar goes.
      const box = screen.getByRole('region', { name: 'Réserver ce séjour' }).parentElement as Element;
      const watching = observers.find((observer) => observer.targets.includes(box));
      act(() =>
        watching?.callback([{ target: box, isIntersecting: true, boundingClientRect: { bottom: 500 } } as unknown as IntersectionObserverEntry], {} as IntersectionObserver),
      );
      expect(screen.queryByRole('region', { name: 'Réservation rapide' })).toBeNull();
    });

    it('on desktop, the bar shows next to a promo price the lowest price of the 30 days before the promo, as the box does', async () => {
      answerWithPromo(fetchMock);
      setViewport('desktop');
      await renderProduct('/product/4733');
      await screen.findByRole('heading', { level: 1 });
      scrollPastBookingBox();
      const bar = await screen.findByRole('region', { name: 'Réservation rapide' });
      expect(within(bar).getByText(/^Prix le plus bas des 30 derniers jours : 154\s€$/)).toBeTruthy();
    });
    it('the bar’s Book quotes the dated stay and starts the checkout, as the box’s does', async () => {
      setViewport('desktop');
      await renderProduct('/product/4733#checkin=2030-05-03&checkout=2030-05-05&a=3');
      const booking = await screen.findByRole('region', { name: 'Réserver ce séjour' });
      await waitFor(() => expect(within(booking).getByRole('button', { name: 'Réserver' })).toBeTruthy());
      scrollPastBookingBox();
      const bar = await screen.findByRole('region', { name: 'Réservation rapide' });
      expect(within(bar).getByText('Montant total')).toBeTruthy();
      fireEvent.click(within(bar).getByRole('button', { name: 'Réserver' }));
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/checkout#id=4733&a=3&c=0&b=0&checkin=2030-05-03&night=2'));
    });

    it('es_ES: the bar has no tabs', async () => {
      setViewport('desktop');
      await renderProduct('/product/4733', 'es_ES');
      await screen.findByRole('heading', { level: 1 });
      scrollPastBookingBox();
      const bar = await screen.findByRole('region', { name: 'Reserva rápida' });
      expect(within(bar).getByRole('button', { name: 'Ver precios' })).toBeTruthy();
      expect(within(bar).queryByRole('navigation')).toBeNull();
      // The page's own tab bar stays.
      expect(screen.getByRole('navigation', { name: 'Secciones de la página' })).toBeTruthy();
    });

    it('on a phone, and in the gift flow, there is no booking bar to watch for', async () => {
      setViewport('phone');
      const { unmount } = await renderProduct('/product/4733');
      const box = (await screen.findByRole('region', { name: 'Réserver ce séjour' })).parentElement as Element;
      expect(observers.some((observer) => observer.targets.includes(box))).toBe(false);
      unmount();

      setViewport('desktop');
      await renderProduct('/product/4733?flow=gifting#a=2&giftNights=1');
      const gift = (await screen.findByRole('region', { name: 'Offrir ce séjour' })).parentElement as Element;
      expect(observers.some((observer) => observer.targets.includes(gift))).toBe(false);
      expect(screen.queryByRole('region', { name: 'Réservation rapide' })).toBeNull();
    });
  });
});
