import { screen } from '@testing-library/react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { Breadcrumb } from './breadcrumb';

const items = [{ label: 'Home', href: '/' }, { label: 'France', href: '/fr' }, { label: 'Nice', href: '/nice' }, { label: 'Hotel' }];

describe('Breadcrumb', () => {
  it('is a navigation landmark ending on the current page', () => {
    renderWithIntl(<Breadcrumb items={items} />);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(screen.getByText('Hotel')).toHaveAttribute('aria-current', 'page');
  });

  it('collapses the middle items in short mode and expands them from the keyboard', async () => {
    const { user } = renderWithIntl(<Breadcrumb items={items} short />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Home']);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show the full path' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('does not collapse 2 items', () => {
    renderWithIntl(<Breadcrumb items={items.slice(2)} short />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
