import '@testing-library/jest-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { HotelOffer, ProductOffers } from '@escapade/api-contract';
import { json } from '../../testing/replies';
import { renderPage } from '../../testing/render-page';
import { useProductLocation } from '../product-page/use-product-location';
import OfferChoice from './offer-choice';

/** The choice on a product page whose id is the path's, as the booking box mounts it. */
function Page() {
  const { state } = useProductLocation();
  const id = Number(useLocation().pathname.split('/')[2]);
  return <OfferChoice weekendId={id} state={state} />;
}

async function renderChoice(route: string) {
  return renderPage('/product/:id/:slug?', <Page />, route);
}

/** A getaway of the hotel for the stay: its price for 2 nights, cancellable until the day before or not. */
function getaway(weekendId: number, label: string, sellPrice: number, cancellable: boolean): HotelOffer {
  return {
    weekendId,
    label,
    priceInfo: { sellPrice, refPrice: null, promoPercentageRounded: 0, moneySaved: 0, priceType: 'final', nbRooms: 1, nights: 2, lowestPriorPrice: null },
    cancellationPolicy: cancellable
      ? { type: 'FREE', cancellable: true, isCancellable: true, cancellationDeadline: '2030-05-02T10:00:00.000Z', cancellableUntil: '2030-05-02', message: null }
      : { type: 'NCNR', cancellable: false, isCancellable: false, cancellationDeadline: null, cancellableUntil: null, message: null },
  };
}

const location = () => screen.getByTestId('location').textContent;

describe('the choice of offer on a dated stay (product-side.md section 4)', () => {
  let fetchMock: jest.Mock;
  let reply: ProductOffers;
  const realFetch = global.fetch;
  beforeEach(() => {
    reply = {
      offers: {
        '4733': getaway(4733, 'Week-end spa', 31_800, true),
        '4800': getaway(4800, 'Week-end gourmand', 27_400, false),
        '4801': getaway(4801, 'Week-end prestige', 45_000, true),
      },
    };
    fetchMock = jest.fn((url: string) => {
      const { pathname } = new URL(url, 'http://localhost');
      return Promise.resolve(/^\/api\/product\/\d+\/offers$/.test(pathname) ? json(reply) : json({ code: 'NOT_FOUND', message: 'nothing here', details: [] }, 404));
    });
    global.fetch = fetchMock;
  });
  afterEach(() => {
    global.fetch = realFetch;
  });
  const offerCalls = () => fetchMock.mock.calls.map(([url]: [string]) => new URL(url, 'http://localhost'));

  it('lists the hotel’s getaways for the stay and party, cheapest first, each with its price and terms, the page’s own checked', async () => {
    await renderChoice('/product/4733?flow=booking&minisite=360#checkin=2030-05-03&checkout=2030-05-05&a=3&c=1&b=0&activityDates=12_2030-05-03');
    const group = await screen.findByRole('group', { name: 'Votre offre pour ces dates' });
    const options = within(group).getAllByRole('radio');
    expect(options.map(labelOf)).toEqual(['Week-end gourmand', 'Week-end spa', 'Week-end prestige']);
    expect(within(group).getByRole('radio', { name: 'Week-end spa' })).toBeChecked();
    const gourmand = within(group).getByRole('radio', { name: 'Week-end gourmand' });
    expect(gourmand).toHaveAccessibleDescription(/274\s€.*Non échangeable et non remboursable/);
    expect(Object.fromEntries(offerCalls()[0].searchParams)).toEqual({ checkin: '2030-05-03', nights: '2', adult: '3', child: '1', baby: '0', locale: 'fr_FR', minisite: '360' });
    expect(offerCalls()[0].pathname).toBe('/api/product/4733/offers');
  });

  it('choosing another opens its page in place of this one, with the same stay, party and flow, without the days chosen here', async () => {
    await renderChoice('/product/4733?flow=booking#checkin=2030-05-03&checkout=2030-05-05&a=3&c=1&b=0&activityDates=12_2030-05-03');
    const gourmand = await screen.findByRole('radio', { name: 'Week-end gourmand' });
    await act(async () => fireEvent.click(gourmand));
    expect(location()).toBe('/product/4800?flow=booking#checkin=2030-05-03&checkout=2030-05-05&a=3&c=1&b=0');
    // The list stays on screen while the new page asks its own, now with the chosen offer checked.
    expect(screen.getByRole('radio', { name: 'Week-end gourmand' })).toBeChecked();
    expect(await screen.findByRole('group', { name: 'Votre offre pour ces dates' })).not.toHaveAttribute('aria-busy', 'true');
    expect(offerCalls().map((url) => url.pathname)).toEqual(['/api/product/4733/offers', '/api/product/4800/offers']);
  });

  it('shows nothing when the page’s offer is the only one for the stay, and asks nothing without dates', async () => {
    reply = { offers: { '4733': getaway(4733, 'Week-end spa', 31_800, true) } };
    const { container } = await renderChoice('/product/4733?flow=booking#checkin=2030-05-03&checkout=2030-05-05');
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(container.querySelector('fieldset')).toBeNull();

    fetchMock.mockClear();
    await renderChoice('/product/4733?flow=booking#a=2');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

/** The title a radio is labelled with. */
function labelOf(radio: HTMLElement): string {
  return document.querySelector(`label[for="${radio.id}"]`)?.textContent ?? '';
}
