import { useState } from 'react';
import { Images } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../button/button';
import { GalleryViewer, type GalleryImage } from '../gallery-viewer/gallery-viewer';
import { classNames } from '../internal/class-names';
import { GALLERY_TILES } from './gallery-placeholder';
import styles from './gallery.module.css';

const messages = defineMessages<{
  seeAll: { count: number };
  open: { alt: string; index: number; total: number };
}>({
  seeAll: { id: 'ui.gallery.seeAll', defaultMessage: 'See {count} pictures' },
  open: {
    id: 'ui.gallery.open',
    defaultMessage: '{alt}, picture {index} of {total}',
  },
});

export interface GalleryProps {
  images: GalleryImage[];
  /** Tiles shown before 'See {count} pictures'. */
  tiles?: number;
  className?: string;
}

/** A grid of the first pictures that opens the full-screen viewer, so every picture stays reachable. */
export function Gallery({ images, tiles = GALLERY_TILES, className }: GalleryProps) {
  const intl = useIntl();
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  if (images.length === 0) return null;
  const shown = images.length < tiles ? images.slice(0, 1) : images.slice(0, tiles);
  return (
    <div className={classNames(styles.root, className)}>
      <ul className={classNames(styles.grid, shown.length === 1 && styles.single)}>
        {shown.map((image, index) => (
          <li key={image.src} className={styles.tile}>
            <button
              type="button"
              className={styles.tileButton}
              aria-label={intl.formatMessage(messages.open, {
                alt: image.alt,
                index: index + 1,
                total: images.length,
              })}
              onClick={() => setViewerIndex(index)}
            >
              <img
                src={image.thumbnailSrc ?? image.src}
                alt=""
                className={styles.image}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
              />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="sm" iconStart={<Images />} onClick={() => setViewerIndex(0)} className={styles.seeAll}>
        {intl.formatMessage(messages.seeAll, { count: images.length })}
      </Button>
      <GalleryViewer images={images} index={viewerIndex} onIndexChange={setViewerIndex} />
    </div>
  );
}
