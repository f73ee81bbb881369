import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@escapade/app-providers/testing';
import { parseProductLocation, type ProductPageState } from '@escapade/util-criteria';
import { productDetail, spaDayChoice } from '../../testing/replies';
import { useBookingAction } from './use-booking-action';

/** The booking action of a two-night stay whose spa access is done on a day of the visitor's choice. */
function Probe({ state, onChange }: { readonly state: ProductPageState; readonly onChange: (next: ProductPageState) => void }) {
  const product = { ...productDetail({ checkin: '2030-08-02', nights: 2 }), activityDates: [spaDayChoice('2030-08-02', 2)] };
  const action = useBookingAction(product, state, onChange);
  return (
    <>
      <button onClick={() => action.chooseActivityDate('100', '2030-08-03')}>choose</button>
      <button onClick={() => action.changeDates({ checkIn: '2030-09-06', checkOut: '2030-09-08' })}>dates</button>
      <button onClick={action.book}>book</button>
      <output data-testid="missing">{String(action.missingActivityDates)}</output>
      <output data-testid="booking">{JSON.stringify(action.booking.activityDates)}</output>
    </>
  );
}

const stay = (hash: string) => parseProductLocation({ search: '', hash: `#checkin=2030-08-02&checkout=2030-08-04${hash}` });

describe('booking action with activity days to choose', () => {
  it('blocks Book until the activity has a day, and a new choice clears the message', async () => {
    const onChange = jest.fn();
    await renderWithProviders(<Probe state={stay('')} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'book' }));
    expect(screen.getByTestId('missing').textContent).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'choose' }));
    expect(screen.getByTestId('missing').textContent).toBe('false');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ activityDates: [{ activityId: '100', date: '2030-08-03' }] }));
  });

  it('a new day for the activity replaces the earlier one', async () => {
    const onChange = jest.fn();
    await renderWithProviders(<Probe state={stay('&activityDates=100_2030-08-02')} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'choose' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ activityDates: [{ activityId: '100', date: '2030-08-03' }] }));
  });

  it('new stay dates clear the chosen days', async () => {
    const onChange = jest.fn();
    await renderWithProviders(<Probe state={stay('&activityDates=100_2030-08-03')} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'dates' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ checkin: '2030-09-06', checkout: '2030-09-08', activityDates: [] }));
  });

  it('a day outside the stay’s choices (kept in an old address) counts as not chosen', async () => {
    await renderWithProviders(<Probe state={stay('&activityDates=100_2030-08-04')} onChange={jest.fn()} />);
    expect(screen.getByTestId('booking').textContent).toBe('[]');
    fireEvent.click(screen.getByRole('button', { name: 'book' }));
    expect(screen.getByTestId('missing').textContent).toBe('true');
  });
});
