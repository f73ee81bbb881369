import { ApiRequestError } from '@escapade/data-access-api';
import { isRefusedPromotionCode, promotionReduction, promotionState } from './promotion-code';
import { normalisedPromotionCode } from './promotion-code-text';

describe('a promotion code as typed', () => {
  it('is sent trimmed, without inner spaces and in capitals, as codes are printed', () => {
    expect(normalisedPromotionCode('  bienvenue 10 ')).toBe('BIENVENUE10');
    expect(normalisedPromotionCode('Verano15')).toBe('VERANO15');
  });

  it('is nothing to send when blank or longer than the contract takes', () => {
    expect(normalisedPromotionCode('   ')).toBeNull();
    expect(normalisedPromotionCode('A'.repeat(81))).toBeNull();
  });
});

describe('the applied code’s state', () => {
  const refused = new ApiRequestError(422, { code: 'PROMOTION_CODE_NOT_VALID', message: 'params.code: is not a promotion code valid today in fr_FR' });

  it('takes off only what the server gave for the amount', () => {
    const valid = promotionState('BIENVENUE10', { data: { code: 'BIENVENUE10', percent: 10, amount: 3_180 }, error: null, isPending: false });
    expect(valid).toEqual({ kind: 'valid', code: 'BIENVENUE10', percent: 10, reduction: 3_180 });
    expect(promotionReduction(valid)).toBe(3_180);
  });

  it('is nothing without a code, and takes nothing off while it is checked, refused or the check failed', () => {
    expect(promotionState('', { isPending: true })).toEqual({ kind: 'none' });
    const states = [
      promotionState('BIENVENUE10', { error: null, isPending: true }),
      promotionState('HIVER2023', { error: refused, isPending: false }),
      promotionState('BIENVENUE10', { error: new TypeError('Failed to fetch'), isPending: false }),
    ];
    expect(states.map((state) => state.kind)).toEqual(['pending', 'invalid', 'failed']);
    expect(states.map(promotionReduction)).toEqual([0, 0, 0]);
    expect(promotionReduction({ kind: 'none' })).toBe(0);
  });

  it('tells a refused code from a failed call', () => {
    expect(isRefusedPromotionCode(refused)).toBe(true);
    expect(isRefusedPromotionCode(new ApiRequestError(500, { code: 'INTERNAL', message: 'boom' }))).toBe(false);
    expect(isRefusedPromotionCode(new Error('offline'))).toBe(false);
  });
});
