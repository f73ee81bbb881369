import { screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { Stepper } from './stepper';

describe('Stepper', () => {
  it('counts up and down with its buttons and disables them at the bounds', async () => {
    const onChange = jest.fn();
    const { user } = renderWithIntl(<Stepper label="Participants" min={1} max={2} defaultValue={1} onChange={onChange} />);
    const fewer = screen.getByRole('button', { name: 'Fewer: Participants' });
    const more = screen.getByRole('button', { name: 'More: Participants' });
    const value = screen.getByRole('spinbutton', { name: 'Participants' });
    expect(fewer).toBeDisabled();
    await user.click(more);
    expect(value).toHaveAttribute('aria-valuenow', '2');
    expect(more).toBeDisabled();
    expect(fewer).toBeEnabled();
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('moves focus to the value when the focused button reaches a bound', async () => {
    const { user } = renderWithIntl(<Stepper label="Adults" min={1} max={3} defaultValue={2} />);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'More: Adults' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Adults' })).toHaveFocus());
  });

  it('works as a spinbutton with arrows, Home and End, ignoring values outside min and max', async () => {
    const { user } = renderWithIntl(<Stepper label="Children" min={0} max={10} defaultValue={0} />);
    const value = screen.getByRole('spinbutton', { name: 'Children' });
    value.focus();
    await user.keyboard('{ArrowDown}');
    expect(value).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(value).toHaveAttribute('aria-valuenow', '2');
    await user.keyboard('{End}');
    expect(value).toHaveAttribute('aria-valuenow', '10');
    await user.keyboard('{ArrowUp}');
    expect(value).toHaveAttribute('aria-valuenow', '10');
    await user.keyboard('{Home}');
    expect(value).toHaveAttribute('aria-valuenow', '0');
  });
});
