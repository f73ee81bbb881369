import { fireEvent, screen } from '@testing-library/react';
import { renderInShell } from '../../testing/render-in-shell';
import { LanguageSelector } from './language-selector';

describe('the language selector (product-side.md sections 2 and 9)', () => {
  afterEach(() => {
    document.cookie = 'lastLanguage=; Max-Age=0; Path=/';
  });

  it('offers the other language of a bilingual market on the same page, named in itself, and remembers the choice', async () => {
    await renderInShell(<LanguageSelector />, { market: 'nl_BE', route: '/search?flow=booking#city=gent' });
    const link = screen.getByRole('link', { name: 'Francais' });
    expect(link.getAttribute('href')).toBe('/fr/search?flow=booking#city=gent');
    // jsdom cannot load another page: the click is kept from navigating, the cookie is what is checked.
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(document.cookie).toContain('lastLanguage=fr');
  });

  it('links the other language’s home from the home page', async () => {
    await renderInShell(<LanguageSelector />, { market: 'fr_BE', route: '/' });
    expect(screen.getByRole('link', { name: 'Nederlands' }).getAttribute('href')).toBe('/nl/');
  });

  it('shows nothing where the market has one language', async () => {
    const { container } = await renderInShell(<LanguageSelector />, { market: 'it_IT' });
    expect(container.textContent).toBe('');
  });
});
