import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { Button } from '../button/button';
import { Drawer } from './drawer';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Filters</Button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Filter the results" footer={<Button onClick={() => setOpen(false)}>Confirm</Button>}>
        <input aria-label="City" />
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens as a named modal dialog with focus inside', async () => {
    const { user } = renderWithIntl(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('dialog', { name: 'Filter the results' })).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
  });

  it('traps focus: Tab from the last control wraps to the first', async () => {
    const { user } = renderWithIntl(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.tab();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
  });

  it('closes with Escape and gives focus back to the opener', async () => {
    const { user } = renderWithIntl(<Harness />);
    const opener = screen.getByRole('button', { name: 'Filters' });
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('gives focus back after an action inside closes it', async () => {
    const { user } = renderWithIntl(<Harness />);
    const opener = screen.getByRole('button', { name: 'Filters' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
