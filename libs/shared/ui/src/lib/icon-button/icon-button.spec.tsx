import { screen } from '@testing-library/react';
import { X } from 'lucide-react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its label and works from the keyboard', async () => {
    const onClick = jest.fn();
    const { user } = renderWithIntl(<IconButton aria-label="Close" icon={<X />} onClick={onClick} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
