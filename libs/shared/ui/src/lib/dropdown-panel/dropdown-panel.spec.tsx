import { screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { DropdownPanel } from './dropdown-panel';

function setup() {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  const view = renderWithIntl(
    <>
      <DropdownPanel label="Travellers" onConfirm={onConfirm} onCancel={onCancel}>
        <button type="button">Add an adult</button>
      </DropdownPanel>
      <p>Outside</p>
    </>,
  );
  return {
    ...view,
    onConfirm,
    onCancel,
    trigger: screen.getByRole('button', { name: 'Travellers' }),
  };
}

describe('DropdownPanel', () => {
  it('opens from the keyboard, reports aria-expanded and moves focus in', async () => {
    const { user, trigger } = setup();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Travellers' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add an adult' })).toHaveFocus());
  });

  it('closes with Escape, cancels, and returns focus to the trigger', async () => {
    const { user, trigger, onCancel, onConfirm } = setup();
    await user.click(trigger);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add an adult' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes and confirms on a click outside', async () => {
    const { user, trigger, onCancel, onConfirm } = setup();
    await user.click(trigger);
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('closes and confirms on a second press of its trigger, which says so to assistive technology', async () => {
    const { user, trigger, onCancel, onConfirm } = setup();
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).not.toHaveAttribute('aria-controls');
    await user.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Travellers' });
    expect(trigger).toHaveAttribute('aria-controls', panel.id);
    await user.click(trigger);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });
});
