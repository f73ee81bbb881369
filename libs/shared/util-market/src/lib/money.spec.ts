import { centsToEuros, eurosToCents, roundUpToEuro } from './money';

describe('money in cents', () => {
  it('divides cents by 100 to show euros (product-side.md section 9)', () => {
    expect(centsToEuros(12345)).toBe(123.45);
  });

  it('turns euros into whole cents, rounding float noise away', () => {
    expect(eurosToCents(19.99)).toBe(1999);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
  });

  it('rounds a shown price up to the next whole euro, never down', () => {
    expect(roundUpToEuro(12301)).toBe(12400);
    expect(roundUpToEuro(12300)).toBe(12300);
    expect(roundUpToEuro(1)).toBe(100);
  });
});
