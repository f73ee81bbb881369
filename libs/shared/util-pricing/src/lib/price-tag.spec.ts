import { promoOf } from './promo';
import { priceTag } from './price-tag';

const NBSP = '\u00a0';

describe('price tag', () => {
  it('a stay shows its rounded-up price, a per-night figure and the struck reference price with a kept promo', () => {
    expect(
      priceTag(
        {
          sellPrice: 29_901,
          refPrice: 40_000,
          priceType: 'final',
          itemCategory: 'weekend',
          nights: 2,
        },
        'fr-FR',
      ),
    ).toEqual({
      label: {
        id: 'pricing.label.totalAmount',
        defaultMessage: 'Total amount',
      },
      price: {
        id: 'pricing.price.amount',
        defaultMessage: '{price}',
        values: { price: `300${NBSP}€` },
      },
      perNight: `150${NBSP}€`,
      referencePrice: `400${NBSP}€`,
      promo: 25,
      moneySaved: 10_099,
    });
  });

  it('a promo under the offer minimum shows no reference price', () => {
    const tag = priceTag(
      {
        sellPrice: 9_300,
        refPrice: 10_000,
        priceType: 'from',
        itemCategory: 'weekend',
      },
      'fr-FR',
    );
    expect(tag.label.defaultMessage).toBe('From');
    expect(tag.referencePrice).toBeUndefined();
    expect(tag.promo).toBe(0);
    expect(tag.perNight).toBe(`93${NBSP}€`);
  });

  it("a zero-priced stay is 'Included' with no per-night figure", () => {
    const tag = priceTag({ sellPrice: 0, priceType: 'final', itemCategory: 'weekend', nights: 2 }, 'fr-FR');
    expect(tag.price.defaultMessage).toBe('Included');
    expect(tag).not.toHaveProperty('perNight');
  });

  it("a zero-priced extra with a reference price is 'Included', with no 100% badge and nothing struck through", () => {
    const tag = priceTag({ sellPrice: 0, refPrice: 4_500, priceType: 'final', itemCategory: 'weekend', nights: 1 }, 'fr-FR');
    expect(tag.price.defaultMessage).toBe('Included');
    expect(tag.promo).toBe(0);
    expect(tag.referencePrice).toBeUndefined();
    expect(promoOf({ sellPrice: 0, refPrice: 4_500, promo: 100 }, 'offer')).toEqual({ promo: 0, moneySaved: 0 });
  });

  it("an activity-only price is per person with '/ pers' and the activity promo minimum of 5", () => {
    expect(
      priceTag(
        {
          sellPrice: 9_200,
          refPrice: 10_000,
          priceType: 'final',
          itemCategory: 'activity_only',
          participants: 2,
          amountToPay: true,
        },
        'es-ES',
      ),
    ).toEqual({
      label: {
        id: 'pricing.label.amountToPay',
        defaultMessage: 'Amount to pay',
      },
      price: {
        id: 'pricing.price.perPerson',
        defaultMessage: '{price} / pers',
        values: { price: `46${NBSP}€` },
      },
      referencePrice: `50${NBSP}€`,
      promo: 8,
      moneySaved: 800,
    });
  });

  it('a gift voucher shows its price without a per-night figure', () => {
    const tag = priceTag(
      {
        sellPrice: 15_000,
        promo: 20,
        priceType: 'gift',
        itemCategory: 'single_voucher',
      },
      'it-IT',
    );
    expect(tag.price.values).toEqual({ price: `150${NBSP}€` });
    expect(tag).not.toHaveProperty('perNight');
    // The API's promo without a reference price: badge, but nothing to strike through.
    expect(tag.promo).toBe(20);
    expect(tag).not.toHaveProperty('referencePrice');
  });
});
