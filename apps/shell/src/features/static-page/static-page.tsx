import type { ReactNode } from 'react';
import { useParams } from '@escapade/app-providers/router';
import { ApiRequestError, useStaticPage } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { cmsPageStyles as styles, ContentPageSkeleton, ContentLoadError, RichTextView, usePageTitle } from '../cms-content';

export interface StaticPageProps {
  /** What an unknown page id shows (the shell's 404). */
  notFound: ReactNode;
}

/** A static content page (`/page/{id}`, id = second path segment): its title and CMS text, in the market's language. */
export function StaticPage({ notFound }: StaticPageProps) {
  const { pageId = '' } = useParams();
  const market = useMarket();
  const { data, error } = useStaticPage({ pageId }, { locale: market.code });
  usePageTitle(data ? data.meta.pageTitle : null);
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return notFound;
  if (error) return <ContentLoadError />;
  if (!data) {
    return <ContentPageSkeleton body="text" />;
  }
  return (
    <article className={styles.page}>
      <h1>{data.title}</h1>
      <div className={styles.prose}>
        <RichTextView content={data.content} />
      </div>
    </article>
  );
}
