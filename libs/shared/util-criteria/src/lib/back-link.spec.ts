import { checkoutBackInput, headerBackLink } from './back-link';
import { formatActivityCheckoutLocation } from './checkout-hash';

describe('header back link (product-side.md section 2, Header)', () => {
  it('on its two routes the back arrow goes to the home route', () => {
    expect(headerBackLink({ toHome: true, target: { page: 'hotel', id: '1' } })).toEqual({ kind: 'link', href: '/' });
  });

  it('goes to the product page with checkin, checkout, a, c, b, giftNights, giftFormat and the search flow', () => {
    expect(
      headerBackLink({
        target: { page: 'product', id: '901' },
        checkin: '2024-05-01',
        checkout: '2024-05-03',
        party: { adult: 3, child: 1, baby: 1 },
        giftNights: 2,
        giftFormat: 'physical',
        flow: 'gifting',
      }),
    ).toEqual({ kind: 'link', href: '/product/901?flow=gifting#checkin=2024-05-01&checkout=2024-05-03&a=3&c=1&b=1&giftNights=2&giftFormat=physical' });
  });

  it('goes to the hotel or the activity page, with a defaulting to 2, c and b to 0', () => {
    expect(headerBackLink({ target: { page: 'hotel', id: '42' } })).toEqual({ kind: 'link', href: '/hotel/42#a=2&c=0&b=0' });
    expect(headerBackLink({ target: { page: 'activity', id: 'a b' }, party: { adult: 1 }, checkin: '2024-05-01' })).toEqual({
      kind: 'link',
      href: '/activity/a%20b#a=1&c=0&b=0',
    });
  });

  it('elsewhere it is the browser history back', () => {
    expect(headerBackLink({})).toEqual({ kind: 'history' });
    expect(headerBackLink({ target: { page: 'product', id: ' ' } })).toEqual({ kind: 'history' });
  });
});

describe('the back arrow of a checkout page, read from its address', () => {
  const backOf = (url: string) => {
    const { search, hash } = new URL(url, 'https://example.test');
    return headerBackLink(checkoutBackInput({ search, hash }));
  };

  it('returns to the stay with its dates, party and flow', () => {
    expect(backOf('/checkout?flow=gifting#id=4733&a=3&c=1&b=0&checkin=2030-05-03&night=2')).toEqual({
      kind: 'link',
      href: '/product/4733?flow=gifting#checkin=2030-05-03&checkout=2030-05-05&a=3&c=1&b=0',
    });
    expect(backOf('/checkout#id=4733&a=2&c=0&b=0&night=1')).toEqual({ kind: 'link', href: '/product/4733#a=2&c=0&b=0' });
  });

  it('keeps the partner mini-site of a stay checkout on the way back to its product page', () => {
    expect(backOf('/checkout?minisite=360#id=4733&a=2&c=0&b=0&checkin=2030-05-03&night=2')).toEqual({
      kind: 'link',
      href: '/product/4733?minisite=360#checkin=2030-05-03&checkout=2030-05-05&a=2&c=0&b=0',
    });
    expect(backOf('/checkout?minisite=0#id=4733&a=2&c=0&b=0&night=1')).toEqual({ kind: 'link', href: '/product/4733#a=2&c=0&b=0' });
  });

  it('returns to the activity of an activity checkout, with its participants', () => {
    const { search, hash } = formatActivityCheckoutLocation({ id: '77', a: 2, ownUse: true });
    expect(headerBackLink(checkoutBackInput({ search, hash }))).toEqual({ kind: 'link', href: '/activity/77#a=2&c=0&b=0' });
  });

  it('returns from a gift’s checkout to the gift with its nights and format, in the gifting flow', () => {
    expect(backOf('/checkout?flow=gifting#id=4733&a=2&c=0&b=0&giftNights=2&giftFormat=physical')).toEqual({
      kind: 'link',
      href: '/product/4733?flow=gifting#a=2&c=0&b=0&giftNights=2&giftFormat=physical',
    });
    // Gift keys outside the gifting flow belong to no gift.
    expect(backOf('/checkout#id=4733&a=2&giftNights=2')).toEqual({ kind: 'link', href: '/product/4733#a=2&c=0&b=0' });
  });

  it('uses the browser history when the address names no stay or activity', () => {
    expect(backOf('/checkout')).toEqual({ kind: 'history' });
    expect(backOf('/checkout?flow=activity#a=2')).toEqual({ kind: 'history' });
  });
});
