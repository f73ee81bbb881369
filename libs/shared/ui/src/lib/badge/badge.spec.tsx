import { screen } from '@testing-library/react';
import { Clock } from 'lucide-react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows its text with a decorative icon', () => {
    renderWithIntl(
      <Badge tone="accent" icon={<Clock />}>
        Last minute
      </Badge>,
    );
    expect(screen.getByText('Last minute')).toHaveClass('accent');
  });
});
