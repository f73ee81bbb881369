import { useId, type ReactNode, type RefObject } from 'react';
import { FloatingFocusManager, FloatingOverlay, FloatingPortal } from '@floating-ui/react';
import { X } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { IconButton } from '../icon-button/icon-button';
import { classNames } from '../internal/class-names';
import { useModal } from '../internal/use-modal';
import styles from './dialog.module.css';

const messages = defineMessages({
  close: { id: 'ui.dialog.close', defaultMessage: 'Close' },
});

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions, laid out at the bottom (Confirm, Reset...). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** The element focused on open; the first focusable one otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Some dialogs (a form half filled) must not close on a stray click outside. */
  closeOnOutsidePress?: boolean;
  className?: string;
}

/**
 * A centred modal dialog (APG dialog pattern): focus moves in, stays trapped, Escape and the close
 * button dismiss it, and focus returns to what opened it, so keyboard users never get lost.
 */
export function Dialog({ open, onClose, title, description, children, footer, size = 'md', initialFocus, closeOnOutsidePress = true, className }: DialogProps) {
  const intl = useIntl();
  const id = useId();
  const { refs, context, getFloatingProps } = useModal(open, onClose, closeOnOutsidePress);
  if (!open) return null;
  return (
    <FloatingPortal>
      <FloatingOverlay lockScroll className={styles.backdrop}>
        <FloatingFocusManager context={context} initialFocus={initialFocus ?? 0} outsideElementsInert>
          <div
            ref={refs.setFloating}
            {...getFloatingProps()}
            aria-modal="true"
            aria-labelledby={`${id}-title`}
            aria-describedby={description ? `${id}-description` : undefined}
            className={classNames(styles.panel, styles[size], className)}
          >
            <div className={styles.header}>
              <h2 id={`${id}-title`} className={styles.title}>
                {title}
              </h2>
              <IconButton aria-label={intl.formatMessage(messages.close)} icon={<X />} onClick={onClose} />
            </div>
            {description ? (
              <p id={`${id}-description`} className={styles.description}>
                {description}
              </p>
            ) : null}
            {children ? <div className={styles.body}>{children}</div> : null}
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
