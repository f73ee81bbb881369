import { screen } from '@testing-library/react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles with Space and by clicking its label', async () => {
    const onChange = jest.fn();
    const { user } = renderWithIntl(<Checkbox label="Swimming pool" onChange={onChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Swimming pool' });
    await user.tab();
    expect(checkbox).toHaveFocus();
    await user.keyboard(' ');
    expect(checkbox).toBeChecked();
    await user.click(screen.getByText('Swimming pool'));
    expect(checkbox).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('reports the mixed state and its description and error', () => {
    renderWithIntl(<Checkbox label="All" indeterminate description="Every facility" error="Mandatory field" />);
    const checkbox = screen.getByRole('checkbox', { name: 'All' });
    expect(checkbox).toHaveAttribute('aria-checked', 'mixed');
    expect((checkbox as HTMLInputElement).indeterminate).toBe(true);
    expect(checkbox).toHaveAccessibleDescription('Every facility Mandatory field');
    expect(checkbox).toBeInvalid();
  });
});
