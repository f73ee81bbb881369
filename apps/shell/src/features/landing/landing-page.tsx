import type { ReactNode } from 'react';
import { useParams } from '@escapade/app-providers/router';
import { ApiRequestError, useLandingPage } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { cmsPageStyles as styles, ContentPageSkeleton, usePageDescription, usePageTitle } from '../cms-content';
import { CmsBlockView } from '../home';
import { SilentBlockBoundary } from './silent-block-boundary';

export interface LandingPageProps {
  /** What a slug the market has no landing page for shows (the shell's 404). */
  notFound: ReactNode;
}

/**
 * A block-built landing page (`/landing/{slug}`), chosen by its path segment and the market
 * (product-side.md section 2): its title and introduction, then its CMS blocks drawn by the home's
 * block components. Landing blocks fail silently: a page that cannot be loaded, or a block that
 * cannot be drawn, shows nothing.
 */
export function LandingPage({ notFound }: LandingPageProps) {
  const { slug = '' } = useParams();
  const market = useMarket();
  const { data, error } = useLandingPage({ slug }, { locale: market.code });
  usePageTitle(data ? data.meta.pageTitle : null);
  usePageDescription(data ? data.meta.metaDescription : null);
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return notFound;
  if (error) return null;
  if (!data) {
    return <ContentPageSkeleton body="blocks" />;
  }
  return (
    <div className={styles.page}>
      <h1>{data.title}</h1>
      {data.intro ? <p className={styles.intro}>{data.intro}</p> : null}
      {data.blocks.map((block, index) => (
        <SilentBlockBoundary key={`${block.type}-${index}`}>
          <CmsBlockView block={block} />
        </SilentBlockBoundary>
      ))}
    </div>
  );
}
