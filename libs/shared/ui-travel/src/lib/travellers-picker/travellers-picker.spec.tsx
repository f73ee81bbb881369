import { screen } from '@testing-library/react';
import { useState } from 'react';
import { DEFAULT_TRAVELLERS, type Travellers } from '@escapade/util-criteria';
import { renderWithIntl } from '@escapade/ui/testing';
import { ParticipantsPicker } from '../participants-picker/participants-picker';
import { TravellersPicker } from './travellers-picker';

function Picker({ initial = DEFAULT_TRAVELLERS, onChange }: { initial?: Travellers; onChange?: (travellers: Travellers) => void }) {
  const [travellers, setTravellers] = useState(initial);
  return (
    <TravellersPicker
      value={travellers}
      onChange={(next) => {
        setTravellers(next);
        onChange?.(next);
      }}
    />
  );
}

describe('TravellersPicker', () => {
  it('starts at 2 adults with the ages help of each kind', () => {
    renderWithIntl(<Picker />);
    expect(screen.getByRole('spinbutton', { name: 'Adults' })).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByText('12 years and over')).toBeInTheDocument();
    expect(screen.getByText('3 to 11 years')).toBeInTheDocument();
    expect(screen.getByText('0 to 2 years')).toBeInTheDocument();
  });

  it('keeps adults within 1 to 20 and children and babies within 0 to 10', async () => {
    const { user } = renderWithIntl(<Picker initial={{ adult: 1, child: 10, baby: 0, singleRoom: true }} />);
    expect(screen.getByRole('button', { name: 'Fewer: Adults' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'More: Children' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fewer: Babies' })).toBeDisabled();
    const adults = screen.getByRole('spinbutton', { name: 'Adults' });
    adults.focus();
    await user.keyboard('{End}');
    expect(adults).toHaveAttribute('aria-valuenow', '20');
    await user.keyboard('{ArrowUp}');
    expect(adults).toHaveAttribute('aria-valuenow', '20');
  });

  it('turns single room on with the first child and off with the last', async () => {
    const onChange = jest.fn();
    const { user } = renderWithIntl(<Picker onChange={onChange} />);
    expect(screen.queryByText(/Single room/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More: Children' }));
    expect(onChange).toHaveBeenLastCalledWith({ adult: 2, child: 1, baby: 0, singleRoom: true });
    expect(screen.getByRole('status')).toHaveTextContent('Single room: children and babies share the room of the adults.');
    await user.click(screen.getByRole('button', { name: 'Fewer: Children' }));
    expect(onChange).toHaveBeenLastCalledWith({ adult: 2, child: 0, baby: 0, singleRoom: false });
  });
});

describe('ParticipantsPicker', () => {
  it('defaults to 2 within 1 to 2 participants', async () => {
    const onChange = jest.fn();
    const { user } = renderWithIntl(<ParticipantsPicker onChange={onChange} />);
    const value = screen.getByRole('spinbutton', { name: 'Participants' });
    expect(value).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByText('From 1 to 2 participants')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More: Participants' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Fewer: Participants' }));
    expect(onChange).toHaveBeenCalledWith(1);
    expect(value).toHaveAttribute('aria-valuenow', '1');
  });
});
