import type { CSSProperties } from 'react';
import { classNames } from '../internal/class-names';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  variant?: 'text' | 'rect' | 'circle';
  /** CSS length ('100%', '12rem'); the shape of what is loading. */
  width?: string;
  height?: string;
  /** Text lines, for the text variant. */
  lines?: number;
  className?: string;
}

/**
 * A placeholder shaped like the content to come, so the layout does not jump. Decorative: the
 * loading region itself carries aria-busy and a status message.
 */
export function Skeleton({ variant = 'text', width, height, lines = 1, className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  if (variant === 'text' && lines > 1) {
    return (
      <span aria-hidden className={className} style={{ display: 'block', width }}>
        {Array.from({ length: lines }, (_, index) => (
          <span key={index} className={classNames(styles.root, styles.text)} />
        ))}
      </span>
    );
  }
  return <span aria-hidden className={classNames(styles.root, styles[variant], className)} style={style} />;
}
