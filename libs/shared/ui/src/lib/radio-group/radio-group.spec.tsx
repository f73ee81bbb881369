import { screen } from '@testing-library/react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { RadioGroup } from './radio-group';

const options = [
  { value: 'digital', label: 'Digital' },
  { value: 'physical', label: 'Physical' },
  { value: 'both', label: 'Both' },
];

describe('RadioGroup', () => {
  it('is a named group with one Tab stop and arrow-key selection', async () => {
    const onChange = jest.fn();
    const { user } = renderWithIntl(<RadioGroup legend="Gift format" options={options} defaultValue="digital" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Gift format' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Digital' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Physical' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('physical');
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('selects on click', async () => {
    const { user } = renderWithIntl(<RadioGroup legend="Gift format" options={options} />);
    await user.click(screen.getByRole('radio', { name: 'Both' }));
    expect(screen.getByRole('radio', { name: 'Both' })).toBeChecked();
  });

  it('describes the group with its error', () => {
    renderWithIntl(<RadioGroup legend="Insurance" options={options} error="Please choose an option" />);
    expect(screen.getByRole('group', { name: 'Insurance' })).toHaveAccessibleDescription('Please choose an option');
  });
});
