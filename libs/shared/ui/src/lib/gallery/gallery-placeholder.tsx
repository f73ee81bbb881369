import type { ImgHTMLAttributes } from 'react';
import { classNames } from '../internal/class-names';
import styles from './gallery.module.css';

/** Tiles of the desktop grid (spec: 4 tiles; a single large image when there are fewer). */
export const GALLERY_TILES = 4;

export interface GalleryPlaceholderProps {
  /** The first picture, when it is known before the pictures' list (a page written ahead of its data). */
  firstPicture?: ImgHTMLAttributes<HTMLImageElement> & { [attribute: `data-${string}`]: string };
  className?: string;
}

/**
 * The gallery's shape while its pictures are on their way: the grid's tiles, empty, at the size the
 * gallery takes, so nothing moves when it comes; the first tile may already show its picture, which
 * the gallery then shows at the same place and size. Hidden from assistive technologies: the page
 * that holds it says it is loading.
 */
export function GalleryPlaceholder({ firstPicture, className }: GalleryPlaceholderProps) {
  return (
    <div className={classNames(styles.root, className)} aria-hidden="true">
      <ul className={styles.grid}>
        {Array.from({ length: GALLERY_TILES }, (_, index) => (
          <li key={index} className={classNames(styles.tile, styles.placeholderTile)}>
            {index === 0 && firstPicture ? <img alt="" {...firstPicture} className={styles.image} loading="eager" fetchPriority="high" /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
