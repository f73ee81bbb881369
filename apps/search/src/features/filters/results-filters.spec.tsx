import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../testing/render-page';
import { facetsReply, json, offersReply } from '../../testing/replies';

interface FacetBody {
  criterias: Record<string, unknown>;
}

/** The API as the page meets it: searches answer 30 results, facet calls 12 (with the criteria they were asked for recorded). */
function mockApi() {
  const facetBodies: FacetBody[] = [];
  const fetchMock = jest.fn((url: string, init: RequestInit) => {
    if (url === '/api/search/facets.json') {
      facetBodies.push(JSON.parse(String(init.body)));
      return Promise.resolve(json(facetsReply(12)));
    }
    return Promise.resolve(json(offersReply(30, 6)));
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { facetBodies };
}

const location = () => screen.getByTestId('location').textContent;
const filterBar = () => screen.getByRole('group', { name: 'Filtrer les offres' });

describe('results filters', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it.each([
    ['/search?flow=booking#city=paris', ['Activités', 'Prix', 'Distance', 'Équipements', 'Plus de filtres']],
    ['/search?flow=booking#theme=4', ['Activités', 'Prix', 'Équipements', 'Plus de filtres']],
    ['/search?flow=hotel#city=paris', ['Prix', 'Distance', 'Équipements', 'Plus de filtres']],
  ])('shows the dropdowns of the flow at %s: distance only with a place, no activities in the hotel flow', async (route, expected) => {
    mockApi();
    await renderPage(route);
    await screen.findByRole('heading', { level: 2 });
    const names = within(filterBar())
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(expected);
  });

  it('asks for counts only when a dropdown opens, disables options at 0, and confirms the draft as a new search from page 0', async () => {
    const api = mockApi();
    await renderPage('/search?flow=booking&page=2#city=paris');
    await screen.findByRole('heading', { level: 2 });
    expect(api.facetBodies).toEqual([]);

    fireEvent.click(within(filterBar()).getByRole('button', { name: 'Équipements' }));
    const pool = await screen.findByRole('checkbox', { name: 'Piscine (12)' });
    expect((screen.getByRole('checkbox', { name: 'Spa (0)' }) as HTMLInputElement).disabled).toBe(true);
    expect(api.facetBodies[0].criterias).toMatchObject({ city: 'paris' });

    fireEvent.click(pool);
    await waitFor(() => expect(api.facetBodies.at(-1)?.criterias).toMatchObject({ facilities: ['pool'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Voir 12 offres' }));

    await waitFor(() => expect(location()).toBe('/search?flow=booking#city=paris&facilities=pool'));
    expect(within(filterBar()).getByRole('button', { name: 'Équipements (1)' })).toBeTruthy();
  });

  it('sends the pets facility as petsAllowed, not in the facilities list', async () => {
    const api = mockApi();
    await renderPage('/search?flow=booking#city=paris');
    await screen.findByRole('heading', { level: 2 });
    fireEvent.click(within(filterBar()).getByRole('button', { name: 'Équipements' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Animaux acceptés (7)' }));
    await waitFor(() => expect(api.facetBodies.at(-1)?.criterias).toMatchObject({ petsAllowed: true }));
    expect(api.facetBodies.at(-1)?.criterias.facilities).toBeUndefined();
  });

  it('Escape drops the draft; Reset clears the applied filter and searches at once', async () => {
    mockApi();
    await renderPage('/search?flow=booking#city=paris&stars=4');
    await screen.findByRole('heading', { level: 2 });

    fireEvent.click(within(filterBar()).getByRole('button', { name: 'Plus de filtres (1)' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Design (5)' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Design (5)' })).toBeNull());
    expect(location()).toBe('/search?flow=booking#city=paris&stars=4');

    fireEvent.click(within(filterBar()).getByRole('button', { name: 'Plus de filtres (1)' }));
    expect(((await screen.findByRole('checkbox', { name: 'Design (5)' })) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: '4 étoiles (4)' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    await waitFor(() => expect(location()).toBe('/search?flow=booking#city=paris'));
  });

  it('Reset keeps the focus in reach: a dropdown hands it back to its button, the dialog keeps it on Reset', async () => {
    mockApi();
    const user = userEvent.setup();
    await renderPage('/search?flow=booking#city=paris&facilities=pool');
    await screen.findByRole('heading', { level: 2 });
    await user.click(within(filterBar()).getByRole('button', { name: 'Équipements (1)' }));
    await user.click(within(await screen.findByRole('dialog', { name: /^Équipements/ })).getByRole('button', { name: 'Réinitialiser' }));
    await waitFor(() => expect(location()).toBe('/search?flow=booking#city=paris'));
    await waitFor(() => expect(within(filterBar()).getByRole('button', { name: 'Équipements' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Filtres' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtres' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Piscine (12)' }));
    const reset = within(dialog).getByRole('button', { name: 'Réinitialiser' });
    await user.click(reset);
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Piscine (12)' })).not.toBeChecked());
    expect(reset).toHaveFocus();
  });

  it('a dropdown opened with the keyboard puts the focus on its first field, even while its sections’ code is still coming', async () => {
    mockApi();
    const user = userEvent.setup();
    await renderPage('/search?flow=booking#city=paris');
    await screen.findByRole('heading', { level: 2 });
    within(filterBar()).getByRole('button', { name: 'Prix' }).focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Prix' });
    await waitFor(() => expect(within(panel).getByRole('slider', { name: 'Prix : minimum' })).toHaveFocus());

    // Opened again (the code is there now): the same field.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(filterBar()).getByRole('button', { name: 'Prix' })).toHaveFocus());
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Prix' });
    await waitFor(() => expect(within(again).getByRole('slider', { name: 'Prix : minimum' })).toHaveFocus());
  });

  it('choosing the same rating again resets it', async () => {
    const api = mockApi();
    await renderPage('/search?flow=booking#city=paris');
    await screen.findByRole('heading', { level: 2 });
    fireEvent.click(within(filterBar()).getByRole('button', { name: 'Plus de filtres' }));
    const veryGood = await screen.findByRole('checkbox', { name: 'Très bien 8+ (20)' });
    fireEvent.click(veryGood);
    await waitFor(() => expect(api.facetBodies.at(-1)?.criterias).toMatchObject({ minHotelReviewScore: 8 }));
    expect((screen.getByRole('checkbox', { name: 'Fantastique 9+ (6)' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Très bien 8+ (20)' }));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Très bien 8+ (20)' }) as HTMLInputElement).checked).toBe(false));
    expect((screen.getByRole('checkbox', { name: 'Fantastique 9+ (6)' }) as HTMLInputElement).checked).toBe(false);
    // The counts of the empty draft were asked for when the dropdown opened: they come from the cache, not a new call.
    expect(api.facetBodies.map((body) => body.criterias.minHotelReviewScore)).toEqual([undefined, 8]);
  });

  it('draws the price histogram on the slider, lights the bars the handles let through and counts the draft on the confirm button', async () => {
    const api = mockApi();
    await renderPage('/search?flow=booking#city=paris');
    await screen.findByRole('heading', { level: 2 });
    fireEvent.click(within(filterBar()).getByRole('button', { name: 'Prix' }));
    const histogram = await screen.findByTestId('price-histogram');
    const bars = () => [...screen.getByTestId('price-histogram').children].map((bar) => bar.getAttribute('data-selected'));
    await waitFor(() => expect(bars()).toHaveLength(24));
    // Bars are decoration; the busiest band is said in words, and the handles keep their labels.
    expect(histogram.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText(/La plupart des offres coûtent entre 69\s€ et 79\s€/)).toBeTruthy();
    expect(bars().every((selected) => selected === 'true')).toBe(true);

    const maximum = () => screen.getByRole('slider', { name: 'Prix : maximum' });
    fireEvent.keyDown(maximum(), { key: 'PageDown' });
    fireEvent.keyDown(maximum(), { key: 'PageDown' });
    expect(maximum().getAttribute('aria-valuenow')).toBe('230');
    await waitFor(() => expect(bars().at(-1)).toBe('false'));
    expect(bars().at(-2)).toBe('true');
    await waitFor(() => expect(api.facetBodies.at(-1)?.criterias).toMatchObject({ priceMax: 23_000 }));
    expect(screen.getByRole('button', { name: 'Voir 12 offres' })).toBeTruthy();
  });

  it('a price handle moved with the keyboard keeps the focus as its value is committed; the dialog’s Reset moves it back', async () => {
    const api = mockApi();
    await renderPage('/search?flow=booking#city=paris');
    await screen.findByRole('heading', { level: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtres' });
    const maximum = await within(dialog).findByRole('slider', { name: 'Prix : maximum' });
    // The dialog first puts the focus on its first control; the handle is then focused as a Tab would.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    maximum.focus();
    expect(document.activeElement).toBe(maximum);
    fireEvent.keyDown(maximum, { key: 'PageDown' });
    await waitFor(() => expect(api.facetBodies.at(-1)?.criterias).toMatchObject({ priceMax: 24_000 }));
    expect(within(dialog).getByRole('slider', { name: 'Prix : maximum' })).toBe(maximum);
    expect(document.activeElement).toBe(maximum);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Réinitialiser' }));
    await waitFor(() => expect(maximum.getAttribute('aria-valuenow')).toBe('250'));
  });

  it('the mobile dialog applies every section at once with Confirm', async () => {
    mockApi();
    await renderPage('/search?flow=booking#city=paris');
    await screen.findByRole('heading', { level: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtres' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Piscine (12)' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Massage (8)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(location()).toBe('/search?flow=booking#city=paris&facilities=pool&tags=12'));
    expect(screen.getByRole('button', { name: 'Filtres (2)' })).toBeTruthy();
  });
});
