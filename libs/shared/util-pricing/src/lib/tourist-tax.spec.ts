import { localTaxTotal, touristTaxRuleText, touristTaxText } from './tourist-tax';

const NBSP = '\u00a0';

describe('tourist tax display', () => {
  it('toBePaidAtHotel gives the tourist tax paid on site, with its amount', () => {
    expect(touristTaxText({ toBePaidAtHotel: true, amount: 165, currency: 'EUR' }, 'fr-FR')).toEqual({
      id: 'pricing.touristTax.paidOnSiteAmount',
      defaultMessage: 'Tourist tax paid on site: {amount}',
      values: { amount: `1,65${NBSP}€` },
    });
    expect(touristTaxText({ toBePaidAtHotel: true, amount: 200 }, 'nl-NL').values).toEqual({
      amount: `€${NBSP}2`,
    });
  });

  it('a percentage tax (BOOKING_PERCENTAGE) shows its percentage', () => {
    expect(touristTaxText({ toBePaidAtHotel: true, type: 'BOOKING_PERCENTAGE', percentage: 5.5 }, 'fr-FR').values).toEqual({ amount: `5,5${NBSP}%` });
  });

  it('a tax paid on site without a known figure shows the bare line', () => {
    const bare = {
      id: 'pricing.touristTax.paidOnSite',
      defaultMessage: 'Tourist tax paid on site',
    };
    expect(touristTaxText({ toBePaidAtHotel: true }, 'fr-FR')).toEqual(bare);
    expect(touristTaxText({ toBePaidAtHotel: true, type: 'BOOKING_PERCENTAGE', amount: 300 }, 'fr-FR')).toEqual(bare);
  });

  it("otherwise: 'Price doesn't include local tax to pay on site'", () => {
    const notIncluded = {
      id: 'pricing.touristTax.notIncluded',
      defaultMessage: "Price doesn't include local tax to pay on site",
    };
    expect(touristTaxText({ toBePaidAtHotel: false, amount: 165 }, 'fr-FR')).toEqual(notIncluded);
    expect(touristTaxText(null, 'fr-FR')).toEqual(notIncluded);
  });

  it("a tax whose toBePaidAtHotel flag is absent (or null) is not said to be paid on site: 'Price doesn't include local tax to pay on site'", () => {
    const notIncluded = {
      id: 'pricing.touristTax.notIncluded',
      defaultMessage: "Price doesn't include local tax to pay on site",
    };
    expect(touristTaxText({ amount: 165, currency: 'EUR' }, 'fr-FR')).toEqual(notIncluded);
    expect(touristTaxText({ type: 'BOOKING_PERCENTAGE', percentage: 5.5 }, 'fr-FR')).toEqual(notIncluded);
    expect(touristTaxText({ toBePaidAtHotel: null, amount: 165 }, 'fr-FR')).toEqual(notIncluded);
    expect(touristTaxText({}, 'fr-FR')).toEqual(notIncluded);
  });
});

describe('localTaxTotal (the quote’s localTaxTotalAmount)', () => {
  const stay = { sellPrice: 47_250, nights: 2, adults: 2, rooms: 1 };

  it('a percentage of the booking, rounded to the cent', () => {
    expect(localTaxTotal({ type: 'BOOKING_PERCENTAGE', percentage: 9.5 }, stay)).toBe(4489);
    expect(localTaxTotal({ type: 'BOOKING_PERCENTAGE', percentage: null }, stay)).toBe(0);
  });

  it('an amount per adult and night: children and babies are exempt', () => {
    expect(localTaxTotal({ type: 'PER_PERSON_PER_NIGHT', amount: 165 }, stay)).toBe(660);
    expect(localTaxTotal({ type: 'PER_PERSON_PER_NIGHT', amount: null }, stay)).toBe(0);
  });

  it('an amount per room and night', () => {
    expect(localTaxTotal({ type: 'PER_ROOM_PER_NIGHT', amount: 300 }, { ...stay, rooms: 2 })).toBe(1200);
  });

  it('nothing for a hotel without tax or of another type', () => {
    expect(localTaxTotal({ type: 'NONE', amount: 0 }, stay)).toBe(0);
    expect(localTaxTotal({ type: 'OTHER', amount: 500 }, stay)).toBe(0);
    expect(localTaxTotal(null, stay)).toBe(0);
  });
});

describe('touristTaxRuleText (how the tourist-tax modal says the tax is counted)', () => {
  it('an amount per adult and night, per room and night, or a share of the booking, with its figure', () => {
    expect(touristTaxRuleText({ type: 'PER_PERSON_PER_NIGHT', amount: 165, currency: 'EUR' }, 'fr-FR')).toEqual({
      id: 'pricing.touristTax.perPersonPerNight',
      defaultMessage: 'The tourist tax is {amount} per adult and per night; children and babies are exempt.',
      values: { amount: `1,65${NBSP}€` },
    });
    expect(touristTaxRuleText({ type: 'PER_ROOM_PER_NIGHT', amount: 200 }, 'fr-FR')).toMatchObject({ id: 'pricing.touristTax.perRoomPerNight', values: { amount: `2${NBSP}€` } });
    expect(touristTaxRuleText({ type: 'BOOKING_PERCENTAGE', percentage: 5 }, 'fr-FR')).toMatchObject({
      id: 'pricing.touristTax.bookingPercentage',
      values: { amount: `5${NBSP}%` },
    });
  });

  it('nothing when the tax, its figure or its type is unknown', () => {
    expect(touristTaxRuleText(null, 'fr-FR')).toBeUndefined();
    expect(touristTaxRuleText({ type: 'PER_ROOM_PER_NIGHT' }, 'fr-FR')).toBeUndefined();
    expect(touristTaxRuleText({ type: 'PER_STAY', amount: 300 }, 'fr-FR')).toBeUndefined();
  });
});
