import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useIdeas } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { CmsLink, cmsPageStyles as styles, ContentLoadError, ContentPageSkeleton, usePageTitle } from '../cms-content';
import { ideasMessages } from './ideas-messages';

/** The ideas page (`/ideas`, product-side.md section 2): sections of idea cards, then the region links. */
export function IdeasPage() {
  const intl = useIntl();
  const market = useMarket();
  const regionsId = useId();
  const { data, error } = useIdeas({ locale: market.code });
  usePageTitle(data ? data.title : null);
  if (error) return <ContentLoadError />;
  if (!data) {
    return <ContentPageSkeleton body="blocks" />;
  }
  return (
    <div className={styles.page}>
      <h1>{data.title}</h1>
      <p className={styles.intro}>{data.intro}</p>
      {data.sections.map((section, sectionIndex) => (
        <section key={section.title} className={styles.section} aria-labelledby={`${regionsId}-${sectionIndex}`}>
          <h2 id={`${regionsId}-${sectionIndex}`}>{section.title}</h2>
          {section.intro ? <p className={styles.intro}>{section.intro}</p> : null}
          <ul className={styles.grid}>
            {section.ideas.map((idea) => (
              <li key={idea.url}>
                <CmsLink href={idea.url} className={styles.idea}>
                  <img src={idea.cover} alt="" loading="lazy" width={320} height={180} />
                  <span>{idea.label}</span>
                </CmsLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {data.regions.length > 0 ? (
        <section className={styles.section} aria-labelledby={regionsId}>
          <h2 id={regionsId}>{intl.formatMessage(ideasMessages.regions)}</h2>
          <ul className={styles.regions}>
            {data.regions.map((region) => (
              <li key={region.url}>
                <CmsLink href={region.url}>{region.label}</CmsLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
