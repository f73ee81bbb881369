import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Theme } from '@escapade/api-contract';
import { parseLocation } from '@escapade/util-criteria';
import { renderPage } from '../../testing/render-page';
import { json } from '../../testing/replies';
import { SearchSummaryBar } from './search-summary-bar';

const themes: Theme[] = [{ id: 39, name: 'En famille', iconGroup: 'family' }];
const location = () => screen.getByTestId('location').textContent ?? '';
const criteriaOf = (search: string, hash: string) => parseLocation({ search, hash });

/** A browser whose window matches the media queries listed (jsdom has no layout). */
function mockMedia(matching: readonly string[]) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: matching.includes(query), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}

describe('search summary bar', () => {
  let fetchMock: jest.Mock;
  const realFetch = global.fetch;
  let observed: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;

  beforeEach(() => {
    fetchMock = jest.fn((url: string) => (url.startsWith('/api/themes.json') ? Promise.resolve(json(themes)) : Promise.reject(new Error(`unexpected call ${url}`))));
    global.fetch = fetchMock;
    observed = undefined;
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      value: class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          observed = callback;
        }
        observe = jest.fn();
        disconnect = jest.fn();
      },
    });
  });

  afterEach(() => {
    global.fetch = realFetch;
    Reflect.deleteProperty(window, 'matchMedia');
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  it('sums up destination, dates, theme and travellers, and opens the search box to change them', async () => {
    const user = userEvent.setup();
    const criteria = criteriaOf('?flow=booking', '#city=annecy&theme=39&checkin=2030-05-03&checkout=2030-05-05&a=3&c=1');
    await renderPage('/search?flow=booking#city=annecy&theme=39', <SearchSummaryBar criteria={criteria} destination="Annecy" theme="En famille" />);
    const summary = screen.getByRole('region', { name: 'Votre recherche' });
    const button = within(summary).getByRole('button', { name: /^Modifier votre recherche/ });
    expect(button).toHaveTextContent('En famille');
    expect(button).toHaveAccessibleName(expect.stringMatching(/^Modifier votre recherche: Annecy, 3.*5 mai, En famille, 3 adultes, 1 enfant$/));
    // The names come from the results: the bar itself asks nothing.
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Je recherche un week-end' });
    expect(within(dialog).getByRole('search', { name: 'Je recherche un week-end' })).toBeVisible();
    // The field shows the destination's name, as the bar does, not its hash value.
    expect(within(dialog).getByRole('combobox', { name: 'Destination' })).toHaveValue('Annecy');
    await user.click(within(dialog).getByRole('button', { name: 'Rechercher' }));
    expect(location()).toBe('/search?flow=booking#city=annecy&theme=39&checkin=2030-05-03&checkout=2030-05-05&a=3&c=1&s=1');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The box's chunk loads on the first click: allow for it on a slow machine.
  }, 20_000);

  it('says what is left open: all destinations, any dates, every theme; around me for a position', async () => {
    await renderPage('/search', <SearchSummaryBar criteria={criteriaOf('?flow=booking', '')} destination={undefined} theme={undefined} />);
    expect(screen.getByRole('button', { name: /^Modifier votre recherche/ })).toHaveAccessibleName(
      'Modifier votre recherche: Toutes les destinations, Dates flexibles, Pour toutes vos envies, 2 adultes',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names a search around a position, and leaves out dates and theme where the flow has none', async () => {
    await renderPage('/search/activities', <SearchSummaryBar criteria={criteriaOf('?flow=activity', '#lat=45.76&lng=4.83&a=2')} destination={undefined} theme={undefined} />);
    expect(screen.getByRole('button', { name: /^Modifier votre recherche/ })).toHaveAccessibleName('Modifier votre recherche: Autour de moi, 2 participants');
  });

  it('is sticky on desktop when the window is tall enough, with no compact summary', async () => {
    mockMedia(['(min-height: 480px)']);
    await renderPage('/search', <SearchSummaryBar criteria={criteriaOf('?flow=booking', '')} destination={undefined} theme={undefined} />);
    expect(screen.getByRole('region', { name: 'Votre recherche' }).className).toBe('sticky');
    expect(screen.queryByTestId('sticky-summary')).toBeNull();
  });

  it('on mobile, shows the compact sticky summary once the bar has scrolled away, unless the bar is forced sticky', async () => {
    mockMedia(['(max-width: 599.98px)', '(min-height: 480px)']);
    const { unmount } = await renderPage('/search', <SearchSummaryBar criteria={criteriaOf('?flow=booking', '')} destination={undefined} theme={undefined} />);
    expect(screen.getByRole('region', { name: 'Votre recherche' }).className).toBe('bar');
    expect(screen.getByTestId('sticky-summary')).not.toBeVisible();
    act(() => observed?.([{ isIntersecting: false, boundingClientRect: { top: -80 } as DOMRectReadOnly }]));
    expect(screen.getByTestId('sticky-summary')).toBeVisible();
    act(() => observed?.([{ isIntersecting: true, boundingClientRect: { top: 10 } as DOMRectReadOnly }]));
    expect(screen.getByTestId('sticky-summary')).not.toBeVisible();
    unmount();

    await renderPage('/search', <SearchSummaryBar criteria={criteriaOf('?flow=booking', '')} destination={undefined} theme={undefined} forceSticky />);
    expect(screen.getByRole('region', { name: 'Votre recherche' }).className).toBe('sticky');
  });

  it('is not sticky in a window too low for it, even when forced', async () => {
    mockMedia([]);
    await renderPage('/search', <SearchSummaryBar criteria={criteriaOf('?flow=booking', '')} destination={undefined} theme={undefined} forceSticky />);
    expect(screen.getByRole('region', { name: 'Votre recherche' }).className).toBe('bar');
  });
});
