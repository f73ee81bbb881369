import fc from 'fast-check';
import {
  defaultGiftNights,
  defaultSubElementSelection,
  giftPriceSummary,
  giftSellPrice,
  giftShippingCost,
  STANDARD_SUB_ELEMENT,
  type SubElementCategory,
  subElementsPrice,
  toggleSubElement,
  withStandardSubElement,
} from './gift-summary';

const priceList = [
  { nights: 1, sellPrice: 14_900 },
  { nights: 2, sellPrice: 26_900 },
];

const wrapping: SubElementCategory = {
  id: 2,
  singleSelection: true,
  subElements: [
    { id: 21, name: 'Gold box', price: 900, categoryId: 2 },
    { id: 22, name: 'Silver box', price: 500, categoryId: 2 },
  ],
};
const extras: SubElementCategory = {
  id: 5,
  singleSelection: false,
  subElements: [
    { id: 51, name: 'Card', price: 300, categoryId: 5, isDefault: true },
    { id: 52, name: 'Ribbon', price: 200, categoryId: 5, isDefault: true },
    { id: 53, name: 'Sticker', price: 100, categoryId: 5 },
  ],
};

describe('gift price list', () => {
  it("gift nights default to the first price list entry's nights, else 1", () => {
    expect(defaultGiftNights(priceList)).toBe(1);
    expect(defaultGiftNights([{ nights: 2, sellPrice: 1 }])).toBe(2);
    expect(defaultGiftNights([])).toBe(1);
    expect(defaultGiftNights(undefined)).toBe(1);
  });

  it('the gift price comes from the price list entry of the chosen nights', () => {
    expect(giftSellPrice(priceList, 2)).toBe(26_900);
    expect(giftSellPrice(priceList, 3)).toBeUndefined();
  });
});

describe('gift shipping', () => {
  const shippingCosts = {
    amount: 0,
    internationalShippingFeesPerCountry: { CH: 1_500 },
  };

  it('a digital voucher has no shipping', () => {
    expect(giftShippingCost('digital', { amount: 500 })).toBe(0);
  });

  it("a physical voucher costs the shipping amount, or the country's international fee", () => {
    expect(giftShippingCost('physical', shippingCosts)).toBe(0);
    expect(giftShippingCost('physical', { amount: 490 }, 'FR')).toBe(490);
    expect(giftShippingCost('physical', shippingCosts, 'FR')).toBe(0);
    expect(giftShippingCost('physical', shippingCosts, 'CH')).toBe(1_500);
    expect(giftShippingCost('physical', null)).toBe(0);
  });
});

describe('gift sub-elements', () => {
  it("category 2 gets a default item named 'standard' at price 0", () => {
    const [withStandard, unchanged] = withStandardSubElement([wrapping, extras]);
    expect(withStandard.subElements[0]).toEqual({
      id: 'standard',
      name: 'standard',
      price: 0,
      categoryId: 2,
      isDefault: true,
    });
    expect(withStandard.subElements).toHaveLength(3);
    expect(unchanged).toBe(extras);
    // Added once only.
    expect(withStandardSubElement([withStandard])[0].subElements).toHaveLength(3);
  });

  it("the default selection is 'standard' in category 2 and each category's defaults", () => {
    const categories = withStandardSubElement([wrapping, extras]);
    expect(defaultSubElementSelection(categories)).toEqual({
      2: ['standard'],
      5: [51, 52],
    });
    const twoDefaults: SubElementCategory = {
      ...extras,
      singleSelection: true,
    };
    expect(defaultSubElementSelection([twoDefaults, { ...wrapping }])).toEqual({
      5: [51],
    });
  });

  it('single selection replaces the choice; multiple selection toggles it', () => {
    const categories = withStandardSubElement([wrapping, extras]);
    const selection = defaultSubElementSelection(categories);
    expect(toggleSubElement(selection, categories[0], 21)).toEqual({
      2: [21],
      5: [51, 52],
    });
    expect(toggleSubElement(selection, categories[0], 'standard')).toEqual(selection);
    expect(toggleSubElement(selection, extras, 53)).toEqual({
      2: ['standard'],
      5: [51, 52, 53],
    });
    expect(toggleSubElement(selection, extras, 51)).toEqual({
      2: ['standard'],
      5: [52],
    });
    expect(toggleSubElement({}, extras, 53)).toEqual({ 5: [53] });
  });

  it('subElementsPrice sums the chosen sub-elements', () => {
    const categories = withStandardSubElement([wrapping, extras]);
    expect(subElementsPrice(defaultSubElementSelection(categories), categories)).toBe(500);
    expect(subElementsPrice({ 2: [21], 5: [53] }, categories)).toBe(1_000);
    expect(subElementsPrice({}, categories)).toBe(0);
    expect(STANDARD_SUB_ELEMENT.price).toBe(0);
  });
});

describe('gift price summary (product-side.md sections 2 and 3)', () => {
  it('the promo is a percentage and the sell price is already discounted: total = sellPrice + shippingCost + subElementsPrice', () => {
    expect(
      giftPriceSummary({
        sellPrice: 26_900,
        promo: 20,
        shippingCost: 490,
        subElementsPrice: 900,
      }),
    ).toEqual({
      sellPrice: 26_900,
      promo: 20,
      shippingCost: 490,
      subElementsPrice: 900,
      totalPrice: 28_290,
    });
    // 20% off is shown as 20, never taken off again as 20 cents.
    expect(giftPriceSummary({ sellPrice: 26_900, promo: 20 }).totalPrice).toBe(26_900);
  });

  it('without a promo, shipping or sub-elements the summary is the sell price alone', () => {
    expect(giftPriceSummary({ sellPrice: 14_900 })).toEqual({
      sellPrice: 14_900,
      promo: 0,
      shippingCost: 0,
      subElementsPrice: 0,
      totalPrice: 14_900,
    });
    expect(giftPriceSummary({ sellPrice: 14_900, promo: null, shippingCost: null, subElementsPrice: null }).totalPrice).toBe(14_900);
  });

  it('the total is the sum of the lines in cents, whatever the promo', () => {
    const cents = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 100 }), cents, cents, (sellPrice, promo, shippingCost, subElementsPrice) => {
        const summary = giftPriceSummary({ sellPrice, promo, shippingCost, subElementsPrice });
        expect(summary.totalPrice).toBe(sellPrice + shippingCost + subElementsPrice);
        expect(summary.promo).toBe(promo);
      }),
    );
  });
});
