import { ACQUISITION_FLAG_KEY, isAcquisitionExcludedAffiliate } from '@escapade/app-providers/consent';
import { isUnder } from '../../app/remotes/route-ownership';

/** The modal opens this long after the visit becomes eligible (product-side.md, constants). */
export const ACQUISITION_DELAY_MS = 10_000;

/** After a successful signup the modal says thank you, then closes after this long. */
export const ACQUISITION_CLOSE_DELAY_MS = 1_200;

/** The pages on which the modal may open: home, the two listings (ideas, landing pages) and the search pages. */
const ACQUISITION_LISTINGS: readonly string[] = ['/ideas', '/landing', '/search'];

/** Whether a router pathname (without the Belgian language prefix) is one the modal may open on. */
export function isAcquisitionPage(pathname: string): boolean {
  return pathname === '/' || isUnder(pathname, ACQUISITION_LISTINGS);
}

/** What decides, besides the page, whether this visit may be asked for an address. */
export interface AcquisitionVisit {
  /** The visitor moved from one page to another in this visit (a first page never qualifies). */
  readonly navigated: boolean;
  readonly pathname: string;
  /** The visitor closed the modal or signed up before (the persistent flag). */
  readonly flagSet: boolean;
  /** The affiliate the visit came from (`affiliateId` of the landing URL), if any. */
  readonly affiliateId: string | undefined;
  /** Staff acting for a customer must not be asked. */
  readonly customerCare: boolean;
  /** The consent question is answered: the modal never covers it. */
  readonly consentAnswered: boolean;
}

/** Whether the modal's 10-second wait runs now (product-side.md, acquisition modal). */
export function isAcquisitionEligible(visit: AcquisitionVisit): boolean {
  return (
    visit.navigated &&
    isAcquisitionPage(visit.pathname) &&
    !visit.flagSet &&
    !visit.customerCare &&
    visit.consentAnswered &&
    (visit.affiliateId === undefined || !isAcquisitionExcludedAffiliate(visit.affiliateId))
  );
}

/** Whether the persistent flag is set; storage that cannot be read counts as set, so the modal never nags. */
export function readAcquisitionFlag(storage: () => Storage): boolean {
  try {
    return storage().getItem(ACQUISITION_FLAG_KEY) !== null;
  } catch {
    return true;
  }
}

/** Sets the persistent flag (closing or signing up); a storage that refuses it is ignored. */
export function setAcquisitionFlag(storage: () => Storage): void {
  try {
    storage().setItem(ACQUISITION_FLAG_KEY, '1');
  } catch {
    // Private mode with storage refused: the modal may come back in another visit; nothing else depends on it.
  }
}
