import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { storefrontMarket } from './markets';
import { MarketContext } from './market-context';
import { loadMessagesOnce, MessagesScope, type MessagesLoader } from './messages-scope';

describe('a remote’s message catalog', () => {
  it('is loaded once per loader and language', async () => {
    const load: MessagesLoader = jest.fn().mockResolvedValue({ greeting: 'Bonjour' });
    await Promise.all([loadMessagesOnce(load, 'fr'), loadMessagesOnce(load, 'fr')]);
    await loadMessagesOnce(load, 'nl');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is asked again after a failed load (a retry after a network error), and kept once it loads', async () => {
    const load = jest.fn<Promise<Record<string, string>>, [string]>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({ greeting: 'Bonjour' });
    await expect(loadMessagesOnce(load, 'fr')).rejects.toThrow('Failed to fetch');
    await expect(loadMessagesOnce(load, 'fr')).resolves.toEqual({ greeting: 'Bonjour' });
    await loadMessagesOnce(load, 'fr');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders in the first render when it was loaded ahead of time (no suspense fallback)', async () => {
    const load: MessagesLoader = async () => ({ greeting: 'Bonjour' });
    await loadMessagesOnce(load, 'fr');
    await Promise.resolve();
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => {
      root.render(
        <MarketContext.Provider value={storefrontMarket('fr_FR')}>
          <IntlProvider locale="fr-FR" messages={{}}>
            <MessagesScope load={load}>
              <FormattedMessage id="greeting" defaultMessage="Hello" />
            </MessagesScope>
          </IntlProvider>
        </MarketContext.Provider>,
      );
    });
    expect(container.textContent).toBe('Bonjour');
    act(() => root.unmount());
  });
});
