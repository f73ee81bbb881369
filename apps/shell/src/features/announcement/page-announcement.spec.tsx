import '@testing-library/jest-dom';
import { Suspense } from 'react';
import { act, screen } from '@testing-library/react';
import type { AnnouncementBannerReply } from '@escapade/api-contract';
import type { MarketCode } from '@escapade/util-market';
import { jsonReply, renderInShell } from '../../testing/render-in-shell';
import PageAnnouncement, { BANNERS_WAIT_MS } from './page-announcement';

/** The banners of a market: the results pages' for booking and gifting, the product pages' for booking. */
function banners(locale: MarketCode): AnnouncementBannerReply {
  const entry = (flow: 'booking' | 'gifting', content: string) => ({
    flow,
    locale,
    announcementBanner: { content, colorVariation: 'blue' as const, link: { url: '/page/faq' }, localizations: [] },
  });
  return {
    data: {
      homePages: [],
      searchPages: [entry('booking', 'Results: pay in three instalments'), entry('gifting', 'Gifts: delivered by email')],
      productPages: [entry('booking', 'Stays: free cancellation on many offers')],
    },
  };
}

const fetchMock = jest.fn<Promise<Response>, [string]>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

type Page = Parameters<typeof PageAnnouncement>[0]['page'];

/** A page with its banner in one boundary, as the shell mounts a remote's page; `visit` tells pages apart. */
function announcedPage(page: Page, visit = 1) {
  return (
    <Suspense key={visit} fallback={<p>Loading the page</p>}>
      <PageAnnouncement page={page} />
      <p>The page</p>
    </Suspense>
  );
}

async function renderAnnouncement(market: MarketCode, page: Page) {
  return renderInShell(announcedPage(page), { market });
}

describe('PageAnnouncement: the banner of a results or product page (product-side.md section 7)', () => {
  it("shows the market's banner of the page kind and flow, in the same frame as the page", async () => {
    fetchMock.mockResolvedValue(jsonReply(200, banners('fr_FR')));
    await renderAnnouncement('fr_FR', { kind: 'searchPages', flow: 'gifting' });
    expect(await screen.findByRole('link', { name: 'Gifts: delivered by email' })).toHaveAttribute('href', '/page/faq');
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/cms/announcementBanner?locale=fr_FR');
  });

  it("falls back to the booking flow's banner, and shows none where the page kind has none", async () => {
    fetchMock.mockResolvedValue(jsonReply(200, { data: { ...banners('es_ES').data, productPages: [] } }));
    await renderAnnouncement('es_ES', { kind: 'searchPages', flow: 'hotel' });
    expect(await screen.findByText('Results: pay in three instalments')).toBeInTheDocument();

    await renderAnnouncement('es_ES', { kind: 'productPages', flow: 'booking' });
    expect(screen.getAllByText('The page')).toHaveLength(2);
    expect(screen.queryByText('Stays: free cancellation on many offers')).not.toBeInTheDocument();
  });

  it('shows the page without a banner when the banners are late, and does not push it down when they come', async () => {
    let answer = (_reply: Response) => undefined as void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const page: Page = { kind: 'productPages', flow: 'booking' };
    const { rerender } = await renderAnnouncement('it_IT', page);
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    expect(await screen.findByText('The page', {}, { timeout: BANNERS_WAIT_MS + 1_000 })).toBeInTheDocument();
    await act(async () => answer(jsonReply(200, banners('it_IT'))));
    expect(screen.queryByText('Stays: free cancellation on many offers')).not.toBeInTheDocument();

    // The next page has it from its first frame.
    rerender(announcedPage(page, 2));
    expect(screen.getByText('Stays: free cancellation on many offers')).toBeInTheDocument();
  });

  it('shows the page without a banner when the banners fail', async () => {
    fetchMock.mockResolvedValue(jsonReply(503, { code: 'UNAVAILABLE', message: 'down', details: [] }));
    await renderAnnouncement('nl_NL', { kind: 'searchPages', flow: 'booking' });
    expect(await screen.findByText('The page', {}, { timeout: BANNERS_WAIT_MS * 2 })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
