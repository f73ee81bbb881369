import type { ReactNode } from 'react';
import { useLocation } from '@escapade/app-providers/router';
import { homeFlowsOf, homePageOf, robotsDirectives } from '@escapade/api-contract';
import { useCmsHomepage } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { homeFlowAt } from '../home-content';
import { useRobotsMeta } from '../hooks/use-robots-meta';
import { AnnouncementBanner } from '../../announcement/announcement-banner';
import { CmsBlockView } from './cms-block-view';
import { JumbotronBlock } from './jumbotron-block';
import { PromoBar } from './promo-bar';
import styles from './cms-blocks.module.css';

/**
 * The CMS part of the home, for the market and the flow of the address (booking when the market has
 * no home for it): its announcement banner, promo bar and flow tabs, the CMS hero, then every block in order,
 * and the robots meta from the CMS flags.
 * Shown once the home's own frame is up: while it loads, `placeholder` keeps the content's room; if
 * the content call fails, the page keeps its heading and search box and gives the room back.
 */
export interface HomeCmsContentProps {
  /** What keeps the content's room while it loads. */
  readonly placeholder?: ReactNode;
}

export function HomeCmsContent({ placeholder = null }: HomeCmsContentProps) {
  const market = useMarket();
  const location = useLocation();
  const { data, isError } = useCmsHomepage({ locale: market.code });
  const flow = homeFlowAt(location.search);
  const page = data ? homePageOf(data, flow) : null;
  useRobotsMeta(page ? robotsDirectives(page.seo) : null);
  if (!data) return isError ? null : placeholder;
  if (!page) return null;
  return (
    <div className={styles.blocks}>
      {page.announcementBanner ? <AnnouncementBanner {...page.announcementBanner} /> : null}
      <PromoBar promoBar={page.promoBar} flows={page.showFlowTabs ? homeFlowsOf(data) : []} current={flow} />
      <JumbotronBlock {...page.jumbotron} />
      {page.blocks.map((block, index) => (
        <CmsBlockView key={`${block.type}-${index}`} block={block} />
      ))}
    </div>
  );
}
