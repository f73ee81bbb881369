import { screen } from '@testing-library/react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { Select } from './select';

const options = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'price', label: 'Price' },
];

describe('Select', () => {
  it('is a labelled combobox whose choice is reported', async () => {
    const onChange = jest.fn();
    const { user } = renderWithIntl(<Select label="Sort by" options={options} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(select, 'Price');
    expect(select).toHaveValue('price');
    expect(onChange).toHaveBeenCalledWith('price', expect.anything());
  });

  it('shows a placeholder choice and an error', () => {
    renderWithIntl(<Select label="Reason" options={options} placeholder="Choose..." error="Mandatory field" />);
    expect(screen.getByRole('option', { name: 'Choose...' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Reason' })).toHaveAccessibleDescription('Mandatory field');
  });
});
