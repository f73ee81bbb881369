import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { QueryClientProvider, type QueryClient } from '@escapade/query';
import { MarketContext, reportIntlError, type Market, type Messages } from '@escapade/i18n';

export interface AppProvidersProps {
  market: Market;
  messages: Messages;
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * The providers every screen relies on (market, translations, server state). The shell renders
 * them once; a remote running alone renders the same ones, so it behaves as it does in the shell.
 */
export function AppProviders({ market, messages, queryClient, children }: AppProvidersProps) {
  return (
    <MarketContext.Provider value={market}>
      <IntlProvider locale={market.locale} defaultLocale="en" messages={messages} onError={reportIntlError}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </IntlProvider>
    </MarketContext.Provider>
  );
}
