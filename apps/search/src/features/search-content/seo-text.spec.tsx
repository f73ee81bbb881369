import { fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from '../../testing/render-page';
import { mockContentApi, searchContent } from '../../testing/replies';

describe('SEO text at the bottom of the results (search-side.md section 2)', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("shows the destination's text as headings and plain paragraphs, the rest behind 'Read more'", async () => {
    const calls = mockContentApi(24);
    await renderPage('/search?flow=booking#city=paris');
    const text = await screen.findByRole('region', { name: 'Week-end à Paris : nos séjours tout compris' }, { timeout: 10_000 });
    expect(calls).toContain('/api/content/search-page.json?locale=fr_FR&flow=booking&city=paris');
    expect(within(text).getByRole('heading', { level: 2 }).textContent).toBe('Week-end à Paris : nos séjours tout compris');
    expect(within(text).getByRole('heading', { level: 3, name: 'Pourquoi partir à Paris ?' })).toBeTruthy();
    // Markup in the copy is text, never HTML.
    expect(within(text).getByText(/<b>sans rien organiser<\/b>/)).toBeTruthy();
    expect(text.querySelector('b')).toBeNull();

    const more = within(text).getByRole('button', { name: 'Lire la suite' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(within(text).queryByRole('heading', { level: 3, name: 'Bon à savoir' })).toBeNull();
    fireEvent.click(more);
    expect(within(text).getByRole('button', { name: 'Réduire' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(text).getByRole('heading', { level: 3, name: 'Bon à savoir' })).toBeTruthy();
  });

  it('shows a short text whole, and nothing when the place has none', async () => {
    const [first] = searchContent.seoText?.sections ?? [];
    mockContentApi(24, { ...searchContent, seoText: { ...searchContent.seoText, sections: [first] } });
    const { unmount } = await renderPage('/search?flow=booking#city=paris');
    const text = await screen.findByRole('region', { name: 'Week-end à Paris : nos séjours tout compris' }, { timeout: 10_000 });
    expect(within(text).queryByRole('button')).toBeNull();
    unmount();

    mockContentApi(24, { ...searchContent, seoText: null });
    await renderPage('/search?flow=booking#poi=tour-eiffel');
    await screen.findByRole('complementary', { name: 'Ventes flash de la semaine' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: /Week-end/ })).toBeNull();
  });
});
