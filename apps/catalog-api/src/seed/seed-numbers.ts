/** Generated scores keep one decimal, as reviews show them. */
export const round1 = (value: number): number => Math.round(value * 10) / 10;

/** Keeps a drawn value inside its plausible range. */
export const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** Rounds to a price step (100 cents, 10 cents…), as price lists are written. */
export const roundTo = (value: number, step: number): number => Math.round(value / step) * step;
