import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchSuggestion, Theme } from '@escapade/api-contract';
import { addDays } from '@escapade/util-market';
import { marketToday } from '@escapade/util-market/clock';
import { parseLocation } from '@escapade/util-criteria';
import { renderPage } from '../../testing/render-page';
import { json } from '../../testing/replies';
import { SearchBox } from './search-box';
import { LAST_SEARCHES_STORAGE_KEY } from './use-recent-searches';

const paris: SearchSuggestion = { label: 'Paris (75000), Paris', category: 'city', id: 2988507, latitude: 48.85341, longitude: 2.3488, value: 'paris', postalcode: '75000' };
const parisRegion: SearchSuggestion = { label: 'Île-de-France', category: 'region', id: 3012874, latitude: 48.5, longitude: 2.5, value: 'ile-de-france', postalcode: null };

const annecy: SearchSuggestion = { label: 'Annecy (74000), Haute-Savoie', category: 'city', id: 3037543, latitude: 45.899, longitude: 6.129, value: 'annecy', postalcode: '74000' };

const themes: Theme[] = [
  { id: 1, name: 'Romantique', iconGroup: 'romantic' },
  { id: 39, name: 'En famille', iconGroup: 'family' },
  { id: 99, name: 'Nouveau thème', iconGroup: 'not-yet-mapped' },
];

/** The API as the box calls it: suggestions for any term, possible nights 1 and 2 for any check-in. */
function answer(url: string) {
  if (url.startsWith('/api/autocomplete-geonames.json')) return Promise.resolve(json([paris, parisRegion]));
  if (url.includes('/packageCheckoutNights.json')) return Promise.resolve(json([1, 2]));
  if (url.startsWith('/api/themes.json')) return Promise.resolve(json(themes));
  if (url.startsWith('/api/nearby-destinations.json')) return Promise.resolve(json(url.includes('lat=48') ? [] : [annecy]));
  return Promise.reject(new Error(`unexpected call ${url}`));
}

const location = () => screen.getByTestId('location').textContent ?? '';
const destination = () => screen.getByRole('combobox', { name: 'Destination' });
const submit = () => screen.getByRole('button', { name: 'Rechercher' });
/** A day of calendar A, once it is shown. */
const day = async (date: string) =>
  waitFor(() => {
    const button = document.querySelector<HTMLButtonElement>(`[data-date="${date}"]`);
    if (!button) throw new Error(`${date} is not shown`);
    return button;
  });

