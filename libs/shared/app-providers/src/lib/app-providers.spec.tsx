import { FormattedMessage, FormattedNumber } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { useMarket } from '@escapade/i18n';
import { renderWithProviders } from '../testing';

function Probe() {
  const market = useMarket();
  const queryClient = useQueryClient();
  return (
    <main>
      <h1>
        <FormattedMessage id="probe.title" defaultMessage="Results" />
      </h1>
      <p>{market.code}</p>
      <p>
        <FormattedNumber value={1234.5} style="currency" currency={market.currency} />
      </p>
      <p>{queryClient.getDefaultOptions().queries?.retry === undefined ? 'default retry' : 'site retry'}</p>
    </main>
  );
}

describe('AppProviders', () => {
  it('gives screens the market, its translations and number format, and the site query client', async () => {
    await renderWithProviders(<Probe />, { market: 'es_ES', messages: { 'probe.title': 'Resultados' } });
    expect(screen.getByRole('heading', { name: 'Resultados' })).toBeTruthy();
    expect(screen.getByText('es_ES')).toBeTruthy();
    expect(screen.getByText('1234,50 €')).toBeTruthy();
    expect(screen.getByText('site retry')).toBeTruthy();
  });

  it('falls back to the English source text when a message is missing', async () => {
    await renderWithProviders(<Probe />, { market: 'nl_BE' });
    expect(screen.getByRole('heading', { name: 'Results' })).toBeTruthy();
    expect(screen.getByText('nl_BE')).toBeTruthy();
  });
});
