import { screen } from '@testing-library/react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { LoadingOverlay } from './loading-overlay';

describe('LoadingOverlay', () => {
  it('marks the content busy, keeps it out of reach and says what is loading', () => {
    const { container } = renderWithIntl(
      <LoadingOverlay loading label="We are looking for the next availabilities...">
        <button type="button">June</button>
      </LoadingOverlay>,
    );
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('We are looking for the next availabilities...');
    expect(screen.getByText('June').parentElement).toHaveAttribute('inert');
  });

  it('shows the content alone once loaded', () => {
    renderWithIntl(
      <LoadingOverlay loading={false}>
        <p>June</p>
      </LoadingOverlay>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
