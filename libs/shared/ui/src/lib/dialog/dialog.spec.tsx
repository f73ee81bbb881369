import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { Button } from '../button/button';
import { Dialog } from './dialog';

function Harness({ closeOnOutsidePress = true }: { closeOnOutsidePress?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Conditions</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Cancellation conditions" description="Free until 7 days before" closeOnOutsidePress={closeOnOutsidePress}>
        <button type="button">First action</button>
        <button type="button">Last action</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a named modal dialog that takes focus on open', async () => {
    const { user } = renderWithIntl(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Conditions' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancellation conditions',
    });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Free until 7 days before');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
  });

  it('traps Tab and Shift+Tab inside', async () => {
    const { user } = renderWithIntl(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Conditions' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'First action' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last action' })).toHaveFocus();
    await user.tab();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.tab({ shift: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Last action' })).toHaveFocus());
  });

  it('closes with Escape and returns focus to the opener', async () => {
    const { user } = renderWithIntl(<Harness />);
    const opener = screen.getByRole('button', { name: 'Conditions' });
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with the close button and returns focus', async () => {
    const { user } = renderWithIntl(<Harness />);
    const opener = screen.getByRole('button', { name: 'Conditions' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
