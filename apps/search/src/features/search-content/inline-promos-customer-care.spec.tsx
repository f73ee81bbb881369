/**
 * @jest-environment-options {"url": "http://customercare.localhost/"}
 */
import { screen } from '@testing-library/react';
import { renderPage } from '../../testing/render-page';
import { mockContentApi as mockApi } from '../../testing/replies';

describe('inline promo blocks in customer-care mode (search-side.md section 6)', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('are hidden on the customer-care host, which still shows the rest of the content', async () => {
    mockApi(24);
    await renderPage('/search?flow=booking#city=paris');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(24);
    expect(window.location.hostname).toBe('customercare.localhost');
    await screen.findByRole('region', { name: /^Week-end à Paris/ }, { timeout: 10_000 });
    expect(screen.queryByRole('complementary')).toBeNull();
    // The rows of the slots hold nothing, so the grid gives them back.
    const rows = [...screen.getByRole('list', { name: 'Offres' }).children];
    expect(rows.filter((row) => row.childElementCount > 0)).toHaveLength(24);
  });
});
