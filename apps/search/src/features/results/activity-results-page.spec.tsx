import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../testing/render-page';
import { activityReply, json } from '../../testing/replies';
import { ActivityResultsPage } from './activity-results-page';

describe('activity-only results page', () => {
  const realFetch = global.fetch;
  let bodies: { page: number; criteria: Record<string, unknown> }[];

  beforeEach(() => {
    bodies = [];
    global.fetch = jest.fn((_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return Promise.resolve(json(activityReply(30, 24)));
    }) as unknown as typeof fetch;
  });

  afterEach(() => {
    global.fetch = realFetch;
  });

  it('prices each voucher per person for the participants searched and links the activity page with them', async () => {
    await renderPage('/search/activities?flow=activity#city=paris&a=1', <ActivityResultsPage />);
    await screen.findByRole('heading', { level: 2, name: '30 offres à Paris' });
    expect(screen.getByText('Paris · 1 participant').getAttribute('role')).toBe('status');
    expect(bodies[0]).toMatchObject({ criteria: { city: 'paris', adult: 1 }, page: 0 });

    const first = within(screen.getByRole('list', { name: 'Offres' })).getAllByRole('article')[0];
    expect(first.textContent).toContain('268');
    const links = within(first)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toContain('/activity/307/vol-en-montgolfiere-a-le-blanc-mesnil-307#a=1');
  });

  it('keeps its own path when paging, even when the flow is missing from the URL', async () => {
    await renderPage('/search/activities#city=paris', <ActivityResultsPage />);
    await screen.findByRole('heading', { level: 2 });
    const next = within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: /Suivant/ });
    expect(next.getAttribute('href')).toBe('/search/activities?flow=activity&page=1#city=paris');
    Element.prototype.scrollIntoView = jest.fn();
    fireEvent.click(next);
    await waitFor(() => expect(bodies.at(-1)?.page).toBe(1));
  });
});
