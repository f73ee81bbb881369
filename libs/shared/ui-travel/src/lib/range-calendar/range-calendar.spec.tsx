import { act, screen } from '@testing-library/react';
import { useReducer } from 'react';
import { type Availability, initialSelection, possibleNightsOf, selectionReducer } from '@escapade/util-calendar';
import { Dialog } from '@escapade/ui';
import { renderWithIntl } from '@escapade/ui/testing';
import { RangeCalendar, type RangeCalendarProps } from './range-calendar';

// Wednesday 10 June 2026, 10:00 in Paris.
const NOW = new Date('2026-06-10T08:00:00Z');
const RULES = { market: 'fr_FR' as const, now: NOW };

const availability: Availability = {
  '2026-06-12': { price: '€180', amount: 18_000 },
  '2026-06-13': { price: '€150', amount: 15_000 },
  '2026-06-19': { price: '€210', amount: 21_000 },
  '2026-07-03': { price: '€160', amount: 16_000 },
};

function Calendar(props: Partial<RangeCalendarProps>) {
  const [state, dispatch] = useReducer(selectionReducer, initialSelection());
  return (
    <RangeCalendar
      variant="A"
      device="desktop"
      market="fr_FR"
      now={NOW}
      availability={availability}
      checkIn={state.checkIn}
      checkOut={state.checkOut}
      possibleNights={possibleNightsOf(state)}
      onDayClick={(date) => dispatch({ type: 'click', date, rules: { ...RULES, availability } })}
      onValidate={() => dispatch({ type: 'validate' })}
      onClear={() => dispatch({ type: 'clear' })}
      {...props}
    />
  );
}

const day = (name: RegExp | string) => screen.getByRole('button', { name });

describe('RangeCalendar', () => {
  it('shows two months on desktop for calendar A, with the previous arrow disabled on the current month', () => {
    renderWithIntl(<Calendar />);
    expect(screen.getByRole('grid', { name: 'June 2026' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'July 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('shows one month on desktop for calendar B', () => {
    renderWithIntl(<Calendar variant="B" />);
    expect(screen.getAllByRole('grid')).toHaveLength(1);
  });

  it('labels each day with its date, state, price and the best price of the month', () => {
    renderWithIntl(<Calendar />);
    expect(day('Saturday, June 13, 2026, Selectable, €150, Best price of the month')).toBeInTheDocument();
    expect(day('Friday, June 12, 2026, Selectable, €180')).toBeInTheDocument();
    expect(day('Tuesday, June 9, 2026, Unselectable')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Sunday, June 14, 2026, Unselectable')).toHaveAttribute('aria-disabled', 'true');
  });

  it('opening focuses the first day that can be picked, so the arrow keys move at once', async () => {
    const { user } = renderWithIntl(
      <div role="dialog" aria-label="Dates">
        <Calendar />
      </div>,
    );
    expect(day(/^Friday, June 12, 2026, Selectable/)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(day(/^Saturday, June 13, 2026/)).toHaveFocus();
  });

  it('opening focuses the selected check-in, in a dialog too, whose focus manager leaves it there', async () => {
    renderWithIntl(
      <Dialog open onClose={() => undefined} title="Dates">
        <Calendar checkIn="2026-07-03" checkOut="2026-07-04" />
      </Dialog>,
    );
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(day(/^Friday, July 3, 2026, Check-in/)).toHaveFocus();
  });

  it('moves through the grid with arrows, Home, End, PageUp and PageDown (WAI-ARIA date picker)', async () => {
    const { user } = renderWithIntl(<Calendar />);
    await user.click(day(/^Friday, June 12, 2026/));
    expect(day(/^Friday, June 12, 2026/)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(day(/^Saturday, June 13, 2026/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day(/^Saturday, June 20, 2026/)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(day(/^Friday, June 12, 2026/)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day(/^Monday, June 8, 2026/)).toHaveFocus();
    await user.keyboard('{End}');
    expect(day(/^Sunday, June 14, 2026/)).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(day(/^Tuesday, July 14, 2026/)).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'August 2026' })).toBeInTheDocument();
    expect(day(/^Friday, August 14, 2026/)).toHaveFocus();
    await user.keyboard('{PageUp}{PageUp}{PageUp}');
    expect(day(/^Monday, June 1, 2026/)).toHaveFocus();
  });

  it('keeps a single tab stop in the grid and selects with Enter; validate waits for a check-out', async () => {
    const { user } = renderWithIntl(<Calendar />);
    const focusable = screen.getAllByRole('button').filter((button) => button.closest('table') && button.tabIndex === 0);
    expect(focusable).toHaveLength(1);
    await user.click(day(/^Friday, June 12, 2026/));
    expect(day(/^Friday, June 12, 2026, Check-in/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Validate' })).toBeDisabled();
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(day(/^Sunday, June 14, 2026, Check-out/)).toBeInTheDocument();
    expect(day(/^Saturday, June 13, 2026, Within range/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Validate' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(day(/^Friday, June 12, 2026, Selectable/)).toBeInTheDocument();
  });

  it('ignores clicks on unselectable days', async () => {
    const { user } = renderWithIntl(<Calendar />);
    await user.click(day(/^Tuesday, June 9, 2026/));
    expect(screen.queryByRole('button', { name: /Check-in/ })).not.toBeInTheDocument();
  });

  it("shows 'We are looking for the next availabilities...' while loading", () => {
    renderWithIntl(<Calendar loading />);
    expect(screen.getByText('We are looking for the next availabilities...')).toBeInTheDocument();
  });

  it('offers the shortcuts it is given', async () => {
    const onShortcut = jest.fn();
    const { user } = renderWithIntl(
      <Calendar
        variant="B"
        onShortcut={onShortcut}
        shortcuts={[
          { kind: 'current-weekend', label: { id: 'calendar.shortcut.currentWeekend', defaultMessage: 'Current weekend' }, checkIn: '2026-06-12', checkOut: '2026-06-14' },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Current weekend' }));
    expect(onShortcut).toHaveBeenCalledWith(expect.objectContaining({ checkIn: '2026-06-12', checkOut: '2026-06-14' }));
  });
});
