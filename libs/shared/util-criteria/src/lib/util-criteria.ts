export function utilCriteria(): string {
  return 'util-criteria';
}
