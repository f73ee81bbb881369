import { isCheckInUnavailable, quoteValidity } from './quote';

const priceInfo = {
  sellPrice: 29_900,
  refPrice: 34_900,
  promoPercentageRounded: 14,
  nights: 2,
};

describe('quote validity', () => {
  it('a quote requires the bookable flag and price info', () => {
    expect(quoteValidity({ bookable: true, priceInfo })).toEqual({
      valid: true,
      priceInfo,
    });
  });

  it('the error text is the first server error code or message', () => {
    expect(
      quoteValidity({
        bookable: false,
        errors: [
          { code: '', message: null },
          { code: 'OFFER_EXPIRED', message: 'Expired' },
        ],
      }),
    ).toEqual({
      valid: false,
      error: {
        id: 'pricing.quote.serverError',
        defaultMessage: '{error}',
        values: { error: 'OFFER_EXPIRED' },
      },
    });
    expect(
      quoteValidity({
        bookable: true,
        priceInfo: null,
        errors: [{ message: 'No rooms left' }],
      }),
    ).toEqual({
      valid: false,
      error: {
        id: 'pricing.quote.serverError',
        defaultMessage: '{error}',
        values: { error: 'No rooms left' },
      },
    });
  });

  it("without a server error, a quote that is not bookable says 'The offer is not bookable with these criterias'", () => {
    const notBookable = {
      valid: false,
      error: {
        id: 'pricing.quote.notBookable',
        defaultMessage: 'The offer is not bookable with these criterias',
      },
    };
    expect(quoteValidity({ bookable: false, priceInfo })).toEqual(notBookable);
    expect(quoteValidity({ priceInfo, errors: [] })).toEqual(notBookable);
    expect(quoteValidity({ bookable: null, errors: [{}] })).toEqual(notBookable);
  });

  it("otherwise the error text is 'Quote error'", () => {
    const quoteError = {
      valid: false,
      error: { id: 'pricing.quote.error', defaultMessage: 'Quote error' },
    };
    expect(quoteValidity({ bookable: true })).toEqual(quoteError);
    expect(quoteValidity(null)).toEqual(quoteError);
    expect(quoteValidity(undefined)).toEqual(quoteError);
  });

  it('a price error containing PACKAGE_NOT_AVAILABLE_CHECKIN marks the check-in unavailable', () => {
    expect(isCheckInUnavailable('ERROR: PACKAGE_NOT_AVAILABLE_CHECKIN for 2025-06-01')).toBe(true);
    expect(isCheckInUnavailable('PACKAGE_NOT_AVAILABLE')).toBe(false);
    expect(isCheckInUnavailable(null)).toBe(false);
  });
});
