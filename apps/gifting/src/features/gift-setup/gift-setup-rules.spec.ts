import * as v from 'valibot';
import { customSubElements, shippingCosts } from '../../testing/replies';
import { emptyGiftForm, giftFormSchema } from './gift-form';
import { chosenGiftNights, customizationCategories, giftSummaryOf, physicalFormatAvailability } from './gift-setup-rules';

const PRICE_LIST = [
  { nights: 1, sellPrice: 19_000 },
  { nights: 2, sellPrice: 34_000 },
];

describe('gift nights (product-side.md section 4, switching to gifting)', () => {
  it('keeps the nights asked for when the price list sells them, else the first entry’s, else 1', () => {
    expect(chosenGiftNights(PRICE_LIST, 2)).toBe(2);
    expect(chosenGiftNights(PRICE_LIST, 3)).toBe(1);
    expect(chosenGiftNights(PRICE_LIST, undefined)).toBe(1);
    expect(chosenGiftNights([{ nights: 2, sellPrice: 34_000 }], undefined)).toBe(2);
    expect(chosenGiftNights([], undefined)).toBe(1);
  });
});

describe('the physical format (product-side.md section 4, gift checkout)', () => {
  it('is available only when its switch is on, the point of sale supports it and the shipping-cost call has no error', () => {
    expect(physicalFormatAvailability({ pointOfSale: true, shippingCosts, shippingError: false })).toBe('available');
    expect(physicalFormatAvailability({ pointOfSale: false, shippingCosts, shippingError: false })).toBe('unavailable');
    expect(physicalFormatAvailability({ pointOfSale: true, shippingCosts: { ...shippingCosts, physicalFormatEnabled: false }, shippingError: false })).toBe('unavailable');
    expect(physicalFormatAvailability({ pointOfSale: true, shippingCosts: undefined, shippingError: true })).toBe('unavailable');
    expect(physicalFormatAvailability({ pointOfSale: true, shippingCosts: undefined, shippingError: false })).toBe('pending');
  });
});

describe('customization (product-side.md section 3, custom sub-elements)', () => {
  it('groups the options by category, category 2 getting its free standard item first', () => {
    const categories = customizationCategories(customSubElements);
    expect(categories.map((category) => [category.id, category.name, category.subElements.map(({ id }) => id)])).toEqual([
      [1, 'Voucher design', [101, 102]],
      [2, 'Greeting card', ['standard', 201]],
      [3, 'Little extras', [301, 302]],
    ]);
    expect(categories[1].subElements[0]).toMatchObject({ id: 'standard', price: 0, isDefault: true, recommended: false });
    expect(categories[1].subElements[1]).toMatchObject({ id: 201, recommended: true });
    expect(customizationCategories(undefined)).toEqual([]);
  });
});

describe('the price summary', () => {
  const categories = customizationCategories(customSubElements);
  const base = { priceList: PRICE_LIST, nights: 2, format: 'digital' as const, shippingCosts, country: 'FR' as const, categories, selection: { 1: [101], 2: ['standard'] } };

  it('is the stay of the chosen nights, shipping to the address’s country and the chosen options', () => {
    expect(giftSummaryOf(base)).toEqual({ sellPrice: 34_000, promo: 0, shippingCost: 0, subElementsPrice: 0, totalPrice: 34_000 });
    expect(giftSummaryOf({ ...base, format: 'physical', country: 'NL', selection: { 1: [101], 2: [201], 3: [301, 302] } })).toEqual({
      sellPrice: 34_000,
      promo: 0,
      shippingCost: 790,
      subElementsPrice: 290 + 1200 + 2500,
      totalPrice: 34_000 + 790 + 290 + 1200 + 2500,
    });
    // A printed voucher posted at home is free (section 9).
    expect(giftSummaryOf({ ...base, format: 'physical' })?.shippingCost).toBe(0);
  });

  it('has no total for nights the price list does not sell', () => {
    expect(giftSummaryOf({ ...base, nights: 3 })).toBeUndefined();
  });
});

describe('the gift’s fields (product-side.md section 5)', () => {
  const check = (format: 'digital' | 'physical', values: Partial<ReturnType<typeof emptyGiftForm>>) => {
    const result = v.safeParse(giftFormSchema(format), { ...emptyGiftForm('FR'), ...values });
    return result.success ? [] : result.issues.map((issue) => v.getDotPath(issue));
  };

  it('fromName is optional, at most 40 characters of text only; the message at most 180', () => {
    expect(check('digital', {})).toEqual([]);
    expect(check('digital', { fromName: 'Marie-Hélène d’Arc', message: 'Bon anniversaire !' })).toEqual([]);
    expect(check('digital', { fromName: 'R2D2' })).toEqual(['fromName']);
    expect(check('digital', { fromName: 'a'.repeat(41) })).toEqual(['fromName']);
    expect(check('digital', { message: 'a'.repeat(180) })).toEqual([]);
    expect(check('digital', { message: 'a'.repeat(181) })).toEqual(['message']);
  });

  it('a printed voucher needs its whole delivery address; a digital one none', () => {
    expect(check('physical', {})).toEqual(['recipientName', 'addressLine', 'postalCode', 'city']);
    expect(check('physical', { recipientName: 'Léa Martin', addressLine: '3 rue des Lilas', postalCode: '1000', city: 'Bruxelles', country: 'BE' })).toEqual([]);
    expect(check('physical', { recipientName: 'Léa Martin', addressLine: '3 rue des Lilas', postalCode: '1'.repeat(21), city: 'Bruxelles' })).toEqual(['postalCode']);
    expect(check('digital', { postalCode: '1'.repeat(21) })).toEqual([]);
  });
});
