import { screen } from '@testing-library/react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('shows on keyboard focus, describes its trigger and hides with Escape', async () => {
    const { user } = renderWithIntl(
      <Tooltip content="Price per night">
        <button type="button">Info</button>
      </Tooltip>,
    );
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Price per night');
    expect(screen.getByRole('button', { name: 'Info' })).toHaveAccessibleDescription('Price per night');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on hover after the delay', async () => {
    const { user } = renderWithIntl(
      <Tooltip content="Price per night" delay={0}>
        <button type="button">Info</button>
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button', { name: 'Info' }));
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await user.unhover(screen.getByRole('button', { name: 'Info' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
