import type { AnnouncementBanner as AnnouncementBannerContent } from '@escapade/api-contract';
import { useMarket } from '@escapade/i18n';
// From their files, not the folder's index: a remote page loads this alone, without the content pages' parts.
import { CmsLink } from '../cms-content/cms-link';
import { hasRichLink } from '../cms-content/rich-text';
import { RichTextView } from '../cms-content/rich-text-view';
import styles from './announcement-banner.module.css';

/** The announcement banner: the CMS's rich text in the market's language, in its colour, linking where the CMS says. */
export function AnnouncementBanner({ content, colorVariation, link, localizations }: AnnouncementBannerContent) {
  const market = useMarket();
  const text = localizations.find((localization) => localization.locale === market.code)?.content ?? content;
  return (
    <p className={`${styles.announcement} ${styles[colorVariation]}`}>
      {link && !hasRichLink(text) ? (
        <CmsLink href={link.url} className={styles.announcementLink}>
          <RichTextView inline content={text} />
        </CmsLink>
      ) : (
        <RichTextView inline content={text} />
      )}
    </p>
  );
}
