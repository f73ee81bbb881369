import { screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@escapade/ui/testing';
import { TouristTaxNote } from './tourist-tax-note';

describe('TouristTaxNote modal', () => {
  it('has no button unless explainable', () => {
    renderWithIntl(<TouristTaxNote localTax={null} />);
    expect(screen.queryByRole('button', { name: 'About the tourist tax' })).not.toBeInTheDocument();
  });

  it('explains the tax paid on site, without a rule when the hotel tax is unknown', async () => {
    const { user } = renderWithIntl(<TouristTaxNote localTax={null} explainable />);
    expect(screen.getByText("Price doesn't include local tax to pay on site")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'About the tourist tax' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tourist tax' });
    expect(dialog).toHaveTextContent('The tourist tax is set by the town of your stay.');
    expect(dialog).not.toHaveTextContent('per night');
  });

  it('adds the amount and how it is counted when the hotel tax is known', async () => {
    const { user } = renderWithIntl(<TouristTaxNote localTax={{ toBePaidAtHotel: true, amount: 165, currency: 'EUR', type: 'PER_PERSON_PER_NIGHT' }} explainable />);
    await user.click(screen.getByRole('button', { name: 'About the tourist tax' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tourist tax' });
    expect(dialog).toHaveTextContent('The tourist tax is €1.65 per adult and per night; children and babies are exempt.');
  });

  it('moves focus into the modal, closes it on Escape and gives focus back to its button (APG dialog)', async () => {
    const { user } = renderWithIntl(<TouristTaxNote localTax={null} explainable />);
    const opener = screen.getByRole('button', { name: 'About the tourist tax' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Tourist tax' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
