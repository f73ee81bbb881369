import { screen } from '@testing-library/react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { Tabs } from './tabs';

const items = [
  { id: 'a', label: 'Description', content: 'About the stay' },
  { id: 'b', label: 'Rooms', content: 'Double room' },
  { id: 'c', label: 'Reviews', content: 'Very good' },
];

describe('Tabs', () => {
  it('has one Tab stop and shows the selected panel', async () => {
    const { user } = renderWithIntl(<Tabs aria-label="Product" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Product' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Description' })).toHaveTextContent('About the stay');
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Description' })).toHaveFocus();
  });

  it('moves and selects with the arrow keys, wrapping, and Home/End', async () => {
    const onChange = jest.fn();
    const { user } = renderWithIntl(<Tabs aria-label="Product" items={items} onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Rooms' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Rooms' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Double room');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
    expect(onChange.mock.calls.map(([id]) => id)).toEqual(['b', 'c', 'a', 'c', 'a']);
  });

  it('skips disabled tabs', async () => {
    const { user } = renderWithIntl(<Tabs aria-label="Product" items={[items[0], { ...items[1], disabled: true }, items[2]]} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
  });
});
