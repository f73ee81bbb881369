import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeIntersectionObserver, recordDataLayer } from '@escapade/app-providers/testing';
import { renderPage } from '../../testing/render-page';
import { mockContentApi as mockApi } from '../../testing/replies';

describe('inline promo blocks between result grids', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('sits after the first row and after the second block, with the CMS content of the market and flow', async () => {
    const calls = mockApi(24);
    await renderPage('/search?flow=booking#city=paris');
    // The block's code loads on first use (compiled on the fly in tests): the first wait is longer.
    const flash = await screen.findByRole('complementary', { name: 'Ventes flash de la semaine' }, { timeout: 10_000 });
    const gift = await screen.findByRole('complementary', { name: 'Offrez un séjour' });
    expect(calls).toEqual(['/api/content/search-page.json?locale=fr_FR&flow=booking&city=paris']);
    const items = [...screen.getByRole('list', { name: 'Offres' }).children];
    expect(items.indexOf(flash.closest('li') as Element)).toBe(3);
    expect(items.indexOf(gift.closest('li') as Element)).toBe(11);
    expect(within(screen.getByRole('list', { name: 'Offres' })).getAllByRole('article')).toHaveLength(24);
    expect(within(flash).getByRole('link', { name: 'Voir les promotions' }).getAttribute('href')).toBe('/search?flow=booking#sort=promo');
    expect(within(gift).getByRole('img', { name: 'Un couple ouvre un cadeau' })).toBeTruthy();
  });

  it('only sits between results: a page of 5 shows the first block only, a page of 3 none', async () => {
    mockApi(5);
    const { unmount } = await renderPage('/search?flow=booking#city=paris');
    await screen.findByRole('complementary', { name: 'Ventes flash de la semaine' });
    expect(screen.queryByRole('complementary', { name: 'Offrez un séjour' })).toBeNull();
    unmount();

    mockApi(3);
    await renderPage('/search?flow=booking#city=paris');
    // The destination's text at the bottom comes from the same content: once it shows, the promos had their chance.
    await screen.findByRole('region', { name: /^Week-end à Paris/ }, { timeout: 10_000 });
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('counts a block as seen once it is on screen, and as chosen when its link is followed, each once', async () => {
    const screenView = fakeIntersectionObserver();
    const dataLayer = recordDataLayer();
    const flashSale = { promotion_id: 'search-promo-flashSale', promotion_name: 'Ventes flash de la semaine', creative_slot: 'inline_promo', creative_name: 'afterFirstRow' };
    try {
      mockApi(24);
      await renderPage('/search?flow=booking#city=paris');
      await screen.findAllByRole('article');
      // Scrolling down brings the rooms into view, so the blocks load; the blocks are not seen yet.
      screenView.scrollThroughAll();
      const flash = await screen.findByRole('complementary', { name: 'Ventes flash de la semaine' }, { timeout: 10_000 });
      await screen.findByRole('complementary', { name: 'Offrez un séjour' });
      expect(dataLayer.named('view_promotion')).toEqual([]);

      screenView.scrollIntoView(flash);
      screenView.scrollIntoView(flash);
      expect(dataLayer.named('view_promotion')).toEqual([expect.objectContaining({ ...flashSale, page_type: 'search', locale: 'fr_FR' })]);

      const link = within(flash).getByRole('link', { name: 'Voir les promotions' });
      link.addEventListener('click', (event) => event.preventDefault());
      await userEvent.click(link);
      await userEvent.click(link);
      expect(dataLayer.named('select_promotion')).toEqual([expect.objectContaining(flashSale)]);
    } finally {
      dataLayer.stop();
      screenView.restore();
    }
  });

  it('gives its row back when the content call fails', async () => {
    mockApi(24, { error: 'not the contract' });
    await renderPage('/search?flow=gifting#city=paris');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(24);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
