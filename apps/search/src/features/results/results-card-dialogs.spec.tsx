import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfferCard } from '@escapade/api-contract';
import { renderPage } from '../../testing/render-page';
import { card, json, offersReply } from '../../testing/replies';

const cancellable: OfferCard = {
  ...card,
  id: 1,
  label: 'Séjour annulable',
  cancellationPolicy: {
    type: 'PARTIAL',
    cancellable: true,
    isCancellable: true,
    // 23:30 UTC is already 1 May in Paris: the deadline is read on the market's clock.
    cancellationDeadline: '2030-04-30T23:30:00Z',
    cancellableUntil: '2030-05-01',
    message: null,
  },
};

const nonRefundable: OfferCard = {
  ...card,
  id: 2,
  label: 'Séjour non remboursable',
  cancellationPolicy: { type: 'NCNR', cancellable: false, isCancellable: false, cancellationDeadline: null, cancellableUntil: null, message: null },
};

/** The results page in French with one cancellable card and one non-refundable card, for dates in 2030. */
async function renderCards() {
  await renderPage('/search?flow=booking#city=paris&checkin=2030-05-10&checkout=2030-05-12');
  const [first, second] = within(await screen.findByRole('list', { name: 'Offres' })).getAllByRole('article');
  return { first, second };
}

describe("results cards' cancellation and tourist-tax modals", () => {
  const realFetch = global.fetch;

  beforeEach(() => {
    global.fetch = jest.fn().mockResolvedValue(json({ ...offersReply(2, 0), exactMatches: [cancellable, nonRefundable] }));
  });

  afterEach(() => {
    global.fetch = realFetch;
  });

  it("opens a card's 'Cancellation conditions' with its deadline on the market's clock, in the page's language", async () => {
    const user = userEvent.setup();
    const { first } = await renderCards();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Conditions d’annulation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conditions d’annulation' });
    expect(dialog).toHaveTextContent('Vous pouvez modifier votre séjour gratuitement jusqu’au 1 mai 2030.');
    expect(dialog).toHaveTextContent('vous êtes remboursé de 80 % du montant de chaque nuit');
    expect(dialog).toHaveTextContent('À partir du 10 mai 2030, date de votre arrivée, aucun remboursement n’est possible.');
  });

  it('says a non-refundable card can be neither modified nor cancelled', async () => {
    const user = userEvent.setup();
    const { second } = await renderCards();
    await user.click(within(second).getByRole('button', { name: 'Conditions d’annulation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conditions d’annulation' });
    expect(dialog).toHaveTextContent('Ce séjour ne peut être ni modifié ni annulé, et aucun remboursement n’est possible.');
    expect(dialog).not.toHaveTextContent('gratuitement');
  });

  it('closes on Escape and gives focus back to the button of the card that opened it', async () => {
    const user = userEvent.setup();
    const { first } = await renderCards();
    const opener = within(first).getByRole('button', { name: 'Conditions d’annulation' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Conditions d’annulation' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("explains the tourist tax from a card's tax line, and gives focus back on Escape", async () => {
    const user = userEvent.setup();
    const { first } = await renderCards();
    expect(within(first).getByText('Le prix n’inclut pas la taxe locale à payer sur place')).toBeInTheDocument();
    const opener = within(first).getByRole('button', { name: 'À propos de la taxe de séjour' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Taxe de séjour' });
    expect(dialog).toHaveTextContent('La taxe de séjour est fixée par la commune de votre séjour.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
