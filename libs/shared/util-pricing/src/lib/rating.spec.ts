import fc from 'fast-check';
import { boxRatingText, formatRating, formatRatingOutOfTen, hasRating, ratingBarPercent, ratingLabel, roundRating } from './rating';

const allIncentives = { allIncentives: true };
const label = (score: number | null | undefined, incentives = true) => ratingLabel(score, { allIncentives: incentives })?.defaultMessage ?? null;

describe('ratings', () => {
  it("scores use base 10 with one decimal and the locale's separator", () => {
    expect(formatRating(8.46, 'fr-FR')).toBe('8,5');
    expect(formatRating(9, 'nl-NL')).toBe('9,0');
    expect(formatRating(7.25, 'it-IT')).toBe('7,3');
    // A market code, as the API carries the locale, reads as its market's tag.
    expect(formatRating(8.46, 'fr_BE')).toBe('8,5');
    expect(formatRating(8.46, 'en-GB')).toBe('8.5');
  });

  it('a score is kept within 0 to 10', () => {
    expect(roundRating(12)).toBe(10);
    expect(roundRating(-1)).toBe(0);
  });

  it("rating is displayed as 'x/10'", () => {
    expect(formatRatingOutOfTen(8.5, 'fr-FR')).toBe('8,5/10');
  });

  it('a content box rating is shown as x/10 if it has no slash', () => {
    expect(boxRatingText('4.5/5', 'fr-FR')).toBe('4.5/5');
    expect(boxRatingText('8.7', 'fr-FR')).toBe('8,7/10');
    expect(boxRatingText('8,7', 'es-ES')).toBe('8,7/10');
    expect(boxRatingText(9, 'fr-FR')).toBe('9,0/10');
    expect(boxRatingText('great', 'fr-FR')).toBe('great/10');
  });

  it('labels: Good 7, Very good 8, Excellent 8.5, Fantastic 9, Perfect 9.5; below 7 none', () => {
    expect(label(6.9)).toBeNull();
    expect(label(7)).toBe('Good');
    expect(label(7.9)).toBe('Good');
    expect(label(8)).toBe('Very good');
    expect(label(8.4)).toBe('Very good');
    expect(label(8.5)).toBe('Excellent');
    expect(label(8.9)).toBe('Excellent');
    expect(label(9)).toBe('Fantastic');
    expect(label(9.4)).toBe('Fantastic');
    expect(label(9.5)).toBe('Perfect');
    expect(label(10)).toBe('Perfect');
  });

  it('labels under 9 only when all incentives are on', () => {
    expect(label(7, false)).toBeNull();
    expect(label(8, false)).toBeNull();
    expect(label(8.9, false)).toBeNull();
    expect(label(9, false)).toBe('Fantastic');
    expect(label(9.5, false)).toBe('Perfect');
  });

  it('the label is read from the displayed one-decimal score', () => {
    // 8.46 shows as 8,5: its label is Excellent, not Very good.
    expect(label(8.46)).toBe('Excellent');
    expect(label(8.44)).toBe('Very good');
  });

  it("no score shows 'New'", () => {
    expect(ratingLabel(undefined, allIncentives)).toEqual({
      id: 'pricing.rating.new',
      defaultMessage: 'New',
    });
    expect(label(null, false)).toBe('New');
    expect(label(Number.NaN)).toBe('New');
    // No reviews: the zero score is not a score.
    expect(ratingLabel(0, { reviewCount: 0, allIncentives: true })?.defaultMessage).toBe('New');
    expect(ratingLabel(9.2, { reviewCount: 12, allIncentives: false })?.defaultMessage).toBe('Fantastic');
    expect(hasRating(8, undefined)).toBe(true);
  });

  it("no reviews shows a zero score with the label 'New'", () => {
    expect(label(0)).toBe('New');
    expect(label(0, false)).toBe('New');
    expect(ratingLabel(0, { reviewCount: null, allIncentives: true })?.defaultMessage).toBe('New');
    expect(hasRating(0)).toBe(false);
    // A score that shows as 0,0 is no score either; 0,1 is a score, below 7 so without a word.
    expect(label(0.04)).toBe('New');
    expect(label(0.1)).toBeNull();
  });

  it("a better score never gets a lesser label, and a score that shows as 0,1 or more is never 'New' (beside the spec's thresholds above)", () => {
    const rank = (score: number, incentives: boolean) => ['New', null, 'Good', 'Very good', 'Excellent', 'Fantastic', 'Perfect'].indexOf(label(score, incentives));
    const shownScore = fc.double({ min: 0.05, max: 10, noNaN: true });
    fc.assert(
      fc.property(shownScore, shownScore, fc.boolean(), (a, b, incentives) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(rank(low, incentives)).toBeLessThanOrEqual(rank(high, incentives));
        expect(rank(low, incentives)).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('a review criterion bar is proportional to its score out of 10', () => {
    expect(ratingBarPercent(8.5)).toBe(85);
    expect(ratingBarPercent(5.7)).toBe(57);
    expect(ratingBarPercent(10)).toBe(100);
  });
});
