import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { changeProductDates } from '@escapade/util-criteria';
import { json, productDetail, upsellsReply } from '../../testing/replies';
import { renderPage } from '../../testing/render-page';
import { EXTRA_NAVIGATION_DELAY_MS } from './extra-rules';
import ExtrasSection from './extras-section';
import { useProductLocation } from '../product-page/use-product-location';

/** The section on a product page whose id is the path's, as the page mounts it. */
function Page() {
  const { state, nights, change } = useProductLocation();
  const id = Number(useLocation().pathname.split('/')[2]);
  return (
    <>
      <button type="button" onClick={() => change(changeProductDates(state, { checkin: '2030-06-07', checkout: '2030-06-09' }))}>
        new dates
      </button>
      <ExtrasSection product={{ ...productDetail(), id }} state={state} nights={nights} />
    </>
  );
}

async function renderExtras(route: string) {
  return renderPage('/product/:id/:slug?', <Page />, route);
}

const location = () => screen.getByTestId('location').textContent;

describe('extras section (product-side.md section 4)', () => {
  let fetchMock: jest.Mock;
  const realFetch = global.fetch;
  beforeEach(() => {
    fetchMock = jest.fn((url: string) => {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      if (pathname === '/api/product/4733/upsells') return Promise.resolve(json(upsellsReply({ checkin: searchParams.get('checkin') ?? undefined })));
      return Promise.resolve(json({ code: 'NOT_FOUND', message: 'nothing here' }, 404));
    });
    global.fetch = fetchMock;
  });
  afterEach(() => {
    global.fetch = realFetch;
    jest.useRealTimers();
  });
  /** The loading modal is its own chunk, loaded on the click: let it arrive without moving the clock. */
  const modalLoaded = () =>
    act(async () => {
      await import('./extra-loading-dialog');
    });
  const upsellCalls = () => fetchMock.mock.calls.map(([url]: [string]) => new URL(url, 'http://localhost')).filter((url) => url.pathname.endsWith('/upsells'));

  it('lists the extras with their picture in every size, the price difference of the chosen stay and their programme', async () => {
    await renderExtras('/product/4733?flow=booking#checkin=2030-05-03&checkout=2030-05-04&a=3&c=1&b=0');
    const spa = await screen.findByRole('article', { name: 'Accès au spa' });
    expect(within(spa).getByText(/^\+45\s€$/)).toBeTruthy();
    expect(within(spa).getByText('Chambre double')).toBeTruthy();
    const image = spa.querySelector('img');
    expect(image?.getAttribute('srcset')).toBe('/api/images/91/120_80.svg 120w, /api/images/91/SMALL.svg 360w, /api/images/91/LARGE.svg 1200w, /api/images/91/640_360.svg 640w');
    expect(screen.getByRole('article', { name: 'Dîner gastronomique' })).toBeTruthy();
    expect(Object.fromEntries(upsellCalls()[0].searchParams)).toEqual({ locale: 'fr_FR', checkin: '2030-05-03', nights: '1', adult: '3', child: '1', baby: '0' });
  });

  it('adding shows the loading modal, and after 500 ms opens the upsell offer remembering the original one', async () => {
    await renderExtras('/product/4733?flow=booking#checkin=2030-05-03&checkout=2030-05-04&a=2&c=0&b=0');
    const add = await screen.findByRole('button', { name: 'Ajouter Accès au spa' });
    jest.useFakeTimers();
    fireEvent.click(add);
    await modalLoaded();
    const dialog = screen.getByRole('dialog', { name: 'Nous ajoutons votre extra ...' });
    expect(dialog.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe('Mise à jour de votre séjour');
    act(() => jest.advanceTimersByTime(EXTRA_NAVIGATION_DELAY_MS - 1));
    expect(location()).toBe('/product/4733?flow=booking#checkin=2030-05-03&checkout=2030-05-04&a=2&c=0&b=0');
    act(() => jest.advanceTimersByTime(1));
    expect(location()).toBe('/product/4734?flow=booking#checkin=2030-05-03&checkout=2030-05-04&a=2&c=0&b=0&originalOfferId=4733');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on the extra’s page its card offers to remove it, which returns to the original offer after 500 ms', async () => {
    await renderExtras('/product/4734?flow=booking#checkin=2030-05-03&checkout=2030-05-04&a=2&c=0&b=0&originalOfferId=4733');
    const remove = await screen.findByRole('button', { name: 'Retirer Accès au spa' });
    expect(upsellCalls()[0].pathname).toBe('/api/product/4733/upsells');
    jest.useFakeTimers();
    fireEvent.click(remove);
    await modalLoaded();
    expect(screen.getByRole('dialog', { name: 'Nous retirons votre extra ...' })).toBeTruthy();
    act(() => jest.advanceTimersByTime(EXTRA_NAVIGATION_DELAY_MS));
    expect(location()).toBe('/product/4733?flow=booking#checkin=2030-05-03&checkout=2030-05-04&a=2&c=0&b=0');
  });

  it('closing the modal cancels the change', async () => {
    await renderExtras('/product/4733?flow=booking#a=2&c=0&b=0');
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter Dîner gastronomique' }));
    await modalLoaded();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Fermer' }));
    await new Promise((resolve) => setTimeout(resolve, EXTRA_NAVIGATION_DELAY_MS + 50));
    expect(location()).toBe('/product/4733?flow=booking#a=2&c=0&b=0');
  });

  it('a gift offers extras only for one night, and only the single voucher ones', async () => {
    const { unmount } = await renderExtras('/product/4733?flow=gifting#a=2&c=0&b=0&giftNights=2');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).toBeNull();
    expect(upsellCalls()).toHaveLength(0);
    unmount();
    await renderExtras('/product/4733?flow=gifting#a=2&c=0&b=0&giftNights=1');
    expect(await screen.findByRole('article', { name: 'Accès au spa' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Dîner gastronomique' })).toBeNull();
  });

  it('changing dates asks for the extras again, for the new stay', async () => {
    await renderExtras('/product/4733?flow=booking#checkin=2030-05-03&checkout=2030-05-04&a=2&c=0&b=0');
    await screen.findByRole('article', { name: 'Accès au spa' });
    fireEvent.click(screen.getByRole('button', { name: 'new dates' }));
    await waitFor(() => expect(upsellCalls()).toHaveLength(2));
    expect(Object.fromEntries(upsellCalls()[1].searchParams)).toMatchObject({ checkin: '2030-06-07', nights: '2' });
  });
});
