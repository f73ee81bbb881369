import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { X } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { IconButton } from '../icon-button/icon-button';
import { useControllableState } from '../internal/use-controllable-state';
import styles from './popover.module.css';

const messages = defineMessages({
  close: { id: 'ui.popover.close', defaultMessage: 'Close' },
});

export interface PopoverProps {
  /** A button that toggles the popover. */
  children: ReactElement<Record<string, unknown>>;
  title: ReactNode;
  content: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  placement?: Placement;
}

/** Richer help opened on click (tourist tax, price details): non-modal, Escape closes, focus returns. */
export function Popover({ children, title, content, open, defaultOpen = false, onOpenChange, placement = 'bottom' }: PopoverProps) {
  const intl = useIntl();
  const id = useId();
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const { refs, floatingStyles, context } = useFloating({
    open: isOpen,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(8), flip(), shift({ padding: 8 })],
  });
  const click = useClick(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'dialog' });
  const { getReferenceProps, getFloatingProps } = useInteractions([click, dismiss, role]);
  return (
    <>
      {cloneElement(children, getReferenceProps({ ...children.props, ref: refs.setReference }))}
      {isOpen ? (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false}>
            <div ref={refs.setFloating} style={floatingStyles} aria-labelledby={`${id}-title`} {...getFloatingProps()} className={styles.popover}>
              <p id={`${id}-title`} className={styles.title}>
                {title}
              </p>
              <div>{content}</div>
              <IconButton size="sm" aria-label={intl.formatMessage(messages.close)} icon={<X />} onClick={() => setOpen(false)} className={styles.close} />
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
}
