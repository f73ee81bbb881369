import { Children, useId, useRef, useState, type CSSProperties, type PointerEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { IconButton } from '../icon-button/icon-button';
import { classNames } from '../internal/class-names';
import { carouselTarget, snapsBack } from './carousel-position';
import styles from './carousel.module.css';

const messages = defineMessages<{
  carousel: NoMessageValues;
  slide: NoMessageValues;
  slideLabel: { index: number; total: number };
  previous: NoMessageValues;
  next: NoMessageValues;
}>({
  carousel: { id: 'ui.carousel.roleDescription', defaultMessage: 'carousel' },
  slide: { id: 'ui.carousel.slideRoleDescription', defaultMessage: 'slide' },
  slideLabel: {
    id: 'ui.carousel.slideLabel',
    defaultMessage: '{index} of {total}',
  },
  previous: { id: 'ui.carousel.previous', defaultMessage: 'Previous' },
  next: { id: 'ui.carousel.next', defaultMessage: 'Next' },
});

export interface CarouselProps {
  /** Names the carousel ('Other offers in this hotel'). */
  'aria-label': string;
  children: ReactNode;
  /** Items visible at once. */
  itemsPerView?: number;
  /** Items moved per arrow click; defaults to a full view (spec: 4 in offer carousels). */
  itemsPerClick?: number;
  className?: string;
}

/**
 * A row of items moved by arrows or swipes (APG carousel): it wraps at both ends, snaps back when
 * dragged under a sixth of its width, animates in 300 ms, and keeps hidden items out of Tab order.
 */
export function Carousel({ 'aria-label': label, children, itemsPerView = 1, itemsPerClick, className }: CarouselProps) {
  const intl = useIntl();
  const id = useId();
  const slides = Children.toArray(children);
  const count = slides.length;
  const perView = Math.max(1, Math.min(itemsPerView, count));
  const geometry = { count, perView, step: itemsPerClick ?? perView };
  const [index, setIndex] = useState(0);
  const [drag, setDrag] = useState<number | null>(null);
  const start = useRef<{ x: number; width: number } | null>(null);
  const scrollable = count > perView;

  const move = (direction: 1 | -1) => setIndex((current) => carouselTarget(current, direction, geometry));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!scrollable || (event.pointerType === 'mouse' && event.button !== 0)) return;
    start.current = {
      x: event.clientX,
      width: event.currentTarget.clientWidth,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current) setDrag(event.clientX - start.current.x);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    const dragged = event.clientX - start.current.x;
    const { width } = start.current;
    start.current = null;
    setDrag(null);
    if (Number.isFinite(dragged) && !snapsBack(dragged, width)) move(dragged < 0 ? 1 : -1);
  };

  const trackStyle = {
    '--carousel-items': perView,
    transform: `translateX(calc(${(-index * 100) / perView}% + ${drag ?? 0}px))`,
  } as CSSProperties;

  return (
    <section aria-roledescription={intl.formatMessage(messages.carousel)} aria-label={label} className={classNames(styles.root, className)}>
      <div className={styles.viewport} onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerEnd} onPointerCancel={onPointerEnd}>
        <div id={`${id}-track`} aria-live="polite" className={classNames(styles.track, drag !== null && styles.dragging)} style={trackStyle}>
          {slides.map((slide, slideIndex) => {
            const visible = slideIndex >= index && slideIndex < index + perView;
            return (
              <div
                key={slideIndex}
                role="group"
                aria-roledescription={intl.formatMessage(messages.slide)}
                aria-label={intl.formatMessage(messages.slideLabel, {
                  index: slideIndex + 1,
                  total: count,
                })}
                inert={!visible}
                className={styles.slide}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {scrollable ? (
        <div className={styles.controls}>
          <IconButton variant="outlined" aria-label={intl.formatMessage(messages.previous)} aria-controls={`${id}-track`} icon={<ChevronLeft />} onClick={() => move(-1)} />
          <IconButton variant="outlined" aria-label={intl.formatMessage(messages.next)} aria-controls={`${id}-track`} icon={<ChevronRight />} onClick={() => move(1)} />
        </div>
      ) : null}
    </section>
  );
}
