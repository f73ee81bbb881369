import { FormattedMessage } from 'react-intl';
import { useLocation } from '@escapade/app-providers/router';
import { FRAME_PICTURE_ATTRIBUTE } from '@escapade/api-contract';
import { GalleryPlaceholder } from '@escapade/ui';
import { useFramePicture } from '../frame/frame-picture';
import styles from './region-skeleton.module.css';

/**
 * A stay's page while its files load: the gallery's shape at the place and size the page gives it,
 * with the stay's first picture when the page was sent with it (the page's largest paint, then, needs
 * no script), and the heading's and text's lines under it. Announced once to screen readers.
 */
export function StaySkeleton() {
  const { pathname } = useLocation();
  const picture = useFramePicture(pathname);
  return (
    <div className={`${styles.stay} ${styles.page}`} aria-busy="true" role="status">
      <span className={styles.visuallyHidden}>
        <FormattedMessage id="shell.remote.loading" defaultMessage="Loading" />
      </span>
      <GalleryPlaceholder firstPicture={picture ? { src: picture, [FRAME_PICTURE_ATTRIBUTE]: '' } : undefined} />
      <div className={styles.heading} aria-hidden="true" />
      <div className={styles.line} aria-hidden="true" />
    </div>
  );
}
