import { screen } from '@testing-library/react';
import { Sparkles, Wine } from 'lucide-react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { DEFAULT_THEME_ICON, THEME_GROUPS, THEME_GROUP_ICONS, ThemeIcon, themeIconFor } from './theme-icons';

describe('theme icons', () => {
  it('maps about 24 groups, each to an icon', () => {
    expect(THEME_GROUPS.length).toBeGreaterThanOrEqual(24);
    for (const group of THEME_GROUPS) expect(THEME_GROUP_ICONS[group]).toBeDefined();
  });

  it('falls back to the default icon for unmapped or missing groups', () => {
    expect(themeIconFor('wine')).toBe(Wine);
    expect(themeIconFor('unknown')).toBe(DEFAULT_THEME_ICON);
    expect(themeIconFor(undefined)).toBe(Sparkles);
    expect(themeIconFor('toString')).toBe(DEFAULT_THEME_ICON);
  });

  it('is decorative without a label and an image with one', () => {
    const { container } = renderWithIntl(<ThemeIcon group="wine" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    renderWithIntl(<ThemeIcon group="wine" label="Wine" />);
    expect(screen.getByRole('img', { name: 'Wine' })).toBeInTheDocument();
  });
});
