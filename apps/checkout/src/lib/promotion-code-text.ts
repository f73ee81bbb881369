import * as v from 'valibot';
import { PromotionCodeParamsSchema } from '@escapade/api-contract';

/**
 * A promotion code as the checkout sends it: trimmed, inner spaces removed and in capitals, as codes
 * are printed; null when nothing usable was typed (blank, or longer than the contract takes).
 */
export function normalisedPromotionCode(typed: string): string | null {
  const code = typed.replace(/\s+/g, '').toUpperCase();
  return code !== '' && v.is(PromotionCodeParamsSchema.entries.code, code) ? code : null;
}
