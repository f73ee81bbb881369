import fc from 'fast-check';
import { roundUpToEuro } from '@escapade/util-market';
import { formatAmount, formatPrice, formatPriceDifference, perNightCents, perPersonCents, perPersonText, priceLabel, sellPriceText } from './money';

/** fr-FR groups thousands with a narrow no-break space and puts a no-break space before the sign. */
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('money display', () => {
  it('displayed prices round up to the next whole euro', () => {
    expect(formatPrice(12_301, 'fr-FR')).toBe(`124${NBSP}€`);
    expect(formatPrice(123_401, 'fr-FR')).toBe(`1${NNBSP}235${NBSP}€`);
    // A market code, as the API carries the locale, reads as its market's tag.
    expect(formatPrice(123_401, 'fr_FR')).toBe(formatPrice(123_401, 'fr-FR'));
  });

  it('formats money per locale with Intl.NumberFormat', () => {
    expect(formatPrice(123_400, 'fr-FR')).toBe(`1${NNBSP}234${NBSP}€`);
    expect(formatPrice(123_400, 'es-ES')).toBe(`1234${NBSP}€`);
    expect(formatPrice(123_400, 'it-IT')).toBe(`1234${NBSP}€`);
    expect(formatPrice(123_400, 'nl-NL')).toBe(`€${NBSP}1.234`);
    expect(formatPrice(123_400, 'nl-BE')).toBe(`€${NBSP}1.234`);
    expect(formatPrice(123_400, 'en-GB')).toBe('€1,234');
  });

  it('exact amounts keep their cents and drop ",00" on whole euros', () => {
    expect(formatAmount(123_450, 'fr-FR')).toBe(`1${NNBSP}234,50${NBSP}€`);
    expect(formatAmount(123_400, 'fr-FR')).toBe(`1${NNBSP}234${NBSP}€`);
    expect(formatAmount(5, 'nl-NL')).toBe(`€${NBSP}0,05`);
    expect(formatAmount(150, 'en-GB', 'GBP')).toBe('£1.50');
  });

  it("an extra's price difference is always signed and exact ('+{price}')", () => {
    expect(formatPriceDifference(4_550, 'fr-FR')).toBe(`+45,50${NBSP}€`);
    expect(formatPriceDifference(0, 'fr-FR')).toBe(`+0${NBSP}€`);
    expect(formatPriceDifference(-1_200, 'nl-NL')).toBe(`\u2212€${NBSP}12`);
  });

  it("a zero sellPrice is displayed as 'Included'", () => {
    expect(sellPriceText(0, 'fr-FR')).toEqual({
      id: 'pricing.price.included',
      defaultMessage: 'Included',
    });
    expect(sellPriceText(9_950, 'fr-FR')).toEqual({
      id: 'pricing.price.amount',
      defaultMessage: '{price}',
      values: { price: `100${NBSP}€` },
    });
  });

  it('per-night price is the rounded-up total divided by nights', () => {
    // 299.01 EUR rounds up to 300 EUR, then 3 nights: 100 EUR a night.
    expect(perNightCents(29_901, 3)).toBe(10_000);
    // 100 EUR over 3 nights: 33.333... rounded up to the cent.
    expect(perNightCents(10_000, 3)).toBe(3_334);
  });

  it('a missing or invalid night count counts as the card default of 1 night', () => {
    expect(perNightCents(10_050, undefined)).toBe(10_100);
    expect(perNightCents(10_050, 0)).toBe(10_100);
    expect(perNightCents(10_050, 1.5)).toBe(10_100);
  });

  it('per-night price is never below total / nights, and grows with the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 30 }), (total, extra, nights) => {
        expect(perNightCents(total, nights) * nights).toBeGreaterThanOrEqual(total);
        // ...and at most the rounded-up total plus under a cent per night.
        expect(perNightCents(total, nights) * nights).toBeLessThan(roundUpToEuro(total) + nights);
        expect(perNightCents(total + extra, nights)).toBeGreaterThanOrEqual(perNightCents(total, nights));
        expect(Number.isInteger(perNightCents(total, nights))).toBe(true);
      }),
    );
  });

  it('activity-only price is per person: total divided by participants', () => {
    expect(perPersonCents(12_000, 2)).toBe(6_000);
    expect(perPersonCents(10_000, 3)).toBe(3_334);
    // Card default: 2 participants.
    expect(perPersonCents(12_000, null)).toBe(6_000);
    expect(perPersonCents(12_000, -1)).toBe(6_000);
  });

  it('per-person price is never below total / participants, and grows with the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 20 }), (total, extra, participants) => {
        expect(perPersonCents(total, participants) * participants).toBeGreaterThanOrEqual(total);
        expect(perPersonCents(total + extra, participants)).toBeGreaterThanOrEqual(perPersonCents(total, participants));
      }),
    );
  });

  it("activity-only price is shown per person with '/ pers'", () => {
    expect(perPersonText(9_001, 2, 'fr-FR')).toEqual({
      id: 'pricing.price.perPerson',
      defaultMessage: '{price} / pers',
      values: { price: `46${NBSP}€` },
    });
    expect(perPersonText(0, 2, 'fr-FR')).toEqual({
      id: 'pricing.price.included',
      defaultMessage: 'Included',
    });
  });

  it("price tags: 'From' for a from-price, 'Total amount' vs 'Amount to pay'", () => {
    expect(priceLabel('from').defaultMessage).toBe('From');
    expect(priceLabel('from', { amountToPay: true }).defaultMessage).toBe('From');
    expect(priceLabel('final').defaultMessage).toBe('Total amount');
    expect(priceLabel('gift').defaultMessage).toBe('Total amount');
    expect(priceLabel('final', { amountToPay: true }).defaultMessage).toBe('Amount to pay');
  });
});
