/** Longest postal code a buyer or a gift's recipient may type (product-side.md section 9). */
export const POSTAL_CODE_MAX = 20;
