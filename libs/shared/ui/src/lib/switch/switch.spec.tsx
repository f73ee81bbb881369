import { screen } from '@testing-library/react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { Switch } from './switch';

describe('Switch', () => {
  it('toggles with Space, Enter and click', async () => {
    const onChange = jest.fn();
    const { user } = renderWithIntl(<Switch label="Prices per night" onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Prices per night' });
    expect(control).not.toBeChecked();
    await user.tab();
    await user.keyboard(' ');
    expect(control).toBeChecked();
    await user.keyboard('{Enter}');
    expect(control).not.toBeChecked();
    await user.click(control);
    expect(control).toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false], [true]]);
  });
});
