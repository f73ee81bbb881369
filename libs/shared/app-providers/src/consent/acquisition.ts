/**
 * Set once the visitor closed the email-acquisition modal or signed up in it: it is never shown
 * again in this browser (product-side.md, acquisition modal).
 */
export const ACQUISITION_FLAG_KEY = 'escapade.emailAcquisition';

/**
 * Affiliates whose agreement forbids asking their visitors for an address (cashback and loyalty
 * partners pay for the visit on condition that we do not market to it ourselves).
 */
const EXCLUDED_AFFILIATES: ReadonlySet<string> = new Set(['igraal', 'poulpeo', 'ebuyclub']);

/** Whether a visit from this affiliate (`affiliateId` of the landing URL) must not be asked for an address. */
export function isAcquisitionExcludedAffiliate(affiliateId: string): boolean {
  return EXCLUDED_AFFILIATES.has(affiliateId.toLowerCase());
}
