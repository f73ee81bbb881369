import type { ButtonHTMLAttributes, ReactElement, Ref } from 'react';
import { classNames } from '../internal/class-names';
import styles from './icon-button.module.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** The accessible name: an icon alone says nothing to a screen reader, so it is required. */
  'aria-label': string;
  icon: ReactElement;
  variant?: 'plain' | 'outlined' | 'filled';
  size?: 'sm' | 'md' | 'lg';
  ref?: Ref<HTMLButtonElement>;
}

/** A button drawn as an icon only; the required label keeps it from being an empty button. */
export function IconButton({ icon, variant = 'plain', size = 'md', type = 'button', className, ref, ...props }: IconButtonProps) {
  return (
    <button
      {...props}
      ref={ref}
      type={type}
      title={props.title ?? props['aria-label']}
      className={classNames(styles.root, variant !== 'plain' && styles[variant], size !== 'md' && styles[size], className)}
    >
      <span aria-hidden className={styles.icon}>
        {icon}
      </span>
    </button>
  );
}
