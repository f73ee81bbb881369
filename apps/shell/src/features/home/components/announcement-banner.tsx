import type { AnnouncementBanner as AnnouncementBannerContent } from '@escapade/api-contract';
import { useMarket } from '@escapade/i18n';
import { CmsLink, hasRichLink, RichTextView } from '../../cms-content';
import styles from './banners.module.css';

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
