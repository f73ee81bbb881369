import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@escapade/app-providers/testing';
import fr from '../../messages/fr.json';
import PayLaterInfoDialog from './pay-later-info-dialog';

describe('the pay-later info modal (product-side.md, Pay later)', () => {
  it('is a dialog named by its title that states the rules in figures: deferred from 5 days, 3 or 4 instalments from 7 days and their amounts', async () => {
    const onClose = jest.fn();
    await renderWithProviders(<PayLaterInfoDialog open onClose={onClose} locale="fr-FR" />, { messages: fr });
    const dialog = screen.getByRole('dialog', { name: 'Payer plus tard ou en plusieurs fois' });
    // Narrow and non-breaking spaces of the French figures read as plain spaces.
    const text = (dialog.textContent ?? '').replace(/\s/g, ' ');
    for (const fact of ['dans 5 jours ou plus', '2 jours avant votre arrivée', 'dans 7 jours ou plus', '200 € (3 fois)', '250 € (4 fois)', "jusqu'à 2 000 €"])
      expect(text).toContain(fact);
    fireEvent.click(screen.getByRole('button', { name: "J'ai compris" }));
    expect(onClose).toHaveBeenCalled();
  });

  it('closes with Escape, as every dialog of the site', async () => {
    const onClose = jest.fn();
    await renderWithProviders(<PayLaterInfoDialog open onClose={onClose} locale="fr-FR" />, { messages: fr });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
