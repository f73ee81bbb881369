import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { loadSharedMessages } from '@escapade/app-providers';
import { renderWithProviders } from '@escapade/app-providers/testing';
import fr from '../../messages/fr.json';
import nl from '../../messages/nl.json';
import { ContactPage } from './index';

const mockSolveBotCheck = jest.fn();
const mockCreateContactCase = jest.fn();
const mockOpenChat = jest.fn<Promise<void>, []>();
let mockChatAppId: string | null = null;
let mockCustomerCare = false;

jest.mock('./bot-check', () => ({ solveBotCheck: () => mockSolveBotCheck() }));
jest.mock('@escapade/data-access-api', () => ({
  ...jest.requireActual('@escapade/data-access-api'),
  createContactCase: (body: unknown) => mockCreateContactCase(body),
}));
// The app id the server wrote in the page (its `escapade-chat` tag), and the provider's loading.
jest.mock('@escapade/app-providers', () => ({
  ...jest.requireActual('@escapade/app-providers'),
  chatAppId: () => mockChatAppId,
}));
jest.mock('@escapade/app-providers/chat', () => ({
  openChat: () => mockOpenChat(),
}));
jest.mock('@escapade/i18n', () => ({
  ...jest.requireActual('@escapade/i18n'),
  isCustomerCareHost: () => mockCustomerCare,
}));

const solution = {
  challenge: { parameters: { algorithm: 'SHA-256', nonce: 'aa', salt: 'bb', cost: 1, keyLength: 32, keyPrefix: 'cc' }, signature: 'dd' },
  solution: { counter: 42, derivedKey: 'cc01' },
};

/** Where the page is, so a test can see the thank-you state's URL. */
function CurrentSearch() {
  return <span data-testid="search">{useLocation().search}</span>;
}

async function renderContact(route = '/contact', market: 'fr_FR' | 'nl_BE' = 'fr_FR') {
  const language = market === 'fr_FR' ? 'fr' : 'nl';
  await renderWithProviders(
    <Routes>
      <Route
        path="/contact"
        element={
          <>
            <ContactPage />
            <CurrentSearch />
          </>
        }
      />
    </Routes>,
    { market, route, messages: { ...(await loadSharedMessages(language)), ...(language === 'fr' ? fr : nl) } },
  );
}

async function openForm() {
  fireEvent.click(screen.getByRole('button', { name: 'Écrire un message' }));
  const dialog = await screen.findByRole('dialog', { name: 'Écrire au service client' });
  // The form's code comes on demand.
  await within(dialog).findByLabelText('Pourquoi nous écrivez-vous ?');
  return dialog;
}

function type(dialog: HTMLElement, label: string, value: string) {
  const field = within(dialog).getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

async function send(dialog: HTMLElement) {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
  });
}

/** A valid question about a hotel before booking (no booking number), sent. */
async function askBeforeBooking(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText('Pourquoi nous écrivez-vous ?'), { target: { value: 'avv_info' } });
  type(dialog, 'Votre nom', 'Chloé');
  type(dialog, 'Votre adresse e-mail', 'chloe@example.fr');
  type(dialog, 'Votre numéro de téléphone', '0612345678');
  type(dialog, 'Votre message', 'Le spa est-il ouvert le dimanche ?');
  await send(dialog);
}

beforeEach(() => {
  mockSolveBotCheck.mockReset().mockResolvedValue(solution);
  mockCreateContactCase.mockReset().mockResolvedValue({ ok: true });
  mockCustomerCare = false;
  mockChatAppId = null;
  mockOpenChat.mockReset();
});

