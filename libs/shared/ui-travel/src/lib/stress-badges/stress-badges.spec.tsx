import { act, screen } from '@testing-library/react';
import { renderWithIntl } from '@escapade/ui/testing';
import { TouristTaxNote } from '../tourist-tax-note/tourist-tax-note';
import { StressBadges } from './stress-badges';

const visible = (text: string) => screen.getByText(text).closest('li')?.getAttribute('aria-hidden') !== 'true';

describe('StressBadges', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('puts scarcity first, keeps at most 2 messages and turns every 3000 ms with a 500 ms fade', () => {
    renderWithIntl(
      <StressBadges
        availableRooms={2}
        messages={[
          { message: 'Booked 12 times today', color: 'social' },
          { message: 'Free cancellation', color: 'reinsurance' },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem', { hidden: true })).toHaveLength(2);
    expect(screen.queryByText('Free cancellation')).not.toBeInTheDocument();
    expect(visible('Only 2 rooms left')).toBe(true);
    expect(visible('Booked 12 times today')).toBe(false);
    act(() => jest.advanceTimersByTime(3000));
    expect(visible('Only 2 rooms left')).toBe(true);
    act(() => jest.advanceTimersByTime(500));
    expect(visible('Only 2 rooms left')).toBe(false);
    expect(visible('Booked 12 times today')).toBe(true);
    act(() => jest.advanceTimersByTime(3500));
    expect(visible('Only 2 rooms left')).toBe(true);
  });

  it('shows nothing without messages and more than 3 rooms', () => {
    const { container } = renderWithIntl(<StressBadges availableRooms={5} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('TouristTaxNote', () => {
  it('tells whether the tourist tax is paid on site', () => {
    const { rerender } = renderWithIntl(<TouristTaxNote localTax={{ toBePaidAtHotel: true, amount: 250 }} />);
    expect(screen.getByText('Tourist tax paid on site: €2.50')).toBeInTheDocument();
    rerender(<TouristTaxNote localTax={null} />);
    expect(screen.getByText("Price doesn't include local tax to pay on site")).toBeInTheDocument();
  });
});
