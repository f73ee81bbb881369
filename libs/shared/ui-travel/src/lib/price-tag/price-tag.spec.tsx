import { screen } from '@testing-library/react';
import { renderWithIntl } from '@escapade/ui/testing';
import { PromoBadge } from '../promo-badge/promo-badge';
import { PriceTag } from './price-tag';

describe('PriceTag', () => {
  it('shows a from-price rounded up, the struck reference price, the promo badge and the per-night price', () => {
    renderWithIntl(<PriceTag sellPrice={25_050} refPrice={32_000} priceType="from" itemCategory="weekend" nights={2} />);
    expect(screen.getByText('From')).toBeInTheDocument();
    expect(screen.getByText('€251')).toBeInTheDocument();
    expect(screen.getByRole('deletion')).toHaveTextContent('instead of €320');
    expect(screen.getByText('22% off')).toBeInTheDocument();
    expect(screen.getByText('€126 / night')).toBeInTheDocument();
  });

  it("shows 'Included' for a zero sell price and the total amount label for a final price", () => {
    renderWithIntl(<PriceTag sellPrice={0} priceType="final" itemCategory="weekend" />);
    expect(screen.getByText('Included')).toBeInTheDocument();
    expect(screen.getByText('Total amount')).toBeInTheDocument();
  });

  it("shows an activity-only price per person with '/ pers'", () => {
    renderWithIntl(<PriceTag sellPrice={9_000} priceType="from" itemCategory="activity_only" participants={2} />);
    expect(screen.getByText('€45 / pers')).toBeInTheDocument();
  });

  it('drops promo badges under the spec minimums: 10 for offers, 5 for activity-only', () => {
    const { rerender } = renderWithIntl(<PromoBadge promo={9} />);
    expect(screen.queryByText(/off/)).not.toBeInTheDocument();
    rerender(<PromoBadge promo={6} kind="activity-only" />);
    expect(screen.getByText('6% off')).toBeInTheDocument();
  });
});