describe('contact page (product-side.md: contact page)', () => {
  it('offers the booking quick actions, the help centre’s questions in the market’s language, and customer care’s phone and hours', async () => {
    await renderContact('/contact', 'nl_BE');
    const manage = screen.getByRole('region', { name: 'Mijn boeking beheren' });
    expect(within(manage).getByRole('link', { name: 'Mijn boeking annuleren' }).getAttribute('href')).toBe('/account#r=booking-retrieval');
    expect(within(manage).getByRole('link', { name: 'Een factuur aanvragen' }).getAttribute('href')).toBe('/account#r=invoice-request');
    const questions = screen.getByRole('region', { name: 'Veelgestelde vragen' });
    expect(
      within(questions)
        .getByRole('link', { name: /Hoe gebruik ik mijn cadeaubon\?/ })
        .getAttribute('href'),
    ).toBe('https://help.escapade.eu/hc/articles/gift-voucher?lang=nl');
    const call = screen.getByRole('region', { name: 'Bel ons' });
    expect(within(call).getByRole('link', { name: '02 808 46 60' }).getAttribute('href')).toBe('tel:+3228084660');
    expect(call.textContent).toContain('maandag t/m vrijdag, van 10:00 tot 19:00');
    expect(call.textContent).toContain('zaterdag, van 10:00 tot 18:00');
    expect(screen.queryByRole('status')).toBeNull();
    // No app id on this page: no chat button (product-side.md section 6).
    expect(screen.queryByRole('region', { name: 'Chat met ons' })).toBeNull();
  });

  it('thanks the visitor when the URL says the message was sent', async () => {
    await renderContact('/contact?ref=contact_thank_you');
    expect(screen.getByRole('status').textContent).toBe('Merci pour votre message. Notre service client vous contactera sous 48 h.');
  });
});

