import * as v from 'valibot';
import { PurchaseOrderBodySchema, type CustomSubElements } from '@escapade/api-contract';
import { stayCheckoutUrl } from '@escapade/util-criteria';
import { giftEntryOf } from './gift-entry';
import { giftCategories, giftCheckoutSummary, giftFormSchema, giftOrderBody, initialGiftForm } from './gift-form';

const address = { recipientName: 'Anne Dupont', addressLine: '12 rue des Lilas', postalCode: '1012 AB', city: 'Amsterdam', country: 'NL' as const };

/** The address the gift setup opens the checkout with. */
function setupAddress(format: 'digital' | 'physical', options: number[] = [101, 301]) {
  const url = stayCheckoutUrl(
    4733,
    { flow: 'gifting', adult: 2, child: 0, baby: 0, giftNights: 2, giftFormat: format, activityDates: [] },
    { options, fromName: 'Claire', message: 'Joyeux anniversaire !', delivery: format === 'physical' ? address : {} },
  );
  return { search: url.slice(url.indexOf('?'), url.indexOf('#')), hash: url.slice(url.indexOf('#')) };
}

const customization: CustomSubElements = {
  categories: [
    { id: 1, name: 'Design', description: '', singleSelection: true },
    { id: 2, name: 'Card', description: '', singleSelection: true },
    { id: 3, name: 'Extras', description: '', singleSelection: false },
  ],
  availableCustomSubElements: [
    { id: 101, categoryId: 1, name: 'Classic', imageUrl: '/api/images/1/120_80.svg', price: 0, recommendedByWed: false, isDefault: true },
    { id: 201, categoryId: 2, name: 'Illustrated card', imageUrl: '/api/images/2/120_80.svg', price: 290, recommendedByWed: true, isDefault: false },
    { id: 301, categoryId: 3, name: 'Box of chocolates', imageUrl: '/api/images/3/120_80.svg', price: 1200, recommendedByWed: true, isDefault: false },
  ],
};
const shippingCosts = { physicalFormatEnabled: true, amount: 0, internationalShippingFeesPerCountry: { NL: 790, BE: 490 } };
const priceList = [
  { nights: 1, sellPrice: 9_900 },
  { nights: 2, sellPrice: 17_900 },
];

describe('the gift checkout’s address (product-side.md, gift checkout)', () => {
  it('reads the gift the setup chose: the stay, nights, format, options, the giver’s words and a posted voucher’s address', () => {
    expect(giftEntryOf(setupAddress('physical'))).toEqual({
      kind: 'gift',
      gift: {
        offerId: 4733,
        giftNights: 2,
        giftFormat: 'physical',
        choices: { options: [101, 301], fromName: 'Claire', message: 'Joyeux anniversaire !', delivery: address },
        minisiteId: null,
      },
    });
  });

  it('is not a gift without flow=gifting, and is incomplete without its stay or nights', () => {
    expect(giftEntryOf({ search: '', hash: '#id=4733&giftNights=2' })).toBeNull();
    expect(giftEntryOf({ search: '?flow=gifting', hash: '#giftNights=2' })).toEqual({ kind: 'incomplete' });
    expect(giftEntryOf({ search: '?flow=gifting', hash: '#id=4733' })).toEqual({ kind: 'incomplete' });
  });
});

describe('the gift checkout’s price and order', () => {
  const valid = { email: ' claire@example.fr ', firstName: 'Claire', lastName: 'Martin', phone: '06 12 34 56 78', terms: true };

  it('prices the gift as the server does (util-pricing): the nights’ gift price, the options and the shipping to the chosen country', () => {
    const entry = giftEntryOf(setupAddress('physical'));
    if (entry?.kind !== 'gift') throw new Error('a gift');
    const categories = giftCategories(customization);
    expect(giftCheckoutSummary({ priceList, gift: entry.gift, shippingCosts, country: 'NL', categories })).toMatchObject({
      sellPrice: 17_900,
      subElementsPrice: 1_200,
      shippingCost: 790,
      totalPrice: 19_890,
    });
    expect(giftCheckoutSummary({ priceList, gift: entry.gift, shippingCosts, country: 'FR', categories })?.totalPrice).toBe(19_100);
    expect(giftCheckoutSummary({ priceList: [priceList[0]], gift: entry.gift, shippingCosts, country: 'FR', categories })).toBeUndefined();
  });

  it('asks a digital gift for the buyer only, a posted one for its address too, with the contract’s rules', async () => {
    const digital = await v.safeParseAsync(giftFormSchema('digital', 'FR'), valid);
    expect(digital.success).toBe(true);
    const posted = async (values: object) =>
      (await v.safeParseAsync(giftFormSchema('physical', 'FR'), { ...valid, ...address, ...values })).issues?.map((issue) => v.getDotPath(issue));
    expect(await posted({})).toBeUndefined();
    expect(await posted({ addressLine: ' ' })).toEqual(['addressLine']);
    expect(await posted({ postalCode: '1'.repeat(21) })).toEqual(['postalCode']);
  });

  it('opens with the address the setup typed, posted to the market’s country unless it chose another', () => {
    const entry = giftEntryOf(setupAddress('physical'));
    const digital = giftEntryOf(setupAddress('digital'));
    if (entry?.kind !== 'gift' || digital?.kind !== 'gift') throw new Error('gifts');
    expect(initialGiftForm(entry.gift, 'FR')).toMatchObject({ ...address, email: '', terms: false });
    expect(initialGiftForm(digital.gift, 'FR')).toMatchObject({ recipientName: '', country: 'FR' });
  });

  it('makes orders the contract accepts: a digital gift without address, a posted one with it, no cancellation choice, the amount shown', async () => {
    const entry = giftEntryOf(setupAddress('physical'));
    if (entry?.kind !== 'gift') throw new Error('a gift');
    const values = await v.parseAsync(giftFormSchema('physical', 'FR'), { ...valid, ...address });
    const body = giftOrderBody({ gift: entry.gift, values, market: 'fr_FR', expectedAmount: 19_890 });
    expect(body).toEqual({
      locale: 'fr_FR',
      currency: 'EUR',
      expectedAmount: 19_890,
      buyer: { email: 'claire@example.fr', firstName: 'Claire', lastName: 'Martin', phoneNumber: '+33612345678' },
      items: {
        giftItem: {
          offerId: 4733,
          giftNights: 2,
          giftFormat: 'physical',
          customSubElementIds: [101, 301],
          fromName: 'Claire',
          message: 'Joyeux anniversaire !',
          deliveryAddress: address,
          minisiteId: null,
        },
      },
      specialRequest: null,
    });
    expect(v.safeParse(PurchaseOrderBodySchema, body).success).toBe(true);

    const digital = giftEntryOf(setupAddress('digital', []));
    if (digital?.kind !== 'gift') throw new Error('a gift');
    const digitalBody = giftOrderBody({ gift: digital.gift, values: await v.parseAsync(giftFormSchema('digital', 'FR'), valid), market: 'fr_FR', expectedAmount: 17_900 });
    expect(digitalBody.items.giftItem).not.toHaveProperty('deliveryAddress');
    expect(v.safeParse(PurchaseOrderBodySchema, digitalBody).success).toBe(true);
  });
});
