import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { createQueryClient } from '@escapade/app-providers';
import { renderPage } from '../../testing/render-page';
import { json, offersReply as reply } from '../../testing/replies';
import { prefetchStayResults } from './results-requests';
import { SearchResultsPage } from './search-results-page';

const searches = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([url]: [string]) => url === '/api/offers.json');

describe('the stay results search started as the shell starts', () => {
  let fetchMock: jest.Mock;
  const realFetch = global.fetch;

  beforeEach(() => {
    fetchMock = jest.fn().mockResolvedValue(json(reply(30, 24)));
    global.fetch = fetchMock;
  });

  afterEach(() => {
    global.fetch = realFetch;
  });

  it('is the page’s own search, so the page shows its results without sending a second one', async () => {
    const queryClient = createQueryClient();
    const address = { path: '/search', search: '?flow=booking', hash: '#city=madrid&a=3&checkin=2030-05-03&checkout=2030-05-05' };
    prefetchStayResults({ queryClient, market: 'es_ES', page: address });
    expect(searches(fetchMock)).toHaveLength(1);
    expect(JSON.parse(String(searches(fetchMock)[0][1].body))).toMatchObject({
      locale: 'es_ES',
      searchCriterias: { city: 'madrid', adult: 3, checkin: '2030-05-03' },
      pagination: { page: 0, limit: 24 },
    });

    await renderPage(`${address.path}${address.search}${address.hash}`, <SearchResultsPage />, 'es_ES', queryClient);
    await screen.findByRole('heading', { level: 2, name: /^30 / });
    expect(searches(fetchMock)).toHaveLength(1);
  });

  it('has the browser fetch the first card’s first picture as soon as the results come, ahead of other images', async () => {
    const base = reply(30, 24);
    // Each card its own pictures.
    const results = {
      ...base,
      exactMatches: base.exactMatches.map((card) => ({ ...card, images: card.images.map((image) => ({ ...image, url: `/api/images/${card.id}/640_360.svg` })) })),
    };
    fetchMock.mockResolvedValue(json(results));
    prefetchStayResults({ queryClient: createQueryClient(), market: 'fr_FR', page: { path: '/search', search: '?flow=booking', hash: '#city=paris' } });
    const preloaded = (url: string) => document.head.querySelector(`link[rel="preload"][as="image"][href="${url}"]`);
    const [first, second] = results.exactMatches.map((card) => card.images[0].url);
    await waitFor(() => expect(preloaded(first)).toHaveAttribute('fetchpriority', 'high'));
    // Only the first: the others are fetched with their cards.
    expect(preloaded(second)).toBeNull();
  });

  it('searches an old link’s stay that is over without its dates, as the page does', () => {
    const queryClient = createQueryClient();
    prefetchStayResults({ queryClient, market: 'fr_FR', page: { path: '/search', search: '', hash: '#city=paris&checkin=2020-05-02&checkout=2020-05-04' } });
    const body = JSON.parse(String(searches(fetchMock)[0][1].body));
    expect(body.searchCriterias).toMatchObject({ city: 'paris' });
    expect(body.searchCriterias).not.toHaveProperty('checkin');
  });

  it.each(['/search/activities', '/', '/product/42'])('starts nothing for %s, another page', (path) => {
    prefetchStayResults({ queryClient: createQueryClient(), market: 'fr_FR', page: { path, search: '', hash: '#city=paris' } });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
