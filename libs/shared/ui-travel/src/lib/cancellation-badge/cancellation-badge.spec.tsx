import { screen, waitFor } from '@testing-library/react';
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
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancellation conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancellation conditions' });
    expect(dialog).toHaveTextContent('You can modify your stay for free until July 3, 2026.');
    expect(dialog).toHaveTextContent('you are refunded 80% of the amount of each night');
    expect(dialog).toHaveTextContent('From July 10, 2026, the date of your check-in, no refund is possible.');
  });

  it("reads the deadline on the market's clock: 23:30 UTC on July 3 is already July 4 in Paris", async () => {
    const { user } = renderWithIntl(<CancellationBadge hasDates market="fr_FR" policy={{ cancellable: true, cancellationDeadline: '2026-07-03T23:30:00Z' }} />);
    await user.click(screen.getByRole('button', { name: 'Cancellation conditions' }));
    expect(await screen.findByRole('dialog', { name: 'Cancellation conditions' })).toHaveTextContent('You can modify your stay for free until July 4, 2026.');
  });

  it('says non-exchangeable and non-refundable for an NCNR policy, and its modal says why', async () => {
    const { user } = renderWithIntl(<CancellationBadge hasDates market="fr_FR" policy={{ type: 'NCNR', cancellable: true, message: 'Special offer rate.' }} />);
    expect(screen.getByText('Non-exchangeable and non-refundable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancellation conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancellation conditions' });
    expect(dialog).toHaveTextContent('This stay can be neither modified nor cancelled, and no refund is possible.');
    expect(dialog).toHaveTextContent('Special offer rate.');
    expect(dialog).not.toHaveTextContent('You can modify your stay');
  });

  it('moves focus into the modal, closes it on Escape and gives focus back to its button (APG dialog)', async () => {
    const { user } = renderWithIntl(<CancellationBadge hasDates market="fr_FR" policy={{ cancellable: true, cancellationDeadline: '2026-07-03' }} />);
    const opener = screen.getByRole('button', { name: 'Cancellation conditions' });
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Cancellation conditions' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Cancellation conditions' })).toBeInTheDocument();
  });
});
