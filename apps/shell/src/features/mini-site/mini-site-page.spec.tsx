import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { MiniSite } from '@escapade/api-contract';
import type { SearchCriteria } from '@escapade/util-criteria';
import { jsonReply, renderInShell } from '../../testing/render-in-shell';
import { loadRemoteModule } from '../../app/remotes/federation';
import { MiniSitePage } from './mini-site-page';

jest.mock('../../app/remotes/federation', () => ({ loadRemoteModule: jest.fn(), readyModule: () => undefined, resetRemote: jest.fn() }));

/** The search remote's box as far as the page is concerned: the criteria it starts from. */
function FakeSearchBox({ criteria }: { criteria?: SearchCriteria }) {
  return <form role="search" aria-label="Search box" data-minisite={criteria?.minisite} />;
}

const libelle: MiniSite = {
  minisiteId: 97,
  minisiteUrl: 'libelle',
  partnerName: 'Libelle',
  minisiteLocale: 'nl_BE',
  bannerUrls: { desktop: '/api/images/11/1200_300.svg', mobile: '/api/images/11/600_300.svg' },
  logoUrl: '/api/images/12/120_80.svg',
  footer: 'Een aanbod voor de lezers van **Libelle**. Lees de [voorwaarden](/page/terms).',
};

const realFetch = global.fetch;
let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit?]>;

beforeEach(() => {
  (loadRemoteModule as jest.Mock).mockResolvedValue({ default: FakeSearchBox });
});

afterEach(() => {
  global.fetch = realFetch;
});

function answer(status: number, body: unknown) {
  fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>(async () => jsonReply(status, body));
  global.fetch = fetchMock as unknown as typeof fetch;
}

function page() {
  return (
    <Routes>
      <Route path="/partner/:minisiteUrl" element={<MiniSitePage notFound={<p>404 page</p>} />} />
    </Routes>
  );
}

describe('partner mini-sites (product-side.md section 2: served at a path built from the url name, six known partners)', () => {
  it('shows the partner’s banner, logo, search box and footer on its own market, and names the page after the partner', async () => {
    answer(200, libelle);
    await renderInShell(page(), { market: 'nl_BE', route: '/partner/libelle' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Libelle' });
    expect(within(heading).getByRole('img', { name: 'Libelle' })).toHaveAttribute('src', libelle.logoUrl);
    expect(fetchMock.mock.calls[0][0]).toContain('/api/content/minisites/libelle');
    const banner = document.querySelector('picture');
    expect(banner?.querySelector('source')).toHaveAttribute('srcset', libelle.bannerUrls.mobile);
    expect(banner?.querySelector('img')).toHaveAttribute('src', libelle.bannerUrls.desktop);
    expect(document.title).toBe('Libelle | Escapade');
    const footer = document.querySelector('article footer') as HTMLElement;
    expect(within(footer).getByText('Libelle', { selector: 'strong' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'voorwaarden' })).toHaveAttribute('href', '/nl/page/terms');
  });

  it('starts the search box from a booking search carrying the mini-site id, so its searches carry it too', async () => {
    answer(200, libelle);
    await renderInShell(page(), { market: 'nl_BE', route: '/partner/libelle' });
    expect(await screen.findByRole('search', { name: 'Search box' })).toHaveAttribute('data-minisite', '97');
  });

  it('is not found on another market than the partner’s', async () => {
    answer(200, libelle);
    await renderInShell(page(), { market: 'fr_FR', route: '/partner/libelle' });
    expect(await screen.findByText('404 page')).toBeInTheDocument();
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('is not found for a name that is not one of the known partners', async () => {
    answer(404, { code: 'NOT_FOUND', message: 'No mini-site', details: [{ field: 'params.minisiteUrl' }] });
    await renderInShell(page(), { route: '/partner/nobody' });
    expect(await screen.findByText('404 page', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
