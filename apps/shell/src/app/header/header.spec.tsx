import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NavigationLink } from '@escapade/api-contract';
import { jsonReply, renderInShell } from '../../testing/render-in-shell';
import { loadRemoteModule } from '../remotes/federation';
import { AccountMenu } from './account-menu';
import { Header } from './header';

jest.mock('../remotes/federation', () => ({ loadRemoteModule: jest.fn(), readyModule: () => undefined, resetRemote: jest.fn() }));

/** The account remote's wishlist drawer, as the header mounts it. */
function FakeWishlistDrawer({ open }: { open: boolean }) {
  return open ? <div role="dialog" aria-label="Wishlist drawer" /> : null;
}

const link = (id: string, label: string, children: NavigationLink['children'] = []) => ({
  _id: id,
  label,
  uri: `/search?flow=booking#region=${id}`,
  location: id,
  variant: null,
  count: 12,
  children,
});

const NAVIGATION: NavigationLink[] = [
  link('country-fr', 'Séjours en France', [
    { ...link('region-bretagne', 'Bretagne'), children: [{ ...link('department-finistere', 'Finistère'), children: [{ ...link('city-quimper', 'Quimper'), children: [] }] }] },
  ]),
  link('themes', 'Thèmes', [{ ...link('theme-spa', 'Spa'), children: [] }]),
];

// Typing and the lazy menus take a few seconds when the machine is busy.
jest.setTimeout(20_000);

const THIS_WEEK = {
  thisWeekTheme: { themaTitle: 'Spa et bien-être', description: 'Une pause tout en douceur.', weekendUrl: '/search?flow=booking#themes=spa' },
};

const realFetch = global.fetch;
let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit?]>;

/** The customer the API's session call names (null: a visitor); sign-out makes it null. */
let sessionAccount: { id: string; name: string; email: string; emailVerified: boolean } | null = null;

const ALICE = { id: 'a1', name: 'Alice Martin', email: 'alice@example.com', emailVerified: false };

function reply(url: string, init?: RequestInit): Response {
  if (url === '/api/account/session') {
    if (init?.method === 'DELETE') {
      sessionAccount = null;
      return jsonReply(200, { ok: true });
    }
    return jsonReply(200, { account: sessionAccount });
  }
  return jsonReply(200, url.includes('this-week-theme') ? THIS_WEEK : NAVIGATION);
}

beforeEach(() => {
  fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>(async (url, init) => reply(url, init));
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  sessionAccount = null;
  global.fetch = realFetch;
});

describe('the header links (product-side.md, header)', () => {
  it('links the logo home, help to the contact page, the gift entry to the gifting flow and the wishlist to the account', async () => {
    await renderInShell(<Header />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: "Escapade, page d'accueil" })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('link', { name: 'Aide' })).toHaveAttribute('href', '/contact');
    expect(within(banner).getByRole('link', { name: 'Offrir un cadeau' })).toHaveAttribute('href', '/search?flow=gifting');
    expect(within(banner).getByRole('link', { name: 'Favoris' })).toHaveAttribute('href', '/account/wishlist');
  });

  it.each([
    ['nl_BE', 'Hulp', '/nl/contact'],
    ['fr_BE', 'Aide', '/fr/contact'],
  ] as const)('keeps the Belgian language prefix on the help link in %s', async (market, name, href) => {
    await renderInShell(<Header />, { market });
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(screen.getByRole('link', { name: /Escapade/ })).toHaveAttribute('href', market === 'nl_BE' ? '/nl' : '/fr');
  });

  it.each([
    ['fr_FR', false],
    ['nl_BE', true],
    ['fr_BE', true],
  ] as const)('in %s, keeps the wishlist entry off phones: %s (product-side.md section 6)', async (market, hidden) => {
    await renderInShell(<Header />, { market });
    const item = screen.getByRole('link', { name: market === 'nl_BE' ? 'Verlanglijst' : 'Favoris' }).closest('li');
    expect(item?.classList.contains('notOnPhones')).toBe(hidden);
  });

  it('loads no navigation before a menu is opened', async () => {
    await renderInShell(<Header />);
    expect(fetchMock.mock.calls.map(([url]) => url).filter((url) => url !== '/api/account/session')).toEqual([]);
  });
});

