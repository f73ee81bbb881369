import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import type { Ideas } from '@escapade/api-contract';
import { jsonReply, renderInShell } from '../../testing/render-in-shell';
import { IdeasPage } from './ideas-page';

const ideas: Ideas = {
  title: 'Idées de week-end',
  intro: 'Laissez-vous inspirer.',
  sections: [
    { title: 'Par envie', intro: 'Spa, gastronomie ou nature.', ideas: [{ label: 'Spa', url: '/search?flow=booking#theme=3', cover: '/api/images/spa/SMALL.svg' }] },
    { title: 'À offrir', intro: null, ideas: [{ label: 'Romantique', url: '/search?flow=gifting#theme=5', cover: '/api/images/love/SMALL.svg' }] },
  ],
  regions: [{ label: 'Bretagne', url: '/search?flow=booking#region=bretagne' }],
};

const realFetch = global.fetch;
let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit?]>;

afterEach(() => {
  global.fetch = realFetch;
});

describe('the ideas page (product-side.md, ideas page)', () => {
  it('shows the market’s sections of idea cards and the region links, headings in order, and takes the page title', async () => {
    fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>(async () => jsonReply(200, ideas));
    global.fetch = fetchMock as unknown as typeof fetch;
    await renderInShell(<IdeasPage />, { route: '/ideas' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Idées de week-end' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toContain('/api/content/ideas.json?locale=fr_FR');
    expect(screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`)).toEqual([
      'H1 Idées de week-end',
      'H2 Par envie',
      'H2 À offrir',
      'H2 Idées par région',
    ]);
    expect(within(screen.getByRole('region', { name: 'Par envie' })).getByRole('link', { name: 'Spa' })).toHaveAttribute('href', '/search?flow=booking#theme=3');
    expect(within(screen.getByRole('region', { name: 'Idées par région' })).getByRole('link', { name: 'Bretagne' })).toHaveAttribute(
      'href',
      '/search?flow=booking#region=bretagne',
    );
    expect(document.title).toBe('Idées de week-end');
  });

  it('says so when the ideas call fails (product-side.md section 8)', async () => {
    global.fetch = jest.fn<Promise<Response>, [string, RequestInit?]>(async () => jsonReply(503, { code: 'UNAVAILABLE', message: 'down' })) as unknown as typeof fetch;
    await renderInShell(<IdeasPage />, { route: '/ideas', market: 'es_ES' });
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Vaya, algo ha salido mal');
  });
});
