import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { customSubElements, json, productDetail, shippingCosts } from '../../testing/replies';
import { renderPage } from '../../testing/render-page';
import { GiftSetupPage } from './gift-setup-page';

const render = (route: string, market: 'fr_FR' | 'es_ES' = 'fr_FR') => renderPage('/gift/:id', <GiftSetupPage />, route, market);

describe('gift setup page', () => {
  const realFetch = global.fetch;
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn((url: string) => {
      const { pathname } = new URL(url, 'http://localhost');
      if (pathname === '/api/weekend/4733/detail.json') return Promise.resolve(json(productDetail()));
      if (pathname === '/api/gift/shipping-costs.json') return Promise.resolve(json(shippingCosts));
      if (pathname === '/api/sub-elements/available-custom-sub-elements') return Promise.resolve(json(customSubElements));
      if (pathname.startsWith('/api/analytics/')) return Promise.resolve(json({ ok: true }, 202));
      return Promise.resolve(json({ code: 'NOT_FOUND', message: 'nothing here' }, 404));
    });
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    global.fetch = realFetch;
    jest.useRealTimers();
  });

  it('starts from the nights in the address, two people, digital, the default design and the free standard card', async () => {
    await render('/gift/4733?flow=gifting#a=2&giftNights=2');
    const nights = await screen.findByRole('group', { name: 'Nombre de nuits' });
    expect((within(nights).getByRole('radio', { name: '2 nuits' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Pour 2 personnes')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Numérique' }) as HTMLInputElement).checked).toBe(true);
    expect(((await screen.findByRole('radio', { name: /Classic/ })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Standard/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('gift-total').textContent).toMatch(/340/);
  });

  it('a printed voucher asks for the delivery address, free at home and with the fee abroad; an extra adds its price', async () => {
    await render('/gift/4733?flow=gifting#a=2&giftNights=1');
    const physical = await screen.findByRole('radio', { name: 'Papier' });
    await waitFor(() => expect((physical as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(physical);
    expect(await screen.findByRole('group', { name: 'Adresse de livraison' })).toBeTruthy();
    expect(screen.getByText(/2 à 4 jours ouvrés/, { selector: 'p' })).toBeTruthy();
    expect(within(screen.getByTestId('gift-summary')).getByText('Offert')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Pays' }), { target: { value: 'NL' } });
    expect(within(screen.getByTestId('gift-summary')).getByText(/^7,90/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Box of chocolates/ }));
    expect(screen.getByTestId('gift-total').textContent).toMatch(/209,90/);
  });

  it('checks the giver’s name on blur, refuses typing past 40 characters for a second, and previews the message live', async () => {
    jest.useFakeTimers();
    await render('/gift/4733?flow=gifting');
    const from = await screen.findByRole('textbox', { name: /De la part de/ });
    fireEvent.change(from, { target: { value: 'R2D2' } });
    fireEvent.blur(from);
    expect(await screen.findByText('Seul du texte est attendu')).toBeTruthy();
    fireEvent.change(from, { target: { value: 'a'.repeat(41) } });
    expect((from as HTMLInputElement).value).toHaveLength(40);
    expect(screen.getByText('Le champ est limité à 40 caractères')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Le champ est limité à 40 caractères')).toBeNull();
    fireEvent.change(from, { target: { value: 'Léa' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), { target: { value: 'Bon anniversaire !' } });
    const preview = screen.getByTestId('voucher-preview');
    expect(within(preview).getByText('Bon anniversaire !')).toBeTruthy();
    expect(within(preview).getByText('De la part de Léa')).toBeTruthy();
  });

  it('Offer goes to the checkout in the gifting flow with the gift’s nights and format, its options and the giver’s words', async () => {
    await render('/gift/4733?flow=gifting#a=2&giftNights=2');
    fireEvent.change(await screen.findByRole('textbox', { name: /Message/ }), { target: { value: 'Bon anniversaire !' } });
    fireEvent.click(screen.getByRole('button', { name: 'Offrir' }));
    expect(await screen.findByText('/checkout?flow=gifting#id=4733&a=2&c=0&b=0&giftNights=2&giftFormat=digital&options=101&message=Bon%20anniversaire%20!')).toBeTruthy();
  });

  it('where the point of sale has no printed voucher, the physical format is disabled with its notice', async () => {
    await render('/gift/4733?flow=gifting#giftFormat=physical', 'es_ES');
    expect(((await screen.findByRole('radio', { name: 'En papel' })) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'Digital' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Víctima de su éxito, ¡el formato en papel volverá pronto!')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]: [string]) => url.includes('shipping-costs'))).toBe(false);
  });

  it('a failed shipping-cost call disables the physical format', async () => {
    const replies = fetchMock.getMockImplementation() as (url: string) => Promise<Response>;
    fetchMock.mockImplementation((url: string) => (url.includes('shipping-costs') ? Promise.resolve(json({ code: 'INTERNAL', message: 'boom' }, 503)) : replies(url)));
    await render('/gift/4733?flow=gifting');
    expect(await screen.findByText('Victime de son succès, le format papier revient bientôt !')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Papier' }) as HTMLInputElement).disabled).toBe(true);
  });
});
