import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { CmsBlock, LandingPage as LandingPageReply } from '@escapade/api-contract';
import { OFFER_CARD_EXAMPLE } from '@escapade/api-contract/testing';
import { jsonReply, renderInShell } from '../../testing/render-in-shell';
import { LandingPage } from './landing-page';

/** The home's block views, except a marketing block that throws as a broken block would. */
jest.mock('../home', () => {
  const actual = jest.requireActual('../home');
  return {
    ...actual,
    CmsBlockView: ({ block }: { block: CmsBlock }) => {
      if (block.type === 'marketingBlock' && block.title === 'mockBroken') throw new Error('broken block');
      return actual.CmsBlockView({ block });
    },
  };
});

const landing: LandingPageReply = {
  slug: 'week-end-derniere-minute',
  locale: 'fr_FR',
  title: 'Week-ends de dernière minute',
  intro: 'Partez dès ce week-end.',
  blocks: [
    { type: 'mainUsp', items: [{ icon: 'star', title: 'Activités incluses', text: 'Tout est prévu.' }] },
    { type: 'topSearchResults', title: 'Les séjours les plus réservés à Annecy', searchUrl: '/search?flow=booking#city=annecy', offers: [OFFER_CARD_EXAMPLE] },
    {
      type: 'marketingBlock',
      title: 'Des week-ends tout compris',
      text: 'Hôtel, dîners et activités.',
      imageUrl: '/api/images/3/640_360.svg',
      imageAlt: '',
      cta: { label: 'Voir les séjours', url: '/search?flow=booking', newTab: false },
    },
  ],
  meta: {
    pageTitle: 'Week-ends de dernière minute | Escapade',
    metaDescription: 'Réservez aujourd’hui, partez demain.',
    canonicalUrl: 'https://www.escapade.fr/landing/week-end-derniere-minute',
    alternateUrls: [],
  },
};

const realFetch = global.fetch;
let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit?]>;

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
      <Route path="/landing/:slug" element={<LandingPage notFound={<p>404 page</p>} />} />
    </Routes>
  );
}

describe('block-built landing pages (product-side.md section 2: chosen by a path segment and locale)', () => {
  it('asks for the page of the path segment in the market and draws its blocks with the home’s components', async () => {
    answer(200, landing);
    await renderInShell(page(), { market: 'fr_BE', route: '/landing/week-end-derniere-minute' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Week-ends de dernière minute' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toContain('/api/content/landing/week-end-derniere-minute?locale=fr_BE');
    expect(screen.getByText('Activités incluses')).toBeInTheDocument();
    const top = screen.getByRole('region', { name: 'Les séjours les plus réservés à Annecy' });
    expect(within(top).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Des week-ends tout compris' })).toBeInTheDocument();
    expect(document.title).toBe('Week-ends de dernière minute | Escapade');
  });

  it('leaves out a block that cannot be drawn, keeping the others', async () => {
    const broken = { ...landing, blocks: landing.blocks.map((block) => (block.type === 'marketingBlock' ? { ...block, title: 'mockBroken' } : block)) };
    answer(200, broken);
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderInShell(page(), { route: '/landing/week-end-derniere-minute' });
    expect(await screen.findByRole('region', { name: 'Les séjours les plus réservés à Annecy' })).toBeInTheDocument();
    expect(screen.queryByText('mockBroken')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    spy.mockRestore();
  });

  it('shows nothing when the page cannot be loaded', async () => {
    answer(503, { code: 'UNAVAILABLE', message: 'Down' });
    const { container } = await renderInShell(page(), { route: '/landing/week-end-derniere-minute' });
    await screen.findByText((_, element) => element === container && container.childElementCount === 0, {}, { timeout: 4000 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is the not-found page for a slug the market has no landing page for', async () => {
    answer(404, { code: 'NOT_FOUND', message: 'No landing page', details: [{ field: 'params.slug' }] });
    await renderInShell(page(), { route: '/landing/nope' });
    expect(await screen.findByText('404 page', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
