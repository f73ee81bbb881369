/** An amount of money in integer cents: the only unit prices travel in, end to end. */
export type Cents = number;

/** Prices from cents are divided by 100 (product-side.md section 9), only where they are shown. */
export function centsToEuros(cents: Cents): number {
  return cents / 100;
}

/** Euros from a form or a constant into cents, the unit everything else uses. */
export function eurosToCents(euros: number): Cents {
  return Math.round(euros * 100);
}

/** Displayed prices round up: the next whole euro, so a shown price is never below the real one. */
export function roundUpToEuro(cents: Cents): Cents {
  return Math.ceil(cents / 100) * 100;
}
