import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '../../testing/render-in-shell';
import RemoteOverrideBanner from './remote-override-banner';
import { OVERRIDE_STORAGE_KEY } from './remote-overrides';

const OVERRIDES = { search: 'http://localhost:4301/remoteEntry.js', account: 'http://127.0.0.1:4305/remoteEntry.js' };

describe('the preview banner', () => {
  beforeEach(() => window.sessionStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(OVERRIDES)));
  afterEach(() => window.sessionStorage.clear());

  it('names, in a labelled region, each remote the tab previews and the address of its build', async () => {
    await renderInShell(<RemoteOverrideBanner overrides={OVERRIDES} reload={jest.fn()} />, { language: 'en' });
    const banner = screen.getByRole('region', { name: 'Preview: this tab loads remotes that are not published' });
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['search from http://localhost:4301/remoteEntry.js', 'account from http://127.0.0.1:4305/remoteEntry.js']);
  });

  it('speaks the market’s language', async () => {
    await renderInShell(<RemoteOverrideBanner overrides={{ search: OVERRIDES.search }} reload={jest.fn()} />, { market: 'fr_FR' });
    const banner = screen.getByRole('region', { name: 'Aperçu : cet onglet charge des modules distants non publiés' });
    expect(within(banner).getByRole('listitem').textContent).toBe('search depuis http://localhost:4301/remoteEntry.js');
    expect(within(banner).getByRole('button', { name: 'Réinitialiser' })).toBeTruthy();
  });

  it('Reset forgets the tab’s overrides and reloads the page, which then loads the published remotes', async () => {
    const reload = jest.fn();
    await renderInShell(<RemoteOverrideBanner overrides={OVERRIDES} reload={reload} />, { language: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(window.sessionStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
