import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import type { Ideas } from '@escapade/api-contract';
import { OFFER_CARD_EXAMPLE, offersReplyExample } from '@escapade/api-contract/testing';
import { jsonReply, renderInShell } from '../../testing/render-in-shell';
import { loadRemoteModule } from '../../app/remotes/federation';
import { NotFoundPage } from './not-found-page';

jest.mock('../../app/remotes/federation', () => ({ loadRemoteModule: jest.fn(), readyModule: () => undefined, resetRemote: jest.fn() }));

function FakeSearchBox() {
  return <form role="search" aria-label="Search box" />;
}

const ideas: Ideas = {
  title: 'Idées',
  intro: 'Des idées',
  sections: [
    {
      title: 'Coups de cœur',
      intro: null,
      ideas: [
        { label: 'Week-end spa', url: '/search?flow=booking#theme=spa', cover: '/api/images/1/640_360.svg' },
        { label: 'Week-end à Bruges', url: '/search?flow=booking#city=bruges', cover: '/api/images/2/640_360.svg' },
      ],
    },
  ],
  regions: [],
};

/** The API as the page meets it: the 404 log, the ideas and the hotel lookup, each answered by its own reply. */
function api(lookup: () => Promise<Response>) {
  return jest.fn((input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/api/error')) return Promise.resolve(jsonReply(200, { ok: true }));
    if (url.startsWith('/api/content/ideas.json')) return Promise.resolve(jsonReply(200, ideas));
    if (url.startsWith('/api/offers.json')) return lookup();
    return Promise.reject(new Error(`unexpected ${url}`));
  });
}

const logCalls = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/error'));

describe('the not-found page (product-side.md section 2)', () => {
  const realFetch = global.fetch;

  beforeEach(() => {
    (loadRemoteModule as jest.Mock).mockResolvedValue({ default: FakeSearchBox });
  });

  afterEach(() => {
    global.fetch = realFetch;
  });

  it('says Oops!, gives the 404 text and a way home, and logs the missing address once', async () => {
    const fetchMock: jest.Mock = api(() => Promise.reject(new Error('not asked')));
    global.fetch = fetchMock;
    await renderInShell(<NotFoundPage />, { market: 'es_ES', route: '/ninguna-parte?ref=mail' });
    expect(screen.getByRole('heading', { level: 1, name: '¡Vaya!' })).toBeInTheDocument();
    expect(screen.getByText('No encontramos la página que buscas. Código de error: 404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(logCalls(fetchMock)).toHaveLength(1));
    expect(logCalls(fetchMock)[0][0]).toBe('/api/error?uri=%2Fninguna-parte%3Fref%3Dmail&locale=es_ES');
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/offers.json'))).toBe(false);
  });

  it('offers the search box and a selection of the moment to find another weekend', async () => {
    global.fetch = api(() => Promise.reject(new Error('not asked')));
    await renderInShell(<NotFoundPage />, { route: '/nulle-part' });
    expect(screen.getByRole('heading', { level: 2, name: 'Mais nous pouvons vous aider à trouver votre prochain week-end' })).toBeInTheDocument();
    expect(await screen.findByRole('search', { name: 'Search box' })).toBeInTheDocument();
    const selection = await screen.findByRole('list', { name: 'Notre sélection du moment' });
    expect(selection.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Week-end à Bruges' })).toHaveAttribute('href', '/search?flow=booking#city=bruges');
  });

  it("shows 'Too late!' and the hotel's offer of today when the link names the hotel of an expired offer", async () => {
    const fetchMock: jest.Mock = api(() => Promise.resolve(jsonReply(200, offersReplyExample(1, 1))));
    global.fetch = fetchMock;
    await renderInShell(<NotFoundPage />, { market: 'nl_BE', route: '/product/99/verlopen#hotelId=1590' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Te laat!' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Oeps!' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: `Ander aanbod in ${OFFER_CARD_EXAMPLE.hotel.label}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk andere aanbiedingen van dit hotel' })).toHaveAttribute('href', `/nl${OFFER_CARD_EXAMPLE.hotel.uri}`);
    const lookup = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/offers.json'));
    expect(new URL(String(lookup?.[0]), 'http://site').searchParams.toString()).toBe('hotelId=1590&fetchPageModel=false&limit=1&locale=nl_BE');
  });

  it('falls back to the plain 404 when the hotel has nothing on sale or cannot be asked', async () => {
    global.fetch = api(() => Promise.resolve(jsonReply(200, offersReplyExample(0, 0))));
    const { unmount } = await renderInShell(<NotFoundPage />, { route: '/product/99/expire#hotelId=1590' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oups !' })).toBeInTheDocument();
    unmount();

    global.fetch = api(() => Promise.reject(new TypeError('Failed to fetch')));
    await renderInShell(<NotFoundPage />, { route: '/product/99/expire#hotelId=1590' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oups !' })).toBeInTheDocument();
  });

  it('stays on screen when the log cannot be written', async () => {
    const fetchMock = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    global.fetch = fetchMock;
    await renderInShell(<NotFoundPage />, { route: '/nulle-part' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('heading', { level: 1, name: 'Oups !' })).toBeInTheDocument();
  });
});
