/** Folds accents and case so 'Saint-Étienne', 'saint etienne' and 'SAINT-ETIENNE' match alike. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim();
}

/** Words of a folded text. */
export function tokens(text: string): string[] {
  const folded = foldText(text);
  return folded.length === 0 ? [] : folded.split(' ');
}
