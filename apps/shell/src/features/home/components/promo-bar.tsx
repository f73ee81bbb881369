import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from '@escapade/app-providers/router';
import type { HomeFlow, PromoBar as PromoBarContent } from '@escapade/api-contract';
import { withFlowParam } from '@escapade/util-criteria';
import { CmsLink } from '../../cms-content';
import { homeMessages } from '../home-messages';
import { usePromotionTracking } from '@escapade/app-providers/analytics';
import styles from './banners.module.css';

export interface PromoBarProps {
  /** The campaign's links, if the CMS runs one. */
  readonly promoBar: PromoBarContent | null;
  /** The flows whose home the tabs lead to (none: no tabs). */
  readonly flows: readonly HomeFlow[];
  /** The flow of the home shown. */
  readonly current: HomeFlow;
}

const TAB_LABELS = { booking: homeMessages.flowBooking, gifting: homeMessages.flowGifting, activity: homeMessages.flowActivity } as const;

/** The campaign's links, in the CMS's default or black style; seen and followed, they are promotion events. */
function CampaignLinks({ promoBar }: { readonly promoBar: PromoBarContent }) {
  const trackingRef = usePromotionTracking({ id: promoBar.internalCode, name: promoBar.campaign, slot: 'promo_bar', creative: promoBar.category }, 'home');
  return (
    <ul ref={trackingRef} className={styles.promoBar}>
      {promoBar.links.map((link) => (
        <li key={link.url}>
          <CmsLink href={link.url} newTab={link.newTab} className={`${styles.promoLink} ${link.variation === 'black' ? styles.promoBlack : ''}`}>
            {link.label}
          </CmsLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The promo bar (product-side.md section 7): optional flow tabs (Stays / Gifts / Activities, one per
 * home the market has) that switch the home's flow in its address, then the campaign's links.
 */
export function PromoBar({ promoBar, flows, current }: PromoBarProps) {
  const intl = useIntl();
  const { search } = useLocation();
  const tabs: ReactNode =
    flows.length > 1 ? (
      <nav aria-label={intl.formatMessage(homeMessages.flowTabs)}>
        <ul className={styles.flowTabs}>
          {flows.map((flow) => (
            <li key={flow}>
              <Link to={{ pathname: '/', search: withFlowParam(search, flow) }} className={styles.flowTab} aria-current={flow === current ? 'page' : undefined}>
                {intl.formatMessage(TAB_LABELS[flow])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    ) : null;
  const links = promoBar && promoBar.links.length > 0 ? <CampaignLinks promoBar={promoBar} /> : null;
  if (!tabs && !links) return null;
  return (
    <div className={styles.promoArea}>
      {tabs}
      {links}
    </div>
  );
}
