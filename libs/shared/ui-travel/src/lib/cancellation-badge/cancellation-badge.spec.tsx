import { screen } from '@testing-library/react';
import { renderWithIntl } from '@escapade/ui/testing';
import { CancellationBadge } from './cancellation-badge';

describe('CancellationBadge', () => {
  it('prompts to add dates when there are none', () => {
    renderWithIntl(<CancellationBadge hasDates={false} market="fr_FR" />);
    expect(screen.getByText('Add your dates to see the cancellation conditions')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancellation conditions' })).not.toBeInTheDocument();
  });

  it('shows the deadline and opens the conditions modal with the spec text', async () => {
    const { user } = renderWithIntl(<CancellationBadge hasDates market="fr_FR" checkIn="2026-07-10" policy={{ cancellable: true, cancellationDeadline: '2026-07-03' }} />);
    expect(screen.getByText('Modifiable and partly refundable until July 3, 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancellation conditions' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancellation conditions' });
    expect(dialog).toHaveTextContent('You can modify your stay for free until July 3, 2026.');
    expect(dialog).toHaveTextContent('you are refunded 80% of the amount of each night');
    expect(dialog).toHaveTextContent('From July 10, 2026, the date of your check-in, no refund is possible.');
  });

  it('says non-exchangeable and non-refundable for an NCNR policy', () => {
    renderWithIntl(<CancellationBadge hasDates market="fr_FR" policy={{ type: 'NCNR', cancellable: true }} />);
    expect(screen.getByText('Non-exchangeable and non-refundable')).toBeInTheDocument();
  });
});
