import { screen } from '@testing-library/react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { TruncatedText, truncateText } from './truncated-text';

const text = 'a'.repeat(100) + ' ' + 'b'.repeat(200);

describe('TruncatedText', () => {
  it('cuts at 250 characters on desktop with See more, and toggles back with See less', async () => {
    const { user } = renderWithIntl(<TruncatedText text={text} />);
    expect(screen.getByText(truncateText(text, 250))).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'See more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See less' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'See more' })).toBeInTheDocument();
  });

  it('cuts at 86 characters on mobile', () => {
    window.matchMedia = jest.fn().mockReturnValue({
      matches: true,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    });
    renderWithIntl(<TruncatedText text={text} />);
    expect(screen.getByText(`${'a'.repeat(86)}…`)).toBeInTheDocument();
    delete (window as Partial<Window>).matchMedia;
  });

  it('has no toggle when the text fits', () => {
    renderWithIntl(<TruncatedText text="Short" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncateText('abc def', 4)).toBe('abc…');
  });
});
