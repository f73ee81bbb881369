import { Suspense, useId, useState, type ReactNode } from 'react';
import type { Placement } from '@floating-ui/react';
import { ChevronDown } from 'lucide-react';
import { classNames } from '../internal/class-names';
import { useControllableState } from '../internal/use-controllable-state';
import { preloadable } from '../preloadable/preloadable';
import styles from './dropdown-panel.module.css';

/** The open panel's code: fetched when the visitor heads for a trigger (pointer, touch or focus), shown on the first open. */
const DropdownPanelFloating = preloadable(() => import('./dropdown-panel-floating'));

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
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  const close = (how: 'confirm' | 'cancel') => {
    setOpen(false);
    if (how === 'cancel') onCancel?.();
    else onConfirm?.();
  };
  const controls: DropdownPanelControls = { confirm: () => close('confirm'), cancel: () => close('cancel') };
  const preload = () => void DropdownPanelFloating.preload();
  return (
    <>
      <button
        ref={setTrigger}
        id={`${id}-trigger`}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? `${id}-panel` : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        // The trigger toggles: a second press closes and keeps the choices, as a click outside does.
        onClick={() => (isOpen ? close('confirm') : setOpen(true))}
        className={classNames(styles.trigger, className)}
      >
        {label}
        <ChevronDown aria-hidden className={styles.chevron} />
      </button>
      {isOpen && trigger ? (
        <Suspense fallback={null}>
          <DropdownPanelFloating trigger={trigger} id={`${id}-panel`} labelledBy={`${id}-trigger`} placement={placement} onClose={close} className={panelClassName}>
            {typeof children === 'function' ? children(controls) : children}
          </DropdownPanelFloating>
        </Suspense>
      ) : null}
    </>
  );
}
