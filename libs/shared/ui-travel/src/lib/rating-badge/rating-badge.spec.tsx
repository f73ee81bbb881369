import { screen } from '@testing-library/react';
import { renderWithIntl } from '@escapade/ui/testing';
import { RatingBadge } from './rating-badge';

describe('RatingBadge', () => {
  it("shows the score as 'x/10' with its label and the review count", () => {
    renderWithIntl(<RatingBadge score={9.24} reviewCount={128} />);
    expect(screen.getByText('Rated 9.2/10')).toBeInTheDocument();
    expect(screen.getByText('Fantastic')).toBeInTheDocument();
    expect(screen.getByText('128 reviews')).toBeInTheDocument();
  });

  it('shows labels under 9 only when all incentives are on', () => {
    const { rerender } = renderWithIntl(<RatingBadge score={8.6} reviewCount={3} />);
    expect(screen.queryByText('Excellent')).not.toBeInTheDocument();
    rerender(<RatingBadge score={8.6} reviewCount={3} allIncentives />);
    expect(screen.getByText('Excellent')).toBeInTheDocument();
  });

  it("shows 'New' when there is no score yet", () => {
    renderWithIntl(<RatingBadge score={null} reviewCount={0} />);
    expect(screen.getByText('New')).toBeInTheDocument();
  });
});
