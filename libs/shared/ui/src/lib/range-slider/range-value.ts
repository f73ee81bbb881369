/** Keeps a value on the slider's grid and within its bounds. */
export function clampToStep(value: number, min: number, max: number, step: number): number {
  const snapped = Math.round((value - min) / step) * step + min;
  return Math.min(max, Math.max(min, Number(snapped.toFixed(10))));
}

/**
 * Reads a typed slider value (spec: keeps the first digits and is capped at the max): non-digits are
 * dropped, at most as many digits as the max has are kept, and the result never exceeds the max.
 */
export function parseTypedValue(typed: string, max: number): number | null {
  const digits = typed.replace(/\D/g, '').slice(0, String(Math.trunc(max)).length);
  if (digits === '') return null;
  return Math.min(Number(digits), max);
}
