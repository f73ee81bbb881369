import { LoaderCircle } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { classNames } from '../internal/class-names';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './spinner.module.css';

const messages = defineMessages({
  loading: { id: 'ui.spinner.loading', defaultMessage: 'Loading...' },
});

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** What is loading, read by screen readers; defaults to 'Loading...'. */
  label?: string;
  /** Shows the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
  /** Decorative spinners (inside a busy button, say) stay silent. */
  decorative?: boolean;
  className?: string;
}

/** Tells people something is on its way, and says so to screen readers through a status region. */
export function Spinner({ size = 'md', label, showLabel = false, decorative = false, className }: SpinnerProps) {
  const intl = useIntl();
  const text = label ?? intl.formatMessage(messages.loading);
  if (decorative) {
    return <LoaderCircle aria-hidden className={classNames(styles.icon, styles[size], className)} />;
  }
  return (
    <span role="status" className={classNames(styles.root, styles[size], className)}>
      <LoaderCircle aria-hidden className={styles.icon} />
      {showLabel ? <span>{text}</span> : <VisuallyHidden>{text}</VisuallyHidden>}
    </span>
  );
}
