import { PROMOTION_CODE_REFUSAL, type PromotionCode } from '@escapade/api-contract';
import { ApiRequestError } from '@escapade/data-access-api';
import type { Cents } from '@escapade/util-market';

/** Whether a look-up failed because the code cannot be used (unknown, expired, not for the market), not because the call did. */
export function isRefusedPromotionCode(error: unknown): boolean {
  return error instanceof ApiRequestError && error.body.code === PROMOTION_CODE_REFUSAL;
}

/** Where the applied promotion code is: none applied, being checked, taken off (the server's reduction), or no longer valid. */
export type PromotionState =
  | { readonly kind: 'none' }
  | { readonly kind: 'pending'; readonly code: string }
  | { readonly kind: 'valid'; readonly code: string; readonly percent: number; readonly reduction: Cents }
  | { readonly kind: 'invalid'; readonly code: string }
  | { readonly kind: 'failed'; readonly code: string };

/** The applied code's state from its look-up: its reduction only once the server gave it for this amount. */
export function promotionState(code: string, lookUp: { readonly data?: PromotionCode; readonly error?: unknown; readonly isPending: boolean }): PromotionState {
  if (code === '') return { kind: 'none' };
  if (lookUp.data !== undefined) return { kind: 'valid', code, percent: lookUp.data.percent, reduction: lookUp.data.amount };
  if (lookUp.error !== undefined && lookUp.error !== null) return isRefusedPromotionCode(lookUp.error) ? { kind: 'invalid', code } : { kind: 'failed', code };
  return { kind: 'pending', code };
}

/** What the applied code takes off now: the server's reduction when it gave one, else nothing. */
export function promotionReduction(state: PromotionState): Cents {
  return state.kind === 'valid' ? state.reduction : 0;
}
