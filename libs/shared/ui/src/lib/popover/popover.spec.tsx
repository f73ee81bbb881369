import { screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { Popover } from './popover';

describe('Popover', () => {
  it('opens with Enter, closes with Escape and returns focus to its trigger', async () => {
    const { user } = renderWithIntl(
      <Popover title="Tourist tax" content="Paid at the hotel">
        <button type="button">Details</button>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Details' });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Tourist tax' })).toHaveTextContent('Paid at the hotel');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes with its close button', async () => {
    const { user } = renderWithIntl(
      <Popover title="Tourist tax" content="Paid at the hotel" defaultOpen>
        <button type="button">Details</button>
      </Popover>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
