import { showFamilySuggestion } from './family-suggestion';

describe('family suggestion (search-side.md section 9, product-side.md section 5)', () => {
  it('appears when children or babies are present and the theme is not 39', () => {
    expect(showFamilySuggestion({ adult: 2, child: 1, baby: 0 }, undefined)).toBe(true);
    expect(showFamilySuggestion({ adult: 2, child: 0, baby: 1 }, 12)).toBe(true);
  });

  it('does not appear with the family theme 39 or without children and babies', () => {
    expect(showFamilySuggestion({ adult: 2, child: 1, baby: 1 }, 39)).toBe(false);
    expect(showFamilySuggestion({ adult: 2, child: 0, baby: 0 }, undefined)).toBe(false);
  });
});
