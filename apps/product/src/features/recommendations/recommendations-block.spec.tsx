import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALL_ACCEPTED, ALL_REFUSED, saveConsent } from '@escapade/app-providers/consent';
import { loadSharedMessages } from '@escapade/app-providers';
import { WISHLIST_STORAGE_KEY } from '@escapade/app-providers/wishlist';
import { renderWithProviders } from '@escapade/app-providers/testing';
import { parseProductLocation } from '@escapade/util-criteria';
import fr from '../../messages/fr.json';
import { hotelOffer, json, productDetail } from '../../testing/replies';
import { RecommendationsBlock } from './recommendations-block';
import { NEAR_VIEWPORT_MARGIN } from '../../app/use-near-viewport';
import { RECOMMENDATIONS_LIST_NAME } from './recommended-offers';

async function renderBlock(hash: string, search = '?flow=booking') {
  const state = parseProductLocation({ search, hash });
  const nights = state.checkin && state.checkout ? 2 : undefined;
  return renderWithProviders(<RecommendationsBlock product={productDetail()} state={state} nights={nights} />, {
    route: `/product/4733${search}${hash}`,
    messages: { ...(await loadSharedMessages('fr')), ...fr },
  });
}

describe('recommendations block (product-side.md section 2)', () => {
  let fetchMock: jest.Mock;
  const realFetch = global.fetch;
  beforeEach(() => {
    fetchMock = jest.fn((url: string) => {
      const { pathname } = new URL(url, 'http://localhost');
      if (pathname === '/api/product/4733/recommended-offers') return Promise.resolve(json({ offers: [hotelOffer(51, true), hotelOffer(52, true), hotelOffer(53, true)] }));
      if (pathname.startsWith('/api/analytics/ga/collect/')) return Promise.resolve(json({ ok: true }, 202));
      return Promise.resolve(json({ code: 'NOT_FOUND', message: 'nothing here' }, 404));
    });
    global.fetch = fetchMock;
  });
  afterEach(() => {
    global.fetch = realFetch;
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  const recommendationCalls = () => fetchMock.mock.calls.map(([url]: [string]) => new URL(url, 'http://localhost')).filter((url) => url.pathname.endsWith('/recommended-offers'));

  it('shows similar offers as the results cards, in a row that scrolls sideways, linked with the page’s stay and party', async () => {
    await renderBlock('#checkin=2030-05-03&checkout=2030-05-05&a=3&c=1&b=0');
    const region = await screen.findByRole('region', { name: 'Vous aimerez aussi' });
    const list = within(region).getByRole('list', { name: 'Offres similaires dans d’autres hôtels' });
    expect(list.getAttribute('tabindex')).toBe('0');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const link = within(list).getAllByRole('link', { name: /Séjour 51/ })[0];
    expect(link.getAttribute('href')).toBe('/product/51/sejour-51?flow=booking#checkin=2030-05-03&checkout=2030-05-05&a=3&c=1&b=0');
    expect(Object.fromEntries(recommendationCalls()[0].searchParams)).toEqual({
      locale: 'fr_FR',
      flow: 'booking',
      checkin: '2030-05-03',
      nights: '2',
      adult: '3',
      child: '1',
      baby: '0',
    });
  });

  it('gives each recommended offer the wishlist heart of the results cards', async () => {
    await renderBlock('#a=2&c=0&b=0');
    const region = await screen.findByRole('region', { name: 'Vous aimerez aussi' });
    const heart = within(region).getByRole('button', { name: 'Ajouter Séjour 52 à mes favoris' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? 'null').STAY).toEqual([expect.objectContaining({ id: 52, label: 'Séjour 52' })]);
    window.localStorage.clear();
  });

  it('loads its code and its offers only when the visitor scrolls near it', async () => {
    let observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit } | undefined;
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observed = { callback, options };
      }
      observe() {
        return undefined;
      }
      disconnect() {
        return undefined;
      }
    };
    await renderBlock('#a=2&c=0&b=0');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(recommendationCalls()).toHaveLength(0);
    expect(observed?.options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    act(() => observed?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await screen.findByRole('region', { name: 'Vous aimerez aussi' })).toBeTruthy();
    expect(recommendationCalls()).toHaveLength(1);
  });

  it('the row shown sends view_item_list, and a card’s link select_item with the list’s name and the card’s position, as the results page does', async () => {
    // Offers of their own: the tracker counts a list once per page, and the other tests showed theirs.
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        new URL(url, 'http://localhost').pathname.endsWith('/recommended-offers')
          ? json({ offers: [hotelOffer(61, true), hotelOffer(52, true), hotelOffer(63, true)] })
          : json({ ok: true }, 202),
      ),
    );
    window.dataLayer = [];
    saveConsent(ALL_ACCEPTED);
    const stopNavigation = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stopNavigation);
    await renderBlock('#a=2&c=0&b=0');
    const region = await screen.findByRole('region', { name: 'Vous aimerez aussi' });
    fireEvent.click(within(region).getAllByRole('link', { name: /Séjour 52/ })[0]);
    // The row shown is a list seen, with every card in its place.
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual(
        expect.objectContaining({
          event: 'view_item_list',
          item_list_name: RECOMMENDATIONS_LIST_NAME,
          items: ['61', '52', '63'].map((id, index) => expect.objectContaining({ item_id: id, index })),
        }),
      ),
    );
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual(
        expect.objectContaining({
          event: 'select_item',
          item_list_name: RECOMMENDATIONS_LIST_NAME,
          items: [expect.objectContaining({ item_id: '52', index: 1, item_category: 'weekend' })],
        }),
      ),
    );
    document.removeEventListener('click', stopNavigation);
    saveConsent(ALL_REFUSED);
  });

  it('holds the row’s place while its code and offers are on their way, so nothing below moves when they come', async () => {
    let answer: (reply: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { container } = await renderBlock('#a=2&c=0&b=0');
    const block = container.firstElementChild as HTMLElement;
    expect(block.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(recommendationCalls()).toHaveLength(1));
    expect(block.getAttribute('aria-busy')).toBe('true');
    expect(block.children).toHaveLength(1);
    await act(async () => answer(json({ offers: [hotelOffer(71, true)] })));
    expect(await screen.findByRole('region', { name: 'Vous aimerez aussi' })).toBeTruthy();
    expect(block.getAttribute('aria-busy')).toBe('false');
  });

  it('shows nothing, and gives its room back, when there is nothing to recommend', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ offers: [] })));
    const { container } = await renderBlock('#a=2&c=0&b=0');
    await waitFor(() => expect(recommendationCalls()).toHaveLength(1));
    await waitFor(() => expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('false'));
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.firstElementChild?.children).toHaveLength(0);
  });
});
