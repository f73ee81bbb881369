import type { Party } from './types';

/** Theme id of family stays. */
export const FAMILY_THEME_ID = 39;

/** The family suggestion appears when children or babies travel and the family theme is not already chosen. */
export function showFamilySuggestion(party: Party, theme: number | undefined): boolean {
  return (party.child > 0 || party.baby > 0) && theme !== FAMILY_THEME_ID;
}
