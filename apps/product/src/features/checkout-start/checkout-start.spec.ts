import { parseProductLocation } from '@escapade/util-criteria';
import { pricingMessages } from '@escapade/util-pricing';
import { productQuote } from '../../testing/replies';
import { ACTIVITY_DATES_MESSAGE, checkoutBlock, initCheckoutReport, INIT_CHECKOUT_ERROR, quoteFailure } from './checkout-start';
import { addToCartEvent } from './add-to-cart';

describe('checkout start (product-side.md sections 4, 5 and 8)', () => {
  const dated = parseProductLocation({ search: '', hash: '#checkin=2030-05-03&checkout=2030-05-05&a=2' });

  it('is blocked without dates, then while an activity with choosable dates has none', () => {
    expect(checkoutBlock(parseProductLocation({ search: '', hash: '' }), [])).toBe('dates');
    expect(checkoutBlock(parseProductLocation({ search: '', hash: '#checkin=2030-05-03' }), [])).toBe('dates');
    expect(checkoutBlock(dated, ['12'])).toBe('activityDates');
    expect(checkoutBlock({ ...dated, activityDates: [{ activityId: '12', date: '2030-05-03' }] }, ['12'])).toBeNull();
    expect(checkoutBlock(dated, [])).toBeNull();
  });

  it('goes on with a bookable quote that has its price', () => {
    expect(quoteFailure(productQuote({ checkin: '2030-05-03', nights: 2 }))).toBeNull();
  });

  it("says 'No more availabilities…' when the check-in is not available or the quote call failed", () => {
    expect(quoteFailure(productQuote({ checkin: '2030-05-03', nights: 2 }, false))).toBe(pricingMessages.noMoreAvailabilities);
    expect(quoteFailure(undefined)).toBe(pricingMessages.noMoreAvailabilities);
  });

  it("says 'Please choose your activity dates.' when the server holds the stay to an activity day still missing", () => {
    const dayless = {
      ...productQuote({ checkin: '2030-05-03', nights: 2 }),
      bookable: false,
      errors: [{ code: 'ACTIVITY_DATES_MISSING' as const, message: 'Choose the day of activity 12 before booking' }],
    };
    expect(quoteFailure(dayless)).toBe(ACTIVITY_DATES_MESSAGE);
  });

  it("otherwise 'The offer is not bookable with these criterias', or 'Quote error' without price info", () => {
    const unbookable = { ...productQuote({ checkin: '2030-05-03', nights: 2 }, false), errors: [] };
    expect(quoteFailure(unbookable)).toBe(pricingMessages.quoteNotBookable);
    const priceless = { ...productQuote({ checkin: '2030-05-03', nights: 2 }), priceInfo: null };
    expect(quoteFailure(priceless)).toBe(pricingMessages.quoteError);
  });

  it('reports the failure with the spec’s words, cut to what the client log keeps', () => {
    expect(initCheckoutReport(4733, 'PACKAGE_NOT_AVAILABLE_CHECKIN')).toBe(`${INIT_CHECKOUT_ERROR}: weekend 4733: PACKAGE_NOT_AVAILABLE_CHECKIN`);
    expect(initCheckoutReport(4733, 'x'.repeat(400))).toHaveLength(256);
  });

  it('tells analytics what goes into the cart: the stay at its quoted price', () => {
    const event = addToCartEvent({ weekendId: 4733, label: 'Week-end', quote: productQuote({ checkin: '2030-05-03', nights: 2 }) });
    expect(event).toEqual({
      name: 'add_to_cart',
      params: {
        currency: 'EUR',
        value: 318,
        items: [{ item_id: '4733', item_name: 'Week-end', item_category: 'weekend', price: 318, quantity: 1 }],
      },
    });
  });
});
