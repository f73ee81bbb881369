import { useId, type ReactNode } from 'react';
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
import { ChevronDown } from 'lucide-react';
import { classNames } from '../internal/class-names';
import { useControllableState } from '../internal/use-controllable-state';
import styles from './dropdown-panel.module.css';

export interface DropdownPanelControls {
  /** Closes and keeps the choices (as a click outside does). */
  confirm: () => void;
  /** Closes and drops the choices (as Escape does). */
  cancel: () => void;
}

export interface DropdownPanelProps {
  /** The trigger's content, usually the current value ('2 adults', 'Price'). */
  label: ReactNode;
  children: ReactNode | ((controls: DropdownPanelControls) => ReactNode);
  /** Called when the panel closes in a way that keeps the draft: click outside, Tab away, trigger. */
  onConfirm?: () => void;
  /** Called when Escape closes the panel: the caller drops its draft. */
  onCancel?: () => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  placement?: Placement;
  className?: string;
  panelClassName?: string;
}

/**
 * A non-modal panel under a trigger (filters, travellers): Escape closes and cancels, a click
 * outside closes and confirms, so a draft is kept only when the user meant it.
 */
export function DropdownPanel({
  label,
  children,
  onConfirm,
  onCancel,
  open,
  defaultOpen = false,
  onOpenChange,
  placement = 'bottom-start',
  className,
  panelClassName,
}: DropdownPanelProps) {
  const id = useId();
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const { refs, floatingStyles, context } = useFloating({
    open: isOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })],
    onOpenChange: (next, _event, reason) => {
      setOpen(next);
      if (next) return;
      if (reason === 'escape-key') onCancel?.();
      else onConfirm?.();
    },
  });
  const click = useClick(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'dialog' });
  const { getReferenceProps, getFloatingProps } = useInteractions([click, dismiss, role]);
  const controls: DropdownPanelControls = {
    confirm: () => {
      setOpen(false);
      onConfirm?.();
    },
    cancel: () => {
      setOpen(false);
      onCancel?.();
    },
  };
  return (
    <>
      <button ref={refs.setReference} id={`${id}-trigger`} type="button" {...getReferenceProps()} className={classNames(styles.trigger, className)}>
        {label}
        <ChevronDown aria-hidden className={styles.chevron} />
      </button>
      {isOpen ? (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false}>
            <div ref={refs.setFloating} style={floatingStyles} aria-labelledby={`${id}-trigger`} {...getFloatingProps()} className={classNames(styles.panel, panelClassName)}>
              {typeof children === 'function' ? children(controls) : children}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
}
