import { screen } from '@testing-library/react';
import { Search } from 'lucide-react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { Button } from './button';

describe('Button', () => {
  it('is a button named by its text, and fires on click, Enter and Space', async () => {
    const onClick = jest.fn();
    const { user } = renderWithIntl(<Button onClick={onClick}>See offer</Button>);
    const button = screen.getByRole('button', { name: 'See offer' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    await user.tab();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('keeps its name while loading, reports aria-busy and ignores clicks', async () => {
    const onClick = jest.fn();
    const { user } = renderWithIntl(
      <Button loading onClick={onClick}>
        Book
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Book' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not fire when disabled', async () => {
    const onClick = jest.fn();
    const { user } = renderWithIntl(
      <Button disabled onClick={onClick}>
        Book
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps decorative icons out of the accessible name', () => {
    renderWithIntl(<Button iconStart={<Search />}>Search</Button>);
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });
});
