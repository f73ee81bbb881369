import { parseCheckoutSummaryHash, stayCheckoutUrl } from './checkout-hash';
import { formatGiftCheckoutChoices, parseGiftCheckoutChoices } from './gift-checkout-hash';

describe('a gift’s choices in its checkout address (product-side.md, gift checkout)', () => {
  const choices = {
    options: [101, 301],
    fromName: 'Claire',
    message: 'Joyeux anniversaire, & à bientôt !',
    delivery: { recipientName: 'Anne Dupont', addressLine: '12 rue des Lilas', postalCode: '1012 AB', city: 'Amsterdam', country: 'NL' as const },
  };

  it('reads back what the gift setup writes, after the summary hash’s keys', () => {
    const url = stayCheckoutUrl(4733, { flow: 'gifting', adult: 2, child: 0, baby: 0, giftNights: 2, giftFormat: 'physical', activityDates: [] } as never, choices);
    const hash = url.slice(url.indexOf('#'));
    expect(url.startsWith('/checkout?flow=gifting#id=4733&a=2')).toBe(true);
    expect(parseCheckoutSummaryHash(hash)).toMatchObject({ id: '4733', giftNights: 2, giftFormat: 'physical' });
    expect(parseGiftCheckoutChoices(hash)).toEqual(choices);
  });

  it('leaves out what is empty or unreadable, and writes nothing for a stay', () => {
    expect(formatGiftCheckoutChoices({ options: [], delivery: {} })).toBe('');
    expect(parseGiftCheckoutChoices('#options=12,abc,-3,12&country=XX&message=%20')).toEqual({ options: [12], fromName: undefined, message: undefined, delivery: {} });
    const stay = stayCheckoutUrl(4733, { flow: 'booking', adult: 2, child: 0, baby: 0, checkin: '2030-05-03', checkout: '2030-05-05', activityDates: [] } as never, choices);
    expect(stay).not.toContain('options=');
  });
});
