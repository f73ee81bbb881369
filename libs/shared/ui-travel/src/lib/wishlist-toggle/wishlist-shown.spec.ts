import { wishlistShown } from './wishlist-shown';

describe('wishlist button display (product-side.md section 6)', () => {
  it('is shown on desktop everywhere, and on mobile outside Belgium while the account toggle is on', () => {
    expect(wishlistShown('fr_BE', true)).toBe(true);
    expect(wishlistShown('nl_BE', false)).toBe(false);
    expect(wishlistShown('fr_BE', false)).toBe(false);
    expect(wishlistShown('fr_FR', false)).toBe(true);
    expect(wishlistShown('it_IT', false)).toBe(true);
  });
});
