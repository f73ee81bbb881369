import { useId, type ReactNode, type RefObject } from 'react';
import { FloatingFocusManager, FloatingOverlay, FloatingPortal } from '@floating-ui/react';
import { X } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { IconButton } from '../icon-button/icon-button';
import { classNames } from '../internal/class-names';
import { useModal } from '../internal/use-modal';
import styles from './drawer.module.css';

const messages = defineMessages({
  close: { id: 'ui.drawer.close', defaultMessage: 'Close' },
});

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** `bottom` is a sheet rising from the bottom edge; `end`/`start` slide in from a side. */
  placement?: 'bottom' | 'end' | 'start';
  /** Takes the whole screen on mobile (filters, calendar), as the spec's mobile drawers do. */
  fullScreenOnMobile?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}

/** A modal panel from a screen edge for mobile-first tasks; traps and restores focus like Dialog. */
export function Drawer({ open, onClose, title, children, footer, placement = 'bottom', fullScreenOnMobile = false, initialFocus, className }: DrawerProps) {
  const intl = useIntl();
  const id = useId();
  const { refs, context, getFloatingProps } = useModal(open, onClose);
  if (!open) return null;
  return (
    <FloatingPortal>
      <FloatingOverlay lockScroll className={classNames(styles.backdrop, styles[placement], fullScreenOnMobile && styles.fullScreen)}>
        <FloatingFocusManager context={context} initialFocus={initialFocus ?? 0} outsideElementsInert>
          <div ref={refs.setFloating} {...getFloatingProps()} aria-modal="true" aria-labelledby={`${id}-title`} className={classNames(styles.panel, className)}>
            <div className={styles.header}>
              <h2 id={`${id}-title`} className={styles.title}>
                {title}
              </h2>
              <IconButton aria-label={intl.formatMessage(messages.close)} icon={<X />} onClick={onClose} />
            </div>
            <div className={styles.body}>{children}</div>
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
