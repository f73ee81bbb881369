import * as v from 'valibot';
import { ApiRequestError } from '@escapade/data-access-api';
import { PurchaseOrderBodySchema, type PurchaseOrder } from '@escapade/api-contract';
import { checkoutEntryOf } from './checkout-entry';
import { internationalPhone } from '../../lib/buyer-form';
import { checkoutFormSchema, EMPTY_CHECKOUT_FORM, orderBody, stayQuoteQuery } from './checkout-form';
import { refusalStatus } from '../../lib/use-place-order';
import { heldOrderPricing } from './use-stay-pricing';

describe('the checkout address (product-side.md, checkout entry points)', () => {
  it('reads a stay from the summary hash, its nights giving the check-out, and the mini-site from the query', () => {
    const entry = checkoutEntryOf({ search: '?minisite=360', hash: '#id=4733&a=3&c=1&b=0&checkin=2030-05-03&night=2&activityDates=12_2030-05-04' });
    expect(entry).toEqual({
      kind: 'stay',
      stay: {
        weekendId: 4733,
        checkin: '2030-05-03',
        checkout: '2030-05-05',
        nights: 2,
        adult: 3,
        child: 1,
        baby: 0,
        activityDates: [{ activityId: '12', date: '2030-05-04' }],
        minisiteId: 360,
      },
    });
  });

  it('sells the offer the summary hash names, when it names one', () => {
    const entry = checkoutEntryOf({ search: '', hash: '#id=4733&offerId=4801&a=2&checkin=2030-05-03&night=1' });
    expect(entry.kind === 'stay' && entry.stay.weekendId).toBe(4801);
  });

  it('needs a weekend and a check-in; a gift or an activity voucher is another flow', () => {
    expect(checkoutEntryOf({ search: '', hash: '#id=4733&a=2' })).toEqual({ kind: 'incomplete', weekendId: 4733 });
    expect(checkoutEntryOf({ search: '', hash: '#id=abc&checkin=2030-05-03' })).toEqual({ kind: 'incomplete', weekendId: null });
    expect(checkoutEntryOf({ search: '', hash: '' })).toEqual({ kind: 'incomplete', weekendId: null });
    expect(checkoutEntryOf({ search: '?flow=gifting', hash: '#id=4733&checkin=2030-05-03' })).toEqual({ kind: 'otherFlow', flow: 'gifting' });
    expect(checkoutEntryOf({ search: '?flow=activity', hash: '#id=12&a=2' })).toEqual({ kind: 'otherFlow', flow: 'activity' });
  });
});

describe('the checkout form', () => {
  const valid = {
    ...EMPTY_CHECKOUT_FORM,
    email: ' jean@example.com ',
    firstName: 'Jean',
    lastName: "D'Arc-Müller",
    phone: '06 12 34 56 78',
    insurance: 'flexible',
    terms: true,
  } as const;

  it('normalises a phone number to its international form, for the market’s country when typed without one', async () => {
    expect(await internationalPhone('06 12 34 56 78', 'FR')).toBe('+33612345678');
    expect(await internationalPhone('+32 470 12 34 56', 'FR')).toBe('+32470123456');
    expect(await internationalPhone('0470 12 34 56', 'BE')).toBe('+32470123456');
    expect(await internationalPhone('123', 'FR')).toBeNull();
    expect(await internationalPhone('not a phone', 'IT')).toBeNull();
  });

  it('accepts a complete form, trimmed, with the phone in international form', async () => {
    const result = await v.safeParseAsync(checkoutFormSchema('FR'), valid);
    expect(result.success).toBe(true);
    expect(result.output).toMatchObject({ email: 'jean@example.com', phone: '+33612345678', insurance: 'flexible', payment: 'card' });
  });

  it('asks for a cancellation choice, accepted terms, a valid phone, a valid e-mail and names of text', async () => {
    const issues = async (values: object) => (await v.safeParseAsync(checkoutFormSchema('FR'), { ...valid, ...values })).issues?.map((issue) => v.getDotPath(issue));
    expect(await issues({ insurance: '' })).toEqual(['insurance']);
    expect(await issues({ terms: false })).toEqual(['terms']);
    expect(await issues({ phone: '12' })).toEqual(['phone']);
    expect(await issues({ email: 'jean@' })).toEqual(['email']);
    expect(await issues({ firstName: 'J3an' })).toEqual(['firstName']);
  });

  it('makes the order the contract describes, with the amount the page showed', async () => {
    const entry = checkoutEntryOf({ search: '', hash: '#id=4733&a=2&checkin=2030-05-03&night=2&activityDates=12_2030-05-04' });
    if (entry.kind !== 'stay') throw new Error('a stay was expected');
    const values = await v.parseAsync(checkoutFormSchema('FR'), { ...valid, specialRequest: '  ' });
    const body = orderBody({ stay: entry.stay, values, market: 'fr_FR', expectedAmount: 31_800 });
    expect(v.safeParse(PurchaseOrderBodySchema, body).success).toBe(true);
    expect(body).toEqual({
      locale: 'fr_FR',
      currency: 'EUR',
      expectedAmount: 31_800,
      buyer: { email: 'jean@example.com', firstName: 'Jean', lastName: "D'Arc-Müller", phoneNumber: '+33612345678' },
      items: {
        shortStayItem: {
          reservationCriteria: {
            offerId: 4733,
            travelPeriod: { checkinDate: '2030-05-03', checkoutDate: '2030-05-05' },
            pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
            activityDaySelections: [{ activityId: 12, date: '2030-05-04' }],
            minisiteId: null,
          },
        },
        insuranceItem: { choice: 'flexible' },
      },
      specialRequest: null,
    });
    // A promotion code accepted by the server's look-up goes with the order, which prices it again.
    const promoted = orderBody({ stay: entry.stay, values, market: 'fr_FR', expectedAmount: 28_620, promotionCode: 'BIENVENUE10' });
    expect(promoted.items.promotionCodeItem).toEqual({ code: 'BIENVENUE10' });
    expect(v.safeParse(PurchaseOrderBodySchema, promoted).success).toBe(true);
    expect(stayQuoteQuery(entry.stay, 'fr_FR')).toEqual({
      checkin: '2030-05-03',
      nights: 2,
      adult: 2,
      child: 0,
      baby: 0,
      activitySelectionList: ['12_2030-05-04'],
      locale: 'fr_FR',
    });
  });
});