describe('the contact page’s chat button (product-side.md: contact page; section 6: where an app id is configured)', () => {
  it('is offered where the page offers the chat, with the chat’s hours, 9 to 6 Monday to Friday, and loads nothing before it is pressed', async () => {
    mockChatAppId = 'app1';
    await renderContact();
    const chat = screen.getByRole('region', { name: 'Discuter avec nous' });
    expect(within(chat).getByRole('button', { name: 'Démarrer une discussion' })).toBeTruthy();
    expect(chat.textContent).toContain('Du lundi au vendredi, de 9:00 à 18:00');
    expect(mockOpenChat).not.toHaveBeenCalled();
  });

  it('is not offered on the customer-care site (section 1), whatever the page says', async () => {
    mockChatAppId = 'app1';
    mockCustomerCare = true;
    await renderContact();
    expect(screen.queryByRole('region', { name: 'Discuter avec nous' })).toBeNull();
  });

  it('is busy while the chat opens, and says politely when it could not be opened', async () => {
    mockChatAppId = 'app1';
    let fail!: (error: Error) => void;
    mockOpenChat.mockReturnValueOnce(new Promise((_resolve, reject) => (fail = reject)));
    await renderContact();
    const button = screen.getByRole('button', { name: 'Démarrer une discussion' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    // The chat's loader comes with the press.
    await waitFor(() => expect(mockOpenChat).toHaveBeenCalledTimes(1));
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => fail(new Error('The chat could not be loaded')));
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Discuter avec nous' })).getByRole('status').textContent).toBe('Le chat n’a pas pu s’ouvrir. Veuillez réessayer plus tard.');
  });
});

describe('contact form (product-side.md: contact form and section 5)', () => {
  it('reveals the fields once a reason is chosen, without a booking number for a question before booking', async () => {
    await renderContact();
    const dialog = await openForm();
    expect(within(dialog).queryByLabelText('Votre nom')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Pourquoi nous écrivez-vous ?'), { target: { value: 'avv_info' } });
    expect(within(dialog).getByLabelText('Votre nom')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Numéro de réservation')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Pourquoi nous écrivez-vous ?'), { target: { value: 'cancellation' } });
    expect(within(dialog).getByLabelText('Numéro de réservation')).toBeTruthy();
    // The bot check starts in the background once a reason is chosen, once.
    expect(mockSolveBotCheck).toHaveBeenCalledTimes(1);
  });

  it('checks a field when it is left, with the spec’s messages', async () => {
    await renderContact();
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText('Pourquoi nous écrivez-vous ?'), { target: { value: 'modification' } });
    type(dialog, 'Numéro de réservation', '1234567');
    type(dialog, 'Votre nom', 'R2D2');
    type(dialog, 'Votre adresse e-mail', 'claire@');
    type(dialog, 'Votre numéro de téléphone', '06.12.34.56.78');
    type(dialog, 'Votre message', ' ');
    expect(await within(dialog).findByText('Le numéro de réservation se compose de 8 chiffres')).toBeTruthy();
    expect(await within(dialog).findByText('Seul du texte est attendu')).toBeTruthy();
    expect(await within(dialog).findByText("L'adresse e-mail semble incorrecte")).toBeTruthy();
    expect(await within(dialog).findByText('Le numéro de téléphone semble incorrect')).toBeTruthy();
    expect(await within(dialog).findByText('Champ obligatoire')).toBeTruthy();
    expect(within(dialog).getByLabelText('Votre nom').getAttribute('aria-invalid')).toBe('true');
  });

  it('checks every field on Send and sends nothing while one is wrong', async () => {
    await renderContact();
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText('Pourquoi nous écrivez-vous ?'), { target: { value: 'complaint' } });
    await send(dialog);
    expect(await within(dialog).findAllByText('Champ obligatoire')).toHaveLength(5);
    expect(mockCreateContactCase).not.toHaveBeenCalled();
  });

  it('sends the message with its solved bot check, then shows the thank-you state in the URL', async () => {
    await renderContact();
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText('Pourquoi nous écrivez-vous ?'), { target: { value: 'modification' } });
    type(dialog, 'Numéro de réservation', '20261127');
    type(dialog, 'Votre nom', '  Anne-Sophie D’Arcy ');
    type(dialog, 'Votre adresse e-mail', ' anne@example.fr');
    type(dialog, 'Votre numéro de téléphone', '+33 6 12 34 56 78');
    type(dialog, 'Votre message', 'Pouvons-nous arriver un jour plus tôt ?');
    await send(dialog);
    await waitFor(() => expect(mockCreateContactCase).toHaveBeenCalled());
    expect(mockCreateContactCase).toHaveBeenCalledWith({
      reason: 'modification',
      bookingNumber: '20261127',
      name: 'Anne-Sophie D’Arcy',
      email: 'anne@example.fr',
      phone: '+33 6 12 34 56 78',
      description: 'Pouvons-nous arriver un jour plus tôt ?',
      locale: 'fr_FR',
      botCheck: solution,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('search').textContent).toBe('?ref=contact_thank_you');
    expect(screen.getByRole('status').textContent).toContain('Merci pour votre message.');
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  it('keeps what was typed and asks to send again when the message could not be sent, with a new bot check', async () => {
    mockCreateContactCase.mockRejectedValueOnce(new Error('503'));
    await renderContact();
    const dialog = await openForm();
    await askBeforeBooking(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Oups ! Une erreur est survenue. Veuillez cliquer à nouveau sur « Envoyer ». Si le problème persiste, consultez nos questions fréquentes en haut de la page.',
    );
    expect((within(dialog).getByLabelText('Votre nom') as HTMLInputElement).value).toBe('Chloé');
    expect(mockCreateContactCase.mock.calls[0][0]).not.toHaveProperty('bookingNumber');
    await send(dialog);
    await waitFor(() => expect(mockCreateContactCase).toHaveBeenCalledTimes(2));
    expect(mockSolveBotCheck).toHaveBeenCalledTimes(2);
  });

  it('skips the bot check on the customer-care site', async () => {
    mockCustomerCare = true;
    await renderContact();
    const dialog = await openForm();
    await askBeforeBooking(dialog);
    await waitFor(() => expect(mockCreateContactCase).toHaveBeenCalled());
    expect(mockSolveBotCheck).not.toHaveBeenCalled();
    expect(mockCreateContactCase.mock.calls[0][0]).not.toHaveProperty('botCheck');
  });
});
