import { screen, waitFor } from '@testing-library/react';
import { jsonReply, renderInShell } from '../../testing/render-in-shell';
import { CrashBoundary } from './crash-boundary';
import { crashReport } from './crash-page';

function Broken(): never {
  throw new Error('Cannot read properties of undefined (reading "label")');
}

describe('the crash page (product-side.md sections 2 and 8)', () => {
  let fetchMock: jest.Mock;
  const realFetch = global.fetch;

  beforeEach(() => {
    fetchMock = jest.fn().mockResolvedValue(jsonReply(200, { ok: true }));
    global.fetch = fetchMock;
    // React reports the error it caught; the page says the rest.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    global.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it('replaces a page that crashed while rendering, leads home and reports the error at level ERROR', async () => {
    await renderInShell(
      <CrashBoundary>
        <Broken />
      </CrashBoundary>,
      { market: 'nl_BE' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Het lijkt erop dat de pagina op vakantie is' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar de homepage' }).getAttribute('href')).toBe('/nl');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/logs');
    expect(JSON.parse(String(init.body))).toEqual({
      level: 'ERROR',
      locale: 'nl_BE',
      location: 'application.client.error',
      message: `${window.location.href} Cannot read properties of undefined (reading "label")`,
    });
  });

  it('cuts the report to the 256 characters the log keeps', () => {
    expect(crashReport('http://localhost/search', new Error('x'.repeat(400)))).toHaveLength(256);
    expect(crashReport('http://localhost/', new Error(''))).toBe('http://localhost/ Error');
  });
});
