import { readParams, readText } from './url-params';
import { asMember } from './values';

/** Account tabs reachable through the hash `r`. */
export type AccountTab = 'booking-retrieval' | 'invoice-request';
export const ACCOUNT_TABS: readonly AccountTab[] = ['booking-retrieval', 'invoice-request'];

/** Why a visitor is sent to the account page. */
export type AccountPurpose = 'modifyBooking' | 'cancelBooking' | 'invoiceRequest';

/** Modify and cancel go to the booking-retrieval tab; an invoice request to the invoice-request tab. */
export function accountTabFor(purpose: AccountPurpose): AccountTab {
  return purpose === 'invoiceRequest' ? 'invoice-request' : 'booking-retrieval';
}

/** Reads the tab from the account hash `r`; an unknown value gives no tab. Never throws. */
export function parseAccountHash(hash: string): AccountTab | undefined {
  return asMember(readText(readParams(hash), 'r'), ACCOUNT_TABS);
}

/** Writes the account hash `r` for a tab. */
export function formatAccountHash(tab: AccountTab): string {
  return `#r=${tab}`;
}
