import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MARKET_CODES } from '@escapade/util-market';
import { jsonReply, renderInShell, shellMessages } from '../../testing/render-in-shell';
import { Footer } from './footer';

// Typing and the lazy menus take a few seconds when the machine is busy.
jest.setTimeout(20_000);

const realFetch = global.fetch;
let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit?]>;

beforeEach(() => {
  fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>(async () => jsonReply(201, { ok: true }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  global.fetch = realFetch;
  jest.restoreAllMocks();
});

const footerNav = () => screen.getByRole('navigation', { name: /Footer|Pied de page|Pie de página|Piè di pagina|Voettekst/ });

describe('the footer links (product-side.md, footer)', () => {
  it.each([
    ['fr_FR', '/contact'],
    ['nl_BE', '/nl/contact'],
    ['fr_BE', '/fr/contact'],
  ] as const)('links to the contact page with the language prefix in %s', async (market, href) => {
    await renderInShell(<Footer />, { market });
    const name = (await shellMessages(market))['shell.footer.contact'];
    expect(within(footerNav()).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it.each(MARKET_CODES)('in %s, shows the press room only in fr_FR and es_ES and the gift-box shop everywhere but it_IT', async (market) => {
    await renderInShell(<Footer />, { market });
    const messages = await shellMessages(market);
    const nav = footerNav();
    expect(within(nav).queryByRole('link', { name: messages['shell.footer.pressRoom'] }) !== null).toBe(market === 'fr_FR' || market === 'es_ES');
    expect(within(nav).queryByRole('link', { name: messages['shell.footer.giftBoxShop'] }) !== null).toBe(market !== 'it_IT');
    expect(within(nav).getByRole('link', { name: messages['shell.footer.jobs'] })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: messages['shell.footer.partnerHotels'] })).toBeInTheDocument();
  });

  it('links the legal pages of the market and the help centre in its language', async () => {
    await renderInShell(<Footer />, { market: 'nl_BE' });
    const nav = footerNav();
    expect(within(nav).getByRole('link', { name: 'Algemene verkoopvoorwaarden' })).toHaveAttribute('href', '/nl/page/terms-of-sale');
    expect(within(nav).getByRole('link', { name: 'Gebruiksvoorwaarden' })).toHaveAttribute('href', '/nl/page/legal-notice');
    expect(within(nav).getByRole('link', { name: 'Gegevensbescherming' })).toHaveAttribute('href', '/nl/page/privacy');
    expect(within(nav).getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', '/nl/page/cookies');
    const help = within(nav).getByRole('link', { name: 'Helpcentrum' }).getAttribute('href') ?? '';
    expect(new URL(help).searchParams.get('lang')).toBe('nl');
  });

  it('switches to the five other country sites on the same family of hosts', async () => {
    await renderInShell(<Footer />, { market: 'fr_FR' });
    const switcher = screen.getByRole('navigation', { name: "Nos sites dans d'autres pays" });
    const links = within(switcher).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'http://es.localhost/',
      'http://it.localhost/',
      'http://nl.localhost/',
      'http://be.localhost/fr/',
      'http://be.localhost/nl/',
    ]);
    expect(links.map((link) => link.textContent)).toEqual(['Espagne', 'Italie', 'Pays-Bas', 'Belgique (français)', 'Belgique (néerlandais)']);
  });

  it('shows the phone number and support hours of the market, and the 4.5/5 from 4,146 reviews score', async () => {
    await renderInShell(<Footer />, { market: 'fr_FR' });
    expect(screen.getByRole('link', { name: '01 76 44 05 30' })).toHaveAttribute('href', 'tel:+33176440530');
    expect(screen.getByText(/^4,5\/5 sur 4\s146 avis$/)).toBeInTheDocument();
    expect(screen.getByText('Du lundi au vendredi, de 10:00 à 18:00')).toBeInTheDocument();
    await renderInShell(<Footer />, { market: 'it_IT' });
    expect(screen.getByText(/^4,5\/5 su 4146 recensioni$/)).toBeInTheDocument();
    expect(screen.getByText('Dal lunedì al venerdì, dalle 10:00 alle 18:00')).toBeInTheDocument();
  });
});

describe('the newsletter form (product-side.md, newsletter form; section 5)', () => {
  it('says an invalid email seems incorrect on blur, clears it on focus, and blocks the submit', async () => {
    const user = userEvent.setup();
    await renderInShell(<Footer />, { language: 'en' });
    const email = screen.getByRole('textbox', { name: 'Your email address' });
    await user.type(email, 'claire.martin@');
    await user.tab();
    expect(await screen.findByText('Email seems incorrect')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email seems incorrect');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(email);
    expect(screen.queryByText('Email seems incorrect')).toBeNull();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Email seems incorrect')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes loading then success with a thank-you, sending the market, language and source', async () => {
    let answer: (reply: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    await renderInShell(<Footer />, { market: 'nl_BE', route: '/search?flow=booking' });
    await user.type(screen.getByRole('textbox', { name: 'Je e-mailadres' }), 'claire.martin@example.be{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Inschrijven' })).toBeDisabled());
    expect(screen.getByRole('status')).toHaveTextContent('Bezig met verzenden…');
    answer(jsonReply(201, { ok: true }));
    expect(await screen.findByText('Bedankt! Je bent nu ingeschreven voor onze nieuwsbrief.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Je e-mailadres' })).toBeNull();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/marketing/newsletter');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'claire.martin@example.be', country: 'be', language: 'nl', source: 'auto_search' });
  });

  it('on a failed call logs the failure, returns to idle and says it was not sent', async () => {
    fetchMock.mockImplementation(async () => jsonReply(503, { code: 'UNAVAILABLE', message: 'down' }));
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderInShell(<Footer />, { language: 'en' });
    await user.type(screen.getByRole('textbox', { name: 'Your email address' }), 'claire.martin@example.fr{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your subscription could not be sent. Please try again.');
    expect(log).toHaveBeenCalledWith('Subscription failed');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});
