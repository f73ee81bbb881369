export function utilPricing(): string {
  return 'util-pricing';
}
