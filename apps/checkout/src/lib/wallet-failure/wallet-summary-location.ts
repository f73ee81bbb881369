import { formatCheckoutSummaryHash, parseCheckoutSummaryHash, withoutWalletFlags } from '@escapade/util-criteria';

/**
 * The summary page a failed wallet payment's Book leads to (product-side.md, checkout entry points):
 * `/checkout/summary` with the checkout's query and its stay in the summary hash, the wallet flags gone.
 */
export function walletSummaryLocation(location: { readonly search: string; readonly hash: string }): string {
  return `/checkout/summary${location.search}${formatCheckoutSummaryHash(parseCheckoutSummaryHash(withoutWalletFlags(location.hash)))}`;
}
