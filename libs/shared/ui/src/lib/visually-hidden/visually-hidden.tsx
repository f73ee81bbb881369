import type { HTMLAttributes } from 'react';
import styles from './visually-hidden.module.css';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for screen readers only, for context that sighted users get from the layout. */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span {...props} className={className ? `${styles.root} ${className}` : styles.root} />;
}
