import type { KeyboardEvent } from 'react';
import { FloatingFocusManager, FloatingOverlay, FloatingPortal } from '@floating-ui/react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { IconButton } from '../icon-button/icon-button';
import { useModal } from '../internal/use-modal';
import styles from './gallery-viewer.module.css';

const messages = defineMessages<{
  title: NoMessageValues;
  close: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
  counter: { index: number; total: number };
}>({
  title: { id: 'ui.galleryViewer.title', defaultMessage: 'Pictures' },
  close: { id: 'ui.galleryViewer.close', defaultMessage: 'Close the pictures' },
  previous: {
    id: 'ui.galleryViewer.previous',
    defaultMessage: 'Previous picture',
  },
  next: { id: 'ui.galleryViewer.next', defaultMessage: 'Next picture' },
  counter: {
    id: 'ui.galleryViewer.counter',
    defaultMessage: '{index} / {total}',
  },
});

export interface GalleryImage {
  src: string;
  alt: string;
  /** A smaller image for tiles and thumbnails. */
  thumbnailSrc?: string;
}

export interface GalleryViewerProps {
  images: GalleryImage[];
  /** The picture shown, or null when the viewer is closed (spec: closed or open at an index). */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

/** The full-screen slideshow of a gallery: arrows browse and wrap, Escape closes, the index is read out. */
export function GalleryViewer({ images, index, onIndexChange }: GalleryViewerProps) {
  const intl = useIntl();
  const open = index !== null && images.length > 0;
  const { refs, context, getFloatingProps } = useModal(open, () => onIndexChange(null), false);
  if (!open || index === null) return null;
  const total = images.length;
  const current = images[Math.min(index, total - 1)];
  const go = (delta: number) => onIndexChange((index + delta + total) % total);
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  return (
    <FloatingPortal>
      <FloatingOverlay lockScroll className={styles.backdrop}>
        <FloatingFocusManager context={context} outsideElementsInert>
          <div
            ref={refs.setFloating}
            {...getFloatingProps({ onKeyDown: handleKeyDown })}
            aria-modal="true"
            aria-label={intl.formatMessage(messages.title)}
            className={styles.viewer}
          >
            <div className={styles.header}>
              <p className={styles.counter} aria-live="polite">
                {intl.formatMessage(messages.counter, {
                  index: index + 1,
                  total,
                })}
              </p>
              <IconButton aria-label={intl.formatMessage(messages.close)} icon={<X />} onClick={() => onIndexChange(null)} className={styles.close} />
            </div>
            <div className={styles.stage}>
              {total > 1 ? <IconButton aria-label={intl.formatMessage(messages.previous)} icon={<ChevronLeft />} onClick={() => go(-1)} className={styles.control} /> : null}
              <figure className={styles.figure}>
                <img src={current.src} alt={current.alt} className={styles.image} />
                <figcaption className={styles.caption}>{current.alt}</figcaption>
              </figure>
              {total > 1 ? <IconButton aria-label={intl.formatMessage(messages.next)} icon={<ChevronRight />} onClick={() => go(1)} className={styles.control} /> : null}
            </div>
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
