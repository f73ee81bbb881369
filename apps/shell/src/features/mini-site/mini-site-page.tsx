import { useMemo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from '@escapade/app-providers/router';
import { ApiRequestError, useMiniSite } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { Skeleton } from '@escapade/ui';
import { defaultCriteria, searchUrl } from '@escapade/util-criteria';
import { RemoteModule } from '../../app/remotes/remote-outlet';
import pageStyles from '../../app/pages/page.module.css';
import { cmsPageStyles, ContentLoadError, RichTextView, usePageTitle } from '../cms-content';
import styles from './mini-site.module.css';

export interface MiniSitePageProps {
  /** What an unknown partner, or a partner of another market, shows (the shell's 404). */
  notFound: ReactNode;
}

/**
 * A partner mini-site (`/partner/{minisiteUrl}`, product-side.md section 2): the partner's banner
 * (its mobile picture on phones), its logo as the page's heading, the search box and the partner's
 * footer; no text of the site's own, so the shell's start-up catalog does not grow. Only the six
 * known partners have one, each on the market of its `minisiteLocale`; any other name is not found.
 * Searches started here carry the mini-site id (`minisite`) into the results and product pages.
 */
export function MiniSitePage({ notFound }: MiniSitePageProps) {
  const market = useMarket();
  const { minisiteUrl = '' } = useParams();
  const { data, error } = useMiniSite({ minisiteUrl });
  const site = data && data.minisiteLocale === market.code ? data : null;
  // A stable object: the search box starts again from its criteria whenever they change.
  const criteria = useMemo(() => (site ? { ...defaultCriteria(), minisite: site.minisiteId } : undefined), [site]);
  usePageTitle(site ? `${site.partnerName} | Escapade` : null);

  if ((error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) || (data && !site)) return notFound;
  if (error) return <ContentLoadError />;
  if (!site || !criteria) {
    return (
      <div className={cmsPageStyles.page} aria-busy="true">
        <Skeleton variant="rect" height="12rem" />
        <Skeleton variant="text" width="40%" height="2.5rem" />
      </div>
    );
  }
  return (
    <article className={cmsPageStyles.page}>
      <picture>
        <source media="(max-width: 599.98px)" srcSet={site.bannerUrls.mobile} />
        <img className={styles.banner} src={site.bannerUrls.desktop} alt="" width={1200} height={300} />
      </picture>
      <h1 className={styles.heading}>
        <img className={styles.logo} src={site.logoUrl} alt={site.partnerName} width={120} height={80} />
      </h1>
      <RemoteModule
        remote="search"
        module="SearchBox"
        props={{ criteria }}
        fallback={
          <Link to={searchUrl(criteria)} className={pageStyles.cta}>
            <FormattedMessage id="shell.home.cta" defaultMessage="Find a weekend" />
          </Link>
        }
      />
      <footer className={styles.partnerFooter}>
        <RichTextView content={site.footer} />
      </footer>
    </article>
  );
}
