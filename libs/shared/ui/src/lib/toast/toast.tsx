import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { IconButton } from '../icon-button/icon-button';
import { classNames } from '../internal/class-names';
import styles from './toast.module.css';

const messages = defineMessages({
  dismiss: { id: 'ui.toast.dismiss', defaultMessage: 'Dismiss' },
});

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastProps {
  tone?: ToastTone;
  children: ReactNode;
  onDismiss?: () => void;
  className?: string;
}

/** One short notice ('Added to your wishlist'); shown through the ToastProvider's live region. */
export function Toast({ tone = 'info', children, onDismiss, className }: ToastProps) {
  const intl = useIntl();
  return (
    <div className={classNames(styles.toast, tone !== 'info' && styles[tone], className)}>
      <p className={styles.message}>{children}</p>
      {onDismiss ? <IconButton size="sm" aria-label={intl.formatMessage(messages.dismiss)} icon={<X />} onClick={onDismiss} /> : null}
    </div>
  );
}
