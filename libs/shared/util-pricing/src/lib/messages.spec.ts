import { IntlMessageFormat } from 'intl-messageformat';
import { pricingMessages, withValues } from './messages';

describe('pricing messages', () => {
  it('every user-facing text has a unique pricing.* id and English text', () => {
    const descriptors = Object.values(pricingMessages);
    for (const { id, defaultMessage } of descriptors) {
      expect(id).toMatch(/^pricing\.[a-zA-Z]+\.[a-zA-Z]+$/);
      expect(defaultMessage.trim()).not.toBe('');
    }
    expect(new Set(descriptors.map(({ id }) => id)).size).toBe(descriptors.length);
  });

  it("uses the spec's exact words where the spec gives them", () => {
    expect(pricingMessages.included.defaultMessage).toBe('Included');
    expect(pricingMessages.from.defaultMessage).toBe('From');
    expect(pricingMessages.totalAmount.defaultMessage).toBe('Total amount');
    expect(pricingMessages.amountToPay.defaultMessage).toBe('Amount to pay');
    expect(pricingMessages.ratingNew.defaultMessage).toBe('New');
    expect(pricingMessages.noReviews.defaultMessage).toBe('Be the first to try this brand new experience!');
    expect(pricingMessages.cancellationConditions.defaultMessage).toBe('Cancellation conditions');
    expect(pricingMessages.somethingWentWrong.defaultMessage).toBe('Oops, something went wrong');
    expect(pricingMessages.noMoreAvailabilities.defaultMessage).toBe('No more availabilities. Update your stay criteria to enjoy the provider offers.');
  });

  it("every text is valid ICU, with single-brace placeholders for the spec's {{…}}", () => {
    for (const { defaultMessage } of Object.values(pricingMessages)) {
      expect(() => new IntlMessageFormat(defaultMessage, 'en')).not.toThrow();
    }
    expect(
      new IntlMessageFormat(pricingMessages.autoDiscount.defaultMessage, 'en').format({
        discount: 10,
      }),
    ).toBe('Promo: Save 10% extra');
    expect(new IntlMessageFormat(pricingMessages.touristTaxNotIncluded.defaultMessage, 'en').format()).toBe("Price doesn't include local tax to pay on site");
    const scarcity = new IntlMessageFormat(pricingMessages.stressScarcity.defaultMessage, 'en');
    expect(scarcity.format({ count: 1 })).toBe('Only 1 room left');
    expect(scarcity.format({ count: 3 })).toBe('Only 3 rooms left');
  });

  it('a message with values keeps its id and English text', () => {
    expect(withValues(pricingMessages.amount, { price: '12 €' })).toEqual({
      id: 'pricing.price.amount',
      defaultMessage: '{price}',
      values: { price: '12 €' },
    });
  });
});
