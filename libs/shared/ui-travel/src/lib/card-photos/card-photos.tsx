import { classNames } from '../internal/class-names';
import styles from './card-photos.module.css';

/** One picture of an offer, hotel or activity, as the API sends it. */
export interface CardImage {
  url: string;
  alt?: string | null;
  legend?: string | null;
}

/** A card shows up to 4 pictures; with fewer than 4 it shows a single large one (search-side.md section 9). */
export const CARD_PHOTOS_MAX = 4;

export interface CardPhotosProps {
  images: readonly CardImage[];
  /** Used as the alternative text of pictures that come without one. */
  fallbackAlt?: string;
  /**
   * In the first screen of a page (a results page's first row): the pictures load at once instead of
   * when they near the window, the first one ahead of other images, as it is likely the largest paint.
   */
  priority?: boolean;
  className?: string;
}

/** The picture block of a card: a mosaic of 4, or one large picture when there are fewer. */
export function CardPhotos({ images, fallbackAlt = '', priority = false, className }: CardPhotosProps) {
  const shown = images.length >= CARD_PHOTOS_MAX ? images.slice(0, CARD_PHOTOS_MAX) : images.slice(0, 1);
  if (shown.length === 0) return <div className={classNames(styles.root, styles.empty, className)} />;
  return (
    <div className={classNames(styles.root, shown.length > 1 ? styles.mosaic : styles.single, className)}>
      {shown.map((image, index) => (
        <img
          key={`${image.url}-${index}`}
          src={image.url}
          alt={index === 0 ? (image.alt ?? image.legend ?? fallbackAlt) : (image.alt ?? image.legend ?? '')}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority && index === 0 ? 'high' : undefined}
          className={styles.image}
        />
      ))}
    </div>
  );
}
