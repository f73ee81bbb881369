import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderPage } from '../../testing/render-page';
import { facetsReply, json, offersReply } from '../../testing/replies';
import { SearchBox } from '../search-box/search-box';
import { SearchResultsPage } from './search-results-page';

/** The home page's search box and the results page, as the shell routes them. */
const site = (
  <Routes>
    <Route path="/" element={<SearchBox />} />
    <Route path="/search" element={<SearchResultsPage />} />
  </Routes>
);

/** The API: `count` results for every search, themes and facets as the page asks them. */
function mockApi(count: number) {
  global.fetch = jest.fn((url: string) => {
    if (url.startsWith('/api/themes.json')) return Promise.resolve(json([]));
    if (url === '/api/search/facets.json') return Promise.resolve(json(facetsReply(count)));
    return Promise.resolve(json(offersReply(count, Math.min(count, 6))));
  }) as unknown as typeof fetch;
}

/** Submits the home page's search box, the API finding `count` results. */
async function searchFromHome(count: number) {
  mockApi(count);
  const user = userEvent.setup();
  await renderPage('/', site);
  await user.click(screen.getByRole('button', { name: 'Rechercher' }));
}

describe('landing on the results of a search', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('a search submitted from the home page’s box puts the focus on the result count once the results are in', async () => {
    await searchFromHome(30);
    const heading = await screen.findByRole('heading', { level: 2, name: /^30 offres/ });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('with nothing found, it lands on the no-results advice', async () => {
    await searchFromHome(0);
    const advice = await screen.findByText(/^Aucun résultat\. Pour obtenir plus de résultats/);
    await waitFor(() => expect(advice.parentElement).toHaveFocus());
  });

  it('after Remove all filters, whose button goes with the no-results advice, the focus lands on the result count', async () => {
    let count = 0;
    global.fetch = jest.fn(() => Promise.resolve(json(offersReply(count, Math.min(count, 6))))) as unknown as typeof fetch;
    const user = userEvent.setup();
    await renderPage('/search?flow=booking#city=paris&stars=5', site);
    const remove = await screen.findByRole('button', { name: 'Supprimer tous les filtres' });
    count = 30;
    await user.click(remove);
    const heading = await screen.findByRole('heading', { level: 2, name: /^30 offres/ });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('a search submitted again from the results page’s box lands on the results too; a sort leaves the focus where it is', async () => {
    mockApi(30);
    const user = userEvent.setup();
    await renderPage('/search?flow=booking#city=paris', site);
    await screen.findByRole('heading', { level: 2, name: '30 offres à Paris' });
    await user.click(screen.getAllByRole('button', { name: /^Modifier votre recherche/ })[0]);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: '30 offres à Paris' })).toHaveFocus());

    const sort = screen.getByRole('combobox', { name: /Trier/ });
    await user.selectOptions(sort, within(sort).getAllByRole('option')[1]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('sort='));
    await new Promise((done) => requestAnimationFrame(done));
    expect(sort).toHaveFocus();
  });
});
