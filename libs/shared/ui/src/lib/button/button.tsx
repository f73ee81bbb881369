import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { classNames } from '../internal/class-names';
import { Spinner } from '../spinner/spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Keeps the button's size and name while an action runs; clicks are ignored meanwhile. */
  loading?: boolean;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The one button of the site, so every action looks, focuses and reports progress the same way. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  iconStart,
  iconEnd,
  fullWidth = false,
  type = 'button',
  className,
  children,
  onClick,
  ref,
  ...props
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...props}
      ref={ref}
      type={type}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      className={classNames(styles.root, styles[variant], styles[size], fullWidth && styles.fullWidth, className)}
    >
      <span className={classNames(styles.label, loading && styles.loadingLabel)}>
        {iconStart ? (
          <span className={styles.icon} aria-hidden>
            {iconStart}
          </span>
        ) : null}
        {children}
        {iconEnd ? (
          <span className={styles.icon} aria-hidden>
            {iconEnd}
          </span>
        ) : null}
      </span>
      {loading ? (
        <span className={styles.spinner}>
          <Spinner decorative size={size === 'lg' ? 'md' : 'sm'} />
        </span>
      ) : null}
    </button>
  );
}
