import { use, useState } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@escapade/query';
import { announcementOf } from '@escapade/api-contract';
import { announcementBannerQueryOptions } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import type { AnnouncedPage } from '@escapade/util-criteria';
import type { MarketCode } from '@escapade/util-market';
import { AnnouncementBanner } from './announcement-banner';
import styles from './announcement-banner.module.css';

/** How long a page's first content may wait for the banners: past it, the page shows without one. */
export const BANNERS_WAIT_MS = 1_000;

const arrivals = new Map<MarketCode, Promise<void>>();

/**
 * Settles once the market's banners are in the cache, or have failed, or after `BANNERS_WAIT_MS`:
 * the call starts with the first page that shows a banner (the server has the browser preload it
 * with such a page's code) or when a link to one is about to be followed.
 */
export function bannersArrived(queryClient: QueryClient, locale: MarketCode): Promise<void> {
  let arrival = arrivals.get(locale);
  if (!arrival) {
    // One attempt: the page does not wait for a retry (the page's own query retries, for the next page).
    const fetched = queryClient.fetchQuery({ ...announcementBannerQueryOptions({ locale }), retry: false }).then(
      () => undefined,
      // No banner is no failure of the page: it shows without one.
      () => undefined,
    );
    const settled = Promise.race([fetched, new Promise<void>((resolve) => setTimeout(resolve, BANNERS_WAIT_MS))]);
    // Settled, it says so the way React's `use` reads synchronously: a page drawn after it renders without suspending.
    void settled.then(() => Object.assign(settled, { status: 'fulfilled', value: undefined }));
    arrival = settled;
    arrivals.set(locale, arrival);
  }
  return arrival;
}

/**
 * The announcement banner of a results, stay, hotel or activity page (product-side.md section 7),
 * in the remote page's boundary: it suspends with the page until the banners have come (at most
 * `BANNERS_WAIT_MS`), so both show in the same frame and the banner pushes nothing down. Banners that
 * come later are shown from the next page on, never into a page already drawn.
 */
export default function PageAnnouncement({ page }: { readonly page: AnnouncedPage }) {
  const { code } = useMarket();
  const queryClient = useQueryClient();
  use(bannersArrived(queryClient, code));
  const options = announcementBannerQueryOptions({ locale: code });
  const [inTime] = useState(() => queryClient.getQueryData(options.queryKey) !== undefined);
  // Asked again when missing or stale, for this page if in time, else for the next one.
  const { data } = useQuery(options);
  const banner = inTime && data ? announcementOf(data.data, page.kind, code, page.flow) : null;
  if (!banner) return null;
  return (
    <div className={styles.onPage}>
      <AnnouncementBanner {...banner} />
    </div>
  );
}
