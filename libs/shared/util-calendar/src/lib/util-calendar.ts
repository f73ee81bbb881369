export function utilCalendar(): string {
  return 'util-calendar';
}
