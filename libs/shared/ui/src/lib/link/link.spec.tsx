import { screen } from '@testing-library/react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { Link, linkClassName } from './link';

describe('Link', () => {
  it('is a link reachable with Tab', async () => {
    const { user } = renderWithIntl(<Link href="/contact">Contact</Link>);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveFocus();
  });

  it('opens external links in a safe new tab and says so', () => {
    renderWithIntl(
      <Link href="https://example.com" external>
        FAQ
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'FAQ (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('gives the link look to router links', () => {
    expect(linkClassName('standalone')).toContain('standalone');
  });
});
