import { screen } from '@testing-library/react';
import { MarketContext, storefrontMarket } from '@escapade/i18n';
import { renderWithIntl } from '@escapade/ui/testing';
import { MARKET_CODES, MARKET_TOGGLES } from '@escapade/util-market';
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

  it.each(MARKET_CODES)("in %s a score of 8.5 to 8.9 carries 'Excellent' exactly when the market turns all incentives on, as its rating filter does", (code) => {
    const { unmount } = renderWithIntl(
      <MarketContext.Provider value={storefrontMarket(code)}>
        <RatingBadge score={8.7} reviewCount={12} />
      </MarketContext.Provider>,
    );
    expect(screen.queryByText('Excellent') !== null).toBe(MARKET_TOGGLES[code].ratingIncentives);
    unmount();
  });

  it("shows 'New' when there is no score yet", () => {
    renderWithIntl(<RatingBadge score={null} reviewCount={0} />);
    expect(screen.getByText('New')).toBeInTheDocument();
  });
});
