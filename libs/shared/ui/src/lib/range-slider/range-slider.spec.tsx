import { screen } from '@testing-library/react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { RangeSlider } from './range-slider';
import { clampToStep, parseTypedValue } from './range-value';

function setup(props: Partial<Parameters<typeof RangeSlider>[0]> = {}) {
  const onChange = jest.fn();
  const onChangeEnd = jest.fn();
  const view = renderWithIntl(<RangeSlider label="Price" min={9} max={250} defaultValue={[50, 100]} onChange={onChange} onChangeEnd={onChangeEnd} {...props} />);
  return {
    ...view,
    onChange,
    onChangeEnd,
    low: screen.getByRole('slider', { name: 'Price: minimum' }),
    high: screen.getByRole('slider', { name: 'Price: maximum' }),
  };
}

describe('range values', () => {
  it('keeps the first digits of a typed value and caps it at the max', () => {
    expect(parseTypedValue('12a3', 250)).toBe(123);
    expect(parseTypedValue('3000', 250)).toBe(250);
    expect(parseTypedValue('', 250)).toBeNull();
  });
  it('snaps to the step within bounds', () => {
    expect(clampToStep(12.4, 0, 100, 5)).toBe(10);
    expect(clampToStep(120, 0, 100, 1)).toBe(100);
  });
});

describe('RangeSlider', () => {
  it('exposes two sliders whose bounds follow each other', () => {
    const { low, high } = setup();
    expect(screen.getByRole('group', { name: 'Price' })).toBeInTheDocument();
    expect(low).toHaveAttribute('aria-valuenow', '50');
    expect(low).toHaveAttribute('aria-valuemin', '9');
    expect(low).toHaveAttribute('aria-valuemax', '100');
    expect(high).toHaveAttribute('aria-valuemin', '50');
    expect(high).toHaveAttribute('aria-valuemax', '250');
  });

  it('moves by a step with the arrows, ten with PageUp/PageDown, to the bounds with Home/End', async () => {
    const { user, low, high, onChangeEnd } = setup();
    await user.tab();
    expect(low).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(low).toHaveAttribute('aria-valuenow', '51');
    await user.keyboard('{ArrowDown}{ArrowLeft}');
    expect(low).toHaveAttribute('aria-valuenow', '49');
    await user.keyboard('{PageUp}');
    expect(low).toHaveAttribute('aria-valuenow', '59');
    await user.keyboard('{PageDown}');
    expect(low).toHaveAttribute('aria-valuenow', '49');
    await user.keyboard('{Home}');
    expect(low).toHaveAttribute('aria-valuenow', '9');
    await user.keyboard('{End}');
    expect(low).toHaveAttribute('aria-valuenow', '100');
    await user.tab();
    expect(high).toHaveFocus();
    await user.keyboard('{End}');
    expect(high).toHaveAttribute('aria-valuenow', '250');
    await user.keyboard('{Home}');
    expect(high).toHaveAttribute('aria-valuenow', '100');
    expect(onChangeEnd).toHaveBeenLastCalledWith([100, 100]);
  });

  it('never lets the thumbs cross', async () => {
    const { user, low } = setup({ defaultValue: [99, 100] });
    low.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{PageUp}');
    expect(low).toHaveAttribute('aria-valuenow', '100');
  });

  it('reads values with the given format', () => {
    const { high } = setup({
      defaultValue: [9, 250],
      formatValue: (value) => (value >= 250 ? `${value} €+` : `${value} €`),
    });
    expect(high).toHaveAttribute('aria-valuetext', '250 €+');
  });

  it('takes typed values on Enter or blur, capped at the max and at the other thumb', async () => {
    const { user, low, high, onChangeEnd } = setup();
    const minimum = screen.getByRole('textbox', { name: 'Minimum' });
    const maximum = screen.getByRole('textbox', { name: 'Maximum' });
    await user.clear(maximum);
    await user.type(maximum, '3000');
    expect(maximum).toHaveValue('250');
    await user.keyboard('{Enter}');
    expect(high).toHaveAttribute('aria-valuenow', '250');
    await user.clear(minimum);
    await user.type(minimum, '240');
    await user.tab();
    expect(low).toHaveAttribute('aria-valuenow', '240');
    expect(onChangeEnd).toHaveBeenLastCalledWith([240, 250]);
    await user.clear(minimum);
    await user.type(minimum, '251');
    await user.tab();
    expect(low).toHaveAttribute('aria-valuenow', '250');
  });

  it('renders the histogram slot', () => {
    setup({ histogram: <p>Histogram of prices</p> });
    expect(screen.getByText('Histogram of prices')).toBeInTheDocument();
  });
});