describe('the account menu (product-side.md, account menu)', () => {
  it('signed out, links to sign-in with the current page as origin', async () => {
    await renderInShell(<Header />, { market: 'nl_BE', route: '/search?flow=booking#city=gent' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/account/session', expect.anything()), { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', `/nl/account/signin?origin=${encodeURIComponent('/nl/search?flow=booking#city=gent')}`);
    expect(screen.queryByRole('button', { name: /My account/ })).toBeNull();
  });

  it('with the toggle off, leads to the booking-retrieval tab and asks for no session', async () => {
    sessionAccount = ALICE;
    await renderInShell(<AccountMenu customerAccount={false} />);
    expect(screen.getByRole('link', { name: 'Ma réservation' })).toHaveAttribute('href', '/account#r=booking-retrieval');
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signed in (as the API says: the cookie is HttpOnly), is a menu button with the first letter and name, and profile, trips, wishlist and sign out, driven by the keyboard', async () => {
    sessionAccount = ALICE;
    const user = userEvent.setup();
    await renderInShell(<Header />, { language: 'en' });
    const button = await screen.findByRole('button', { name: 'My account Alice Martin' }, { timeout: 5000 });
    expect(button.querySelector('[aria-hidden="true"]')).toHaveTextContent('A');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /sign in/i })).toBeNull();

    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['My profile', 'My trips', 'My wishlist', 'Sign out']);
    expect(items[0]).toHaveFocus();
    expect(items[0]).toHaveAttribute('href', '/account/settings/profile');
    expect(items[1]).toHaveAttribute('href', '/account/trips');
    expect(items[2]).toHaveAttribute('href', '/account/wishlist');

    await user.keyboard('{ArrowUp}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
  });

  it('signs out by ending the session on the server, and shows the sign-in link again', async () => {
    sessionAccount = ALICE;
    const user = userEvent.setup();
    await renderInShell(<Header />);
    await user.click(await screen.findByRole('button', { name: 'Mon compte Alice Martin' }, { timeout: 5000 }));
    await user.click(screen.getByRole('menuitem', { name: 'Se déconnecter' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/account/session', expect.objectContaining({ method: 'DELETE' }));
    const signIn = await screen.findByRole('link', { name: 'Se connecter' });
    expect(signIn).toHaveAttribute('href', `/account/signin?origin=${encodeURIComponent('/')}`);
    expect(signIn).toHaveFocus();
  });
});

describe('the navigation menus (product-side.md, burger menu and mega-menu)', () => {
  it('the burger menu opens a drawer with the levels loaded on demand, sub-levels and Go back', async () => {
    const user = userEvent.setup();
    await renderInShell(<Header />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(fetchMock).toHaveBeenCalledWith('/api/content/navigation.json?locale=fr_FR&flow=booking', expect.anything());
    await user.click(await within(drawer).findByRole('button', { name: 'Séjours en France' }));
    expect(within(drawer).getByRole('heading', { name: 'Séjours en France' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Retour' })).toHaveFocus();
    expect(within(drawer).getByRole('link', { name: 'Séjours en France : tout voir' })).toHaveAttribute('href', '/search?flow=booking#region=country-fr');
    await user.click(within(drawer).getByRole('button', { name: 'Bretagne' }));
    await user.click(within(drawer).getByRole('button', { name: 'Finistère' }));
    expect(within(drawer).getByRole('link', { name: 'Quimper' })).toHaveAttribute('href', '/search?flow=booking#region=city-quimper');
    await user.click(within(drawer).getByRole('button', { name: 'Retour' }));
    await user.click(within(drawer).getByRole('button', { name: 'Retour' }));
    await user.click(within(drawer).getByRole('button', { name: 'Retour' }));
    expect(within(drawer).getByRole('button', { name: 'Thèmes' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("the burger menu's wishlist entry closes the menu and opens the wishlist drawer", async () => {
    (loadRemoteModule as jest.Mock).mockResolvedValue({ default: FakeWishlistDrawer });
    const user = userEvent.setup();
    await renderInShell(<Header />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Favoris' }));
    expect(await screen.findByRole('dialog', { name: 'Wishlist drawer' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(loadRemoteModule).toHaveBeenCalledWith('account', 'WishlistDrawer');
  });

  it('the Inspirations mega-menu opens on hover, shows deeper levels on hover or focus, and works with the keyboard', async () => {
    const user = userEvent.setup();
    await renderInShell(<Header />);
    const trigger = screen.getByRole('button', { name: 'Inspirations' });
    await user.hover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const france = await screen.findByRole('link', { name: 'Séjours en France' });
    // The first tab is selected, so its regions show, beside the theme of the week.
    expect(screen.getByRole('link', { name: 'Bretagne' })).toBeInTheDocument();
    const thisWeek = await screen.findByRole('complementary', { name: 'Le thème de la semaine' });
    expect(within(thisWeek).getByText('Spa et bien-être')).toBeInTheDocument();
    expect(within(thisWeek).getByRole('link', { name: 'Voir les week-ends' })).toHaveAttribute('href', '/search?flow=booking#themes=spa');
    await user.hover(screen.getByRole('link', { name: 'Thèmes' }));
    expect(screen.getByRole('link', { name: 'Spa' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bretagne' })).toBeNull();
    await user.unhover(trigger.parentElement as HTMLElement);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));

    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(france).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Bretagne' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Finistère' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Quimper' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('link', { name: 'Finistère' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    await act(async () => undefined);
  });
});
