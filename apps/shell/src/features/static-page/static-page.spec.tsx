import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { StaticPage as StaticPageReply } from '@escapade/api-contract';
import { jsonReply, renderInShell } from '../../testing/render-in-shell';
import { StaticPage } from './static-page';

const privacy: StaticPageReply = {
  id: 'privacy',
  locale: 'nl_BE',
  title: 'Privacybeleid',
  content: '## Uw rechten\n\nSchrijf ons via de pagina [Contact](/contact).',
  meta: {
    pageTitle: 'Privacybeleid | Escapade',
    metaDescription: 'Hoe wij uw gegevens beschermen.',
    canonicalUrl: 'https://be.escapade.example/nl/page/privacy',
    alternateUrls: [],
  },
};

const realFetch = global.fetch;
let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit?]>;

afterEach(() => {
  global.fetch = realFetch;
});

function page() {
  return (
    <Routes>
      <Route path="/page/:pageId" element={<StaticPage notFound={<p>404 page</p>} />} />
    </Routes>
  );
}

describe('static content pages (id = second path segment)', () => {
  it('asks for the page of the second path segment in the market and shows its title and text', async () => {
    fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>(async () => jsonReply(200, privacy));
    global.fetch = fetchMock as unknown as typeof fetch;
    await renderInShell(page(), { market: 'nl_BE', route: '/page/privacy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacybeleid' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toContain('/api/content/pages/privacy?locale=nl_BE');
    expect(screen.getByRole('heading', { level: 2, name: 'Uw rechten' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/nl/contact');
    expect(document.title).toBe('Privacybeleid | Escapade');
  });

  it('shows the not-found page for an id the CMS does not know', async () => {
    global.fetch = jest.fn<Promise<Response>, [string, RequestInit?]>(async () => jsonReply(404, { code: 'NOT_FOUND', message: 'No page' })) as unknown as typeof fetch;
    await renderInShell(page(), { route: '/page/nope' });
    expect(await screen.findByText('404 page', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
