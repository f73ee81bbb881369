import { act, screen } from '@testing-library/react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { Combobox } from './combobox';

const options = [
  { value: 'paris', label: 'Paris' },
  { value: 'lyon', label: 'Lyon' },
  { value: 'nice', label: 'Nice' },
];

function setup(props: Partial<Parameters<typeof Combobox>[0]> = {}) {
  const onSelect = jest.fn();
  const onInputChange = jest.fn();
  const view = renderWithIntl(<Combobox label="Destination" options={options} onSelect={onSelect} onInputChange={onInputChange} {...props} />);
  return {
    ...view,
    onSelect,
    onInputChange,
    input: screen.getByRole('combobox', { name: 'Destination' }),
  };
}

describe('Combobox', () => {
  it('opens on typing and moves through options with the arrow keys, wrapping', async () => {
    const { user, input } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'a');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Destination' })).toBeVisible();
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Paris' }).id);
    expect(screen.getByRole('option', { name: 'Paris' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Nice' }).id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Paris' }).id);
  });

  it('picks the active option with Enter and closes', async () => {
    const { user, input, onSelect } = setup();
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(options[1]);
    expect(input).toHaveValue('Lyon');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveFocus();
  });

  it('closes with Escape, then clears with a second Escape', async () => {
    const { user, input } = setup();
    await user.type(input, 'Pa');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Pa');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('picks an option by click', async () => {
    const { user, input, onSelect } = setup();
    await user.type(input, 'N');
    await user.click(screen.getByRole('option', { name: 'Nice' }));
    expect(onSelect).toHaveBeenCalledWith(options[2]);
  });

  it('announces when there are no results', async () => {
    const { user, input } = setup({ options: [] });
    await user.type(input, 'Atlantis');
    expect(screen.getByRole('status')).toHaveTextContent('No results');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on focus when asked to, and says nothing of results before anything is typed', async () => {
    const { user, input, unmount } = setup({ openOnFocus: true });
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    unmount();
    const empty = setup({ openOnFocus: true, options: [] });
    await empty.user.click(empty.input);
    expect(screen.queryByText('No results')).toBeNull();
  });

  it('drops a pending report of typed text when an option is picked', async () => {
    jest.useFakeTimers();
    const { user, input, onInputChange, onSelect } = setup({ debounceMs: 500 });
    const typing = user.setup({ advanceTimers: jest.advanceTimersByTime });
    await typing.type(input, 'Ly');
    await typing.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    act(() => jest.advanceTimersByTime(500));
    expect(onSelect).toHaveBeenCalledWith(options[1]);
    expect(onInputChange).not.toHaveBeenCalled();
    jest.useRealTimers();
  });

  it('reports the input debounced', async () => {
    jest.useFakeTimers();
    const { user, input, onInputChange } = setup({ debounceMs: 500 });
    const typing = user.setup({ advanceTimers: jest.advanceTimersByTime });
    await typing.type(input, 'Par');
    expect(onInputChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(499));
    expect(onInputChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onInputChange).toHaveBeenCalledTimes(1);
    expect(onInputChange).toHaveBeenCalledWith('Par');
    jest.useRealTimers();
  });
});