describe('what a refusal means for the visitor', () => {
  const refused = (status: number, code: string, details?: unknown) => new ApiRequestError(status, { code, message: code, details });

  it('a changed price carries the fresh amount to explain', () => {
    expect(refusalStatus(refused(409, 'PRICE_CHANGED', [{ field: 'body.expectedAmount', amount: 33_200, expectedAmount: 31_800 }]))).toEqual({
      kind: 'priceChanged',
      amount: 33_200,
    });
  });

  it('a sold-out night or a closed check-in is no more availability; a paid order goes to its confirmation', () => {
    expect(refusalStatus(refused(409, 'SOLD_OUT'))).toEqual({ kind: 'unavailable' });
    expect(refusalStatus(refused(409, 'PACKAGE_NOT_AVAILABLE_CHECKIN'))).toEqual({ kind: 'unavailable' });
    expect(refusalStatus(refused(409, 'ORDER_NOT_PAYABLE'), 'b1c2')).toEqual({ kind: 'alreadyPaid', orderUuid: 'b1c2' });
  });

  it('a promotion code that expired since it was applied says so', () => {
    expect(refusalStatus(refused(422, 'PROMOTION_CODE_NOT_VALID'))).toEqual({ kind: 'promotionInvalid' });
  });

  it('anything else, a network failure included, is a failure to try again', () => {
    expect(refusalStatus(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed' });
    expect(refusalStatus(refused(422, 'PAY_LATER_NOT_ELIGIBLE'))).toEqual({ kind: 'failed' });
    expect(refusalStatus(refused(409, 'PRICE_CHANGED'))).toEqual({ kind: 'failed' });
  });
});

describe('an order held since a declined payment', () => {
  it('is offered again as recorded: its stay, its one cancellation choice at what it added, its amount, by card', () => {
    const order = {
      amount: 33_200,
      items: [
        { kind: 'stay', amount: 31_800 },
        { kind: 'insurance', choice: 'insurance', amount: 1_400 },
      ],
    } as unknown as PurchaseOrder;
    const pricing = heldOrderPricing(order);
    expect(pricing).toMatchObject({ stayAmount: 31_800, insuranceAmount: 1_400, total: 33_200, payLaterOptions: [], settled: true });
    expect(pricing.insuranceOptions.map((option) => [option.choice, option.price])).toEqual([['insurance', 1_400]]);
    expect(pricing.promotion).toEqual({ kind: 'none' });
  });

  it('keeps the promotion code it was recorded with, at what it took off', () => {
    const order = {
      amount: 28_620,
      items: [
        { kind: 'stay', amount: 31_800 },
        { kind: 'insurance', choice: 'flexible', amount: 0 },
        { kind: 'promotionCode', code: 'BIENVENUE10', percent: 10, amount: 3_180 },
      ],
    } as unknown as PurchaseOrder;
    expect(heldOrderPricing(order)).toMatchObject({ total: 28_620, promotion: { kind: 'valid', code: 'BIENVENUE10', percent: 10, reduction: 3_180 } });
  });
});