describe('search box', () => {
  let fetchMock: jest.Mock;
  const realFetch = global.fetch;

  beforeEach(() => {
    window.localStorage.clear();
    fetchMock = jest.fn((url: string) => answer(url));
    global.fetch = fetchMock;
  });

  afterEach(() => {
    global.fetch = realFetch;
  });

  it('searches a picked city with its centre and the travellers changed, as a new results page, and remembers it', async () => {
    const user = userEvent.setup();
    await renderPage('/', <SearchBox />);
    expect(screen.getByRole('search', { name: 'Je recherche un week-end' })).toBeVisible();

    await user.type(destination(), 'par');
    await user.click(await screen.findByRole('option', { name: 'Paris (75000), Paris' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/autocomplete-geonames.json?locale=fr_FR&term=par');

    await user.click(screen.getByRole('button', { name: /^Voyageurs/ }));
    const adults = screen.getByRole('group', { name: 'Adultes' });
    await user.click(within(adults).getByRole('button', { name: 'Plus : Adultes' }));
    await user.click(within(screen.getByRole('group', { name: 'Enfants' })).getByRole('button', { name: 'Plus : Enfants' }));
    expect(screen.getByRole('button', { name: /^Voyageurs/ })).toHaveTextContent('3 adultes, 1 enfant');

    await user.click(submit());
    expect(location()).toBe('/search?flow=booking#city=paris&a=3&c=1&s=1&lat=48.85341&lng=2.3488');
    expect(JSON.parse(window.localStorage.getItem(LAST_SEARCHES_STORAGE_KEY) ?? '[]')).toEqual([{ id: 'paris', label: 'Paris (75000), Paris', category: 'city' }]);
  });

  it('picks a suggestion with the arrow keys and Enter, then Enter submits; the hash key is the suggestion’s category', async () => {
    const user = userEvent.setup();
    await renderPage('/', <SearchBox />);
    await user.type(destination(), 'par');
    await screen.findByRole('option', { name: 'Île-de-France' });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(destination()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Île-de-France' }).id);
    await user.keyboard('{Enter}');
    expect(destination()).toHaveValue('Île-de-France');
    expect(destination()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    // A region is an area: no centre to measure distances from.
    expect(parseLocation(new URL(location(), 'http://localhost'))).toMatchObject({ flow: 'booking', region: 'ile-de-france' });
    expect(location()).not.toMatch(/lat=|city=/);
  });

  it('shows the last searches when the empty destination is focused, without asking the API', async () => {
    window.localStorage.setItem(
      LAST_SEARCHES_STORAGE_KEY,
      JSON.stringify([
        { id: 'lyon', label: 'Lyon (69000), Rhône', category: 'city' },
        { id: 'bretagne', label: 'Bretagne', category: 'region' },
      ]),
    );
    const user = userEvent.setup();
    await renderPage('/', <SearchBox />);
    await user.click(destination());
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Lyon (69000), RhôneRecherche récente', 'BretagneRecherche récente']);
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(submit());
    expect(location()).toBe('/search?flow=booking#city=lyon');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks nothing for an empty input and only logs a failed autocomplete', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new Error('offline')));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderPage('/', <SearchBox />);
    await user.type(destination(), '   ');
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(destination(), 'ly');
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Destination suggestions could not be loaded', 'offline'), { timeout: 3000 });
    expect(screen.queryByRole('alert')).toBeNull();
    warn.mockRestore();
  });

  it('the flow toggle changes the header and the flow searched', async () => {
    const user = userEvent.setup();
    await renderPage('/', <SearchBox />);
    const flows = screen.getByRole('group', { name: 'Que recherchez-vous\u00a0?' });
    expect(within(flows).getByRole('button', { name: 'Séjours' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(flows).getByRole('button', { name: 'Cadeaux' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Je recherche un cadeau');
    expect(within(flows).getByRole('button', { name: 'Cadeaux' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: /^Dates/ })).toBeNull();
    await user.click(submit());
    // The gift options shown are searched, defaults included: 1 night, digital, the 2 adults.
    expect(location()).toBe('/search?flow=gifting#giftNights=1&giftFormat=digital&giftAdults=2');
    await user.click(within(flows).getByRole('button', { name: 'Séjours' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Je recherche un week-end');
  });

  describe('gift options', () => {
    const giftTrigger = () => screen.getByRole('button', { name: /^Votre cadeau/ });

    it('in the gifting flow, the nights, voucher format and people take the place of dates and travellers, and are searched in the hash', async () => {
      const user = userEvent.setup();
      await renderPage('/', <SearchBox criteria={parseLocation({ search: '?flow=booking', hash: '#city=paris&a=3' })} />);
      expect(screen.queryByRole('button', { name: /^Votre cadeau/ })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Cadeaux' }));
      expect(await screen.findByRole('button', { name: /^Votre cadeau/ })).toHaveTextContent('1 nuit, numérique, 3 personnes');
      expect(screen.queryByRole('button', { name: /^Dates/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Voyageurs/ })).toBeNull();

      await user.click(giftTrigger());
      const nights = screen.getByRole('group', { name: 'Nuits' });
      expect(within(nights).getByRole('spinbutton', { name: 'Nuits' })).toHaveAttribute('aria-valuemax', '30');
      expect(within(nights).getByRole('button', { name: 'Moins : Nuits' })).toBeDisabled();
      await user.click(within(nights).getByRole('button', { name: 'Plus : Nuits' }));
      await user.click(within(nights).getByRole('button', { name: 'Plus : Nuits' }));
      const format = screen.getByRole('group', { name: 'Format du bon' });
      expect(within(format).getByRole('radio', { name: 'Numérique' })).toBeChecked();
      await user.click(within(format).getByRole('radio', { name: 'Physique' }));
      const people = screen.getByRole('group', { name: 'Personnes' });
      await user.click(within(people).getByRole('button', { name: 'Moins : Personnes' }));
      expect(giftTrigger()).toHaveTextContent('3 nuits, physique, 2 personnes');

      await user.click(submit());
      expect(location()).toBe('/search?flow=gifting#city=paris&a=3&giftNights=3&giftFormat=physical&giftAdults=2');
      expect(parseLocation(new URL(location(), 'http://localhost'))).toMatchObject({ giftNights: 3, giftFormat: 'physical', giftAdults: 2 });
    });

    it('starts from the gift options of the criteria, and drops them when switched back to Stays', async () => {
      const user = userEvent.setup();
      await renderPage('/', <SearchBox criteria={parseLocation({ search: '?flow=gifting', hash: '#city=paris&giftNights=2&giftFormat=physical&giftAdults=4' })} />);
      expect(await screen.findByRole('button', { name: /^Votre cadeau/ })).toHaveTextContent('2 nuits, physique, 4 personnes');
      await user.click(screen.getByRole('button', { name: 'Séjours' }));
      expect(screen.queryByRole('button', { name: /^Votre cadeau/ })).toBeNull();
      expect(screen.getByRole('button', { name: /^Dates/ })).toBeVisible();
      await user.click(submit());
      expect(location()).toBe('/search?flow=booking#city=paris');
    });

    it('offers no physical format in a market that does not sell it (es_ES): a physical gift is searched as digital', async () => {
      const user = userEvent.setup();
      await renderPage('/', <SearchBox criteria={parseLocation({ search: '?flow=gifting', hash: '#giftFormat=physical' })} />, 'es_ES');
      const trigger = await screen.findByRole('button', { name: /^Tu regalo/ });
      expect(trigger).toHaveTextContent('1 noche, digital, 2 personas');
      await user.click(trigger);
      const format = screen.getByRole('group', { name: 'Formato del bono' });
      expect(
        within(format)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['digital']);
      expect(within(format).getByRole('radio', { name: 'Digital' })).toBeChecked();
      expect(screen.queryByRole('radio', { name: 'Físico' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Buscar' }));
      expect(location()).toBe('/search?flow=gifting#giftNights=1&giftFormat=digital&giftAdults=2');
    });
  });

  it('starts from the criteria it is given', async () => {
    const criteria = parseLocation({ search: '?flow=booking', hash: '#city=nantes&a=4&checkin=2030-05-03&checkout=2030-05-05' });
    await renderPage('/', <SearchBox criteria={criteria} />);
    expect(destination()).toHaveValue('nantes');
    expect(screen.getByRole('button', { name: /^Voyageurs/ })).toHaveTextContent('4 adultes');
    expect(screen.getByRole('button', { name: /^Dates/ })).toHaveTextContent(/3.*5 mai/);
  });

  it('picks stay dates on calendar A, with the possible nights of the check-in', async () => {
    const user = userEvent.setup();
    await renderPage('/', <SearchBox />);
    await user.click(screen.getByRole('button', { name: /^Dates/ }));
    const checkIn = addDays(marketToday(new Date(), 'fr_FR'), 3);
    await user.click(await day(checkIn));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        expect.stringContaining(`/api/weekend/fr/packageCheckoutNights.json?checkin=${checkIn}&adult=2&child=0&baby=0&locale=fr_FR`),
        expect.anything(),
      ),
    );
    // 1 or 2 nights only: a third night is not selectable.
    await waitFor(async () => expect(await day(addDays(checkIn, 3))).toHaveAttribute('aria-disabled', 'true'));
    await user.click(await day(addDays(checkIn, 2)));
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await user.click(submit());
    expect(location()).toBe(`/search?flow=booking#checkin=${checkIn}&checkout=${addDays(checkIn, 2)}`);
  });

  it('asks calendar A’s possible nights for the partner mini-site the search came from', async () => {
    const user = userEvent.setup();
    const criteria = parseLocation({ search: '?flow=booking&minisite=12', hash: '#city=nantes' });
    await renderPage('/', <SearchBox criteria={criteria} />);
    await user.click(screen.getByRole('button', { name: /^Dates/ }));
    const checkIn = addDays(marketToday(new Date(), 'fr_FR'), 3);
    await user.click(await day(checkIn));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        expect.stringContaining(`/api/weekend/fr/packageCheckoutNights.json?checkin=${checkIn}&adult=2&child=0&baby=0&locale=fr_FR&client=msite&minisite=12`),
        expect.anything(),
      ),
    );
  });

  describe('theme', () => {
    const themeButton = () => screen.getByRole('button', { name: /^Thème/ });

    it('lists the themes with icons once opened, and searches the one picked with the keyboard', async () => {
      const user = userEvent.setup();
      await renderPage('/', <SearchBox />);
      expect(themeButton()).toHaveTextContent('Pour toutes vos envies');
      expect(themeButton()).toHaveAttribute('aria-haspopup', 'listbox');
      // Nothing is asked before the field opens.
      expect(fetchMock).not.toHaveBeenCalled();
      await user.click(themeButton());
      const list = await screen.findByRole('listbox', { name: 'Thème' });
      await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(4));
      expect(list).toHaveFocus();
      expect(fetchMock).toHaveBeenCalledWith('/api/themes.json?locale=fr_FR', expect.anything());
      // Every option has an icon, the unmapped group the default one.
      expect(
        within(list)
          .getAllByRole('option')
          .every((option) => option.querySelector('svg') !== null),
      ).toBe(true);
      expect(within(list).getByRole('option', { name: 'Pour toutes vos envies' })).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(list).toHaveAttribute('aria-activedescendant', within(list).getByRole('option', { name: 'En famille' }).id);
      await user.keyboard('{Enter}');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(themeButton()).toHaveFocus();
      expect(themeButton()).toHaveTextContent('En famille');
      await user.click(submit());
      expect(location()).toBe('/search?flow=booking#theme=39');
      // The list's chunk loads on the first opening: allow for it on a slow machine.
    }, 20_000);

    it('names the theme of the criteria, closes on Escape without a change, and clears it with For all your wish', async () => {
      const user = userEvent.setup();
      await renderPage('/', <SearchBox criteria={parseLocation({ search: '?flow=booking', hash: '#theme=1' })} />);
      await waitFor(() => expect(themeButton()).toHaveTextContent('Romantique'));
      await user.click(themeButton());
      const list = await screen.findByRole('listbox', { name: 'Thème' });
      expect(within(list).getByRole('option', { name: 'Romantique' })).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{End}{Escape}');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(themeButton()).toHaveTextContent('Romantique');
      await user.click(themeButton());
      await user.click(await screen.findByRole('option', { name: 'Pour toutes vos envies' }));
      await user.click(submit());
      expect(location()).toBe('/search?flow=booking');
    }, 20_000);

    it('is not offered in the activity flow', async () => {
      await renderPage('/', <SearchBox criteria={parseLocation({ search: '?flow=activity', hash: '' })} />);
      expect(screen.queryByRole('button', { name: /^Thème/ })).toBeNull();
    });
  });

  describe('around me', () => {
    type Outcome = { coords: { latitude: number; longitude: number } } | { code: number };
    /** A browser whose geolocation answers with `outcome` (unit tests only: the e2e journey uses Playwright's permission). */
    function mockGeolocation(outcome: Outcome) {
      const getCurrentPosition = jest.fn((success: PositionCallback, failure: PositionErrorCallback) => {
        if ('coords' in outcome) success({ coords: outcome.coords } as GeolocationPosition);
        else failure({ code: outcome.code, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: '' } as GeolocationPositionError);
      });
      Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
      return getCurrentPosition;
    }

    afterEach(() => {
      Reflect.deleteProperty(navigator, 'geolocation');
    });

    it('is offered first when the empty destination opens, and searches around the position found', async () => {
      window.localStorage.setItem(LAST_SEARCHES_STORAGE_KEY, JSON.stringify([{ id: 'lyon', label: 'Lyon (69000), Rhône', category: 'city' }]));
      const getCurrentPosition = mockGeolocation({ coords: { latitude: 45.764043, longitude: 4.835659 } });
      const user = userEvent.setup();
      await renderPage('/', <SearchBox />);
      await user.click(destination());
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Autour de moiUtiliser ma position actuelle', 'Lyon (69000), RhôneRecherche récente']);
      await user.keyboard('{ArrowDown}{Enter}');
      expect(getCurrentPosition).toHaveBeenCalledTimes(1);
      expect(destination()).toHaveValue('Autour de moi');
      await user.click(submit());
      expect(location()).toBe('/search?flow=booking#lat=45.764&lng=4.8357');
      // Where the visitor is now is not one of their last searches.
      expect(JSON.parse(window.localStorage.getItem(LAST_SEARCHES_STORAGE_KEY) ?? '[]')).toHaveLength(1);
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('says inline that the location was refused, and leaves an empty field for a typed destination', async () => {
      mockGeolocation({ code: 1 });
      const user = userEvent.setup();
      await renderPage('/', <SearchBox criteria={parseLocation({ search: '?flow=booking', hash: '#city=nantes' })} />);
      await user.clear(destination());
      await user.click(screen.getByRole('option', { name: /^Autour de moi/ }));
      expect(await screen.findByText(/^Position refusée/)).toHaveAttribute('role', 'status');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(destination()).toHaveValue('');
      await user.click(submit());
      expect(location()).toBe('/search?flow=booking');
    });

    it('says when the position could not be found, and shows a search around a position as Around me', async () => {
      mockGeolocation({ code: 3 });
      const user = userEvent.setup();
      await renderPage('/', <SearchBox criteria={parseLocation({ search: '?flow=booking', hash: '#lat=45.76&lng=4.83' })} />);
      expect(destination()).toHaveValue('Autour de moi');
      await user.clear(destination());
      await user.click(screen.getByRole('option', { name: /^Autour de moi/ }));
      expect(await screen.findByText(/^Position introuvable/)).toHaveAttribute('role', 'status');
    });

    it('is not offered by a browser that cannot tell a position', async () => {
      const user = userEvent.setup();
      await renderPage('/', <SearchBox />);
      await user.click(destination());
      expect(screen.queryByRole('option', { name: /^Autour de moi/ })).toBeNull();
    });
  });

  describe('travel locally', () => {
    const travelLocally = () => screen.getByRole('button', { name: 'Voyagez près de chez vous\u00a0!' });

    afterEach(() => {
      Reflect.deleteProperty(navigator, 'geolocation');
    });

    it("finds the visitor's position once opened and offers the destinations near it; the one picked is searched", async () => {
      const getCurrentPosition = jest.fn((success: PositionCallback) => success({ coords: { latitude: 45.8992, longitude: 6.1294 } } as GeolocationPosition));
      Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
      const user = userEvent.setup();
      await renderPage('/', <SearchBox />);
      expect(travelLocally()).toHaveAttribute('aria-expanded', 'false');
      expect(getCurrentPosition).not.toHaveBeenCalled();
      await user.click(travelLocally());
      expect(travelLocally()).toHaveAttribute('aria-expanded', 'true');
      const nearby = await screen.findByRole('list', { name: 'Voyagez près de chez vous\u00a0!' });
      expect(fetchMock).toHaveBeenCalledWith('/api/nearby-destinations.json?locale=fr_FR&lat=45.8992&lng=6.1294', expect.anything());
      await user.click(within(nearby).getByRole('button', { name: 'Annecy (74000), Haute-Savoie' }));
      expect(travelLocally()).toHaveAttribute('aria-expanded', 'false');
      expect(destination()).toHaveValue('Annecy (74000), Haute-Savoie');
      await user.click(submit());
      expect(location()).toBe('/search?flow=booking#city=annecy&lat=45.899&lng=6.129');
    }, 20_000);

    it('uses the position of a search around the visitor without asking again, and says when nothing is near', async () => {
      const getCurrentPosition = jest.fn();
      Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
      const user = userEvent.setup();
      await renderPage('/', <SearchBox criteria={parseLocation({ search: '?flow=booking', hash: '#lat=48.85&lng=2.35' })} />);
      await user.click(travelLocally());
      expect(await screen.findByText(/^Pas encore de séjour près de vous/)).toHaveAttribute('role', 'status');
      expect(getCurrentPosition).not.toHaveBeenCalled();
      expect(fetchMock).toHaveBeenCalledWith('/api/nearby-destinations.json?locale=fr_FR&lat=48.85&lng=2.35', expect.anything());
    }, 20_000);

    it('says inline when the location is refused', async () => {
      const getCurrentPosition = jest.fn((_success: PositionCallback, failure: PositionErrorCallback) => failure({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError));
      Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
      const user = userEvent.setup();
      await renderPage('/', <SearchBox />);
      await user.click(travelLocally());
      expect(await screen.findByText(/^Position refusée/)).toHaveAttribute('role', 'status');
      expect(fetchMock).not.toHaveBeenCalled();
    }, 20_000);
  });
});
