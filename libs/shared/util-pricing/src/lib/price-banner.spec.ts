import { priceBanner } from './price-banner';

const NBSP = '\u00a0';
const promoStay = { sellPrice: 24_950, refPrice: 30_000 };

describe('price banner', () => {
  it('loading while the price is on its way', () => {
    expect(priceBanner({ loading: true, flow: 'booking', priceType: 'final', ...promoStay }, 'fr-FR')).toEqual({ state: 'loading' });
  });

  it('hidden in gifting, even while loading', () => {
    expect(priceBanner({ loading: false, flow: 'gifting', priceType: 'final', ...promoStay }, 'fr-FR')).toEqual({ state: 'hidden' });
    expect(priceBanner({ loading: true, flow: 'gifting', priceType: 'from', ...promoStay }, 'fr-FR')).toEqual({ state: 'hidden' });
  });

  it('saving message for a final price with a promo', () => {
    expect(priceBanner({ loading: false, flow: 'booking', priceType: 'final', ...promoStay }, 'fr-FR')).toEqual({
      state: 'saving',
      message: {
        id: 'pricing.priceBanner.saving',
        defaultMessage: 'You save {moneySaved} on this stay',
        values: { moneySaved: `51${NBSP}€` },
      },
    });
  });

  it('promo message for a from price with a promo', () => {
    expect(priceBanner({ loading: false, flow: 'hotel', priceType: 'from', ...promoStay }, 'fr-FR')).toEqual({
      state: 'promo',
      message: {
        id: 'pricing.priceBanner.promo',
        defaultMessage: 'Up to {promo}% off this stay',
        values: { promo: 17 },
      },
    });
  });

  it('default message otherwise: no promo, a promo under 10%, or nothing saved to show', () => {
    const defaultBanner = {
      state: 'default',
      message: {
        id: 'pricing.priceBanner.default',
        defaultMessage: 'Price for the whole stay',
      },
    };
    expect(
      priceBanner(
        {
          loading: false,
          flow: 'booking',
          priceType: 'final',
          sellPrice: 30_000,
        },
        'fr-FR',
      ),
    ).toEqual(defaultBanner);
    expect(
      priceBanner(
        {
          loading: false,
          flow: 'booking',
          priceType: 'from',
          sellPrice: 28_000,
          refPrice: 30_000,
        },
        'fr-FR',
      ),
    ).toEqual(defaultBanner);
    // A promo percentage from the API but no reference price: nothing to say "you save" about.
    expect(
      priceBanner(
        {
          loading: false,
          flow: 'booking',
          priceType: 'final',
          sellPrice: 28_000,
          promo: 20,
        },
        'fr-FR',
      ),
    ).toEqual(defaultBanner);
    expect(priceBanner({ loading: false, flow: 'booking', priceType: 'gift', ...promoStay }, 'fr-FR')).toEqual(defaultBanner);
  });
});
