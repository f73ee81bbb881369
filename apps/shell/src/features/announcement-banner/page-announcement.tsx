import { useLocation } from 'react-router-dom';
import type { AnnouncementBannerReply } from '@escapade/api-contract';
import { useAnnouncementBanner } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { flowParam } from '@escapade/util-criteria';
import { AnnouncementBanner } from '../home/components/announcement-banner';
import styles from '../home/components/banners.module.css';

/** Kinds of page with a banner of their own in the page frame (the home's comes with its CMS content). */
export type AnnouncementPage = 'search' | 'product';

/** The banner of a kind of page for the market and the address's flow, booking's when the flow has none. */
export function pageAnnouncementOf(reply: AnnouncementBannerReply, page: AnnouncementPage, locale: string, flow: string | null) {
  const entries = (page === 'search' ? reply.data.searchPages : reply.data.productPages).filter((entry) => entry.locale === locale);
  const entry = entries.find((candidate) => candidate.flow === flow) ?? entries.find((candidate) => candidate.flow === 'booking');
  return entry?.announcementBanner ?? null;
}

/**
 * The announcement banner over search and product pages (product-side.md section 7), drawn as the
 * home's. Loaded and asked for after the page's first render, so it never delays the page;
 * customer-care mode shows none.
 */
export default function PageAnnouncement({ page }: { page: AnnouncementPage }) {
  const market = useMarket();
  const { search } = useLocation();
  const { data } = useAnnouncementBanner({ locale: market.code }, { staleTime: 5 * 60_000 });
  const banner = data ? pageAnnouncementOf(data, page, market.code, flowParam(search)) : null;
  return banner ? (
    <div className={styles.pageAnnouncement}>
      <AnnouncementBanner {...banner} />
    </div>
  ) : null;
}
