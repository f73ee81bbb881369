import { screen, waitFor } from '@testing-library/react';
import { jsonReply, renderInShell } from '../../testing/render-in-shell';
import NotFoundPage from './not-found-page';

describe('the not-found page (product-side.md section 2)', () => {
  let fetchMock: jest.Mock;
  const realFetch = global.fetch;

  beforeEach(() => {
    fetchMock = jest.fn().mockResolvedValue(jsonReply(200, { ok: true }));
    global.fetch = fetchMock;
  });

  afterEach(() => {
    global.fetch = realFetch;
  });

  it('says Oops!, gives the 404 text and a way home, and logs the missing address once', async () => {
    await renderInShell(<NotFoundPage />, { market: 'es_ES', route: '/ninguna-parte?ref=mail' });
    expect(screen.getByRole('heading', { level: 1, name: '¡Vaya!' })).toBeTruthy();
    expect(screen.getByText('No encontramos la página que buscas. Código de error: 404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/error?uri=%2Fninguna-parte%3Fref%3Dmail&locale=es_ES');
  });

  it('stays on screen when the log cannot be written', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await renderInShell(<NotFoundPage />, { route: '/nulle-part' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('heading', { level: 1, name: 'Oups !' })).toBeTruthy();
  });
});
