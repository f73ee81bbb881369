import type { ReactNode } from 'react';
import { classNames } from '../internal/class-names';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps {
  tone?: BadgeTone;
  size?: 'sm' | 'md';
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A short label on a card or button (promo, 'New', filter count); every tone passes 4.5:1 contrast. */
export function Badge({ tone = 'neutral', size = 'sm', icon, children, className }: BadgeProps) {
  return (
    <span className={classNames(styles.root, styles[tone], size === 'md' && styles.md, className)}>
      {icon ? <span aria-hidden>{icon}</span> : null}
      {children}
    </span>
  );
}
