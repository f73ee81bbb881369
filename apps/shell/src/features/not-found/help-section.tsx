import { useIntl } from 'react-intl';
import { Link } from '@escapade/app-providers/router';
import { useIdeas } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { searchUrl } from '@escapade/util-criteria/search-url';
import { RemoteModule } from '../../app/remotes/remote-outlet';
import { CmsLink, cmsPageStyles } from '../cms-content';
import pageStyles from '../../app/pages/page.module.css';
import { notFoundMessages } from './not-found-messages';
import styles from './not-found.module.css';

/** Ideas shown under the search box: one row of four on a desktop. */
const SELECTION_SIZE = 8;

/**
 * 'But we can help you find your next weekend': the search remote's search box (a plain link to the
 * results if it cannot load), then a selection of the moment, the ideas page's first ideas, in a grid
 * of four columns on a desktop and a row that scrolls sideways on a phone. The selection is left out
 * when its content cannot be had.
 */
export function HelpSection() {
  const intl = useIntl();
  const market = useMarket();
  const ideas = useIdeas({ locale: market.code });
  const selection = ideas.data?.sections[0]?.ideas.slice(0, SELECTION_SIZE) ?? [];
  return (
    <section className={styles.section} aria-labelledby="not-found-help">
      <h2 id="not-found-help">{intl.formatMessage(notFoundMessages.helpTitle)}</h2>
      <div className={styles.searchBox}>
        <RemoteModule
          remote="search"
          module="SearchBox"
          fallback={
            <Link to={searchUrl({ flow: 'booking' })} className={pageStyles.cta}>
              {intl.formatMessage(notFoundMessages.findWeekend)}
            </Link>
          }
        />
      </div>
      {selection.length > 0 ? (
        <>
          <h3 id="not-found-selection">{intl.formatMessage(notFoundMessages.selectionTitle)}</h3>
          <ul className={styles.selection} aria-labelledby="not-found-selection">
            {selection.map((idea) => (
              <li key={idea.url}>
                <CmsLink href={idea.url} className={cmsPageStyles.idea}>
                  <img src={idea.cover} alt="" loading="lazy" width={320} height={180} />
                  <span>{idea.label}</span>
                </CmsLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
