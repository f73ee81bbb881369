import { screen } from '@testing-library/react';
import { renderWithIntl } from '@escapade/ui/testing';
import { PriorPrice } from './prior-price';

describe('PriorPrice (the EU price-indication rule: the lowest price of the 30 days before a promo, next to it)', () => {
  it('shows the lowest prior price, in the market’s format, next to a promo price', () => {
    renderWithIntl(<PriorPrice price={{ sellPrice: 12_900, refPrice: 16_125, promo: 20, lowestPriorPrice: 15_400 }} />);
    expect(screen.getByText('Lowest price in the last 30 days: €154')).toBeInTheDocument();
  });

  it('shows nothing without a prior price, or when the promo is not shown (under its kind’s minimum)', () => {
    const { container, rerender } = renderWithIntl(<PriorPrice price={{ sellPrice: 12_900, refPrice: 16_125, promo: 20, lowestPriorPrice: null }} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<PriorPrice price={{ sellPrice: 9_200, refPrice: 10_000, promo: 8, lowestPriorPrice: 9_500 }} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<PriorPrice price={{ sellPrice: 9_200, refPrice: 10_000, promo: 8, lowestPriorPrice: 9_500 }} kind="activity-only" participants={1} />);
    expect(screen.getByText('Lowest price in the last 30 days: €95 / pers')).toBeInTheDocument();
  });

  it('writes an activity voucher’s prior price per person for its participants, as its price (rounded up to the euro)', () => {
    renderWithIntl(<PriorPrice price={{ sellPrice: 6_000, refPrice: 8_000, promo: 25, lowestPriorPrice: 7_001 }} kind="activity-only" participants={2} />);
    expect(screen.getByText('Lowest price in the last 30 days: €36 / pers')).toBeInTheDocument();
  });

  it('writes it per person for the price tag’s default participants when none are given (an activity-only card)', () => {
    renderWithIntl(<PriorPrice price={{ sellPrice: 6_000, refPrice: 8_000, promo: 25, lowestPriorPrice: 7_001 }} kind="activity-only" />);
    expect(screen.getByText('Lowest price in the last 30 days: €36 / pers')).toBeInTheDocument();
  });
});
