import type { ReactNode } from 'react';
import { autoUpdate, flip, FloatingFocusManager, FloatingPortal, offset, shift, useDismiss, useFloating, useInteractions, type Placement } from '@floating-ui/react';
import { classNames } from '../internal/class-names';
import styles from './dropdown-panel.module.css';

export interface DropdownPanelFloatingProps {
  /** The panel's trigger, which it is placed under and hands the focus back to. */
  trigger: HTMLElement;
  id: string;
  labelledBy: string;
  placement: Placement;
  /** Closing from inside the panel: a click outside, Tab away (`confirm`) or Escape (`cancel`). */
  onClose: (how: 'confirm' | 'cancel') => void;
  className?: string;
  children: ReactNode;
}

/**
 * The open panel: placed under its trigger, focus moved in and handed back, closed by Escape, a
 * click outside or Tab away; above the modal its trigger is in, if any. Its code (the positioning and focus library) comes on the first open,
 * so pages that show a closed panel do not load it at start.
 */
export default function DropdownPanelFloating({ trigger, id, labelledBy, placement, onClose, className, children }: DropdownPanelFloatingProps) {
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    placement,
    elements: { reference: trigger },
    whileElementsMounted: autoUpdate,
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })],
    onOpenChange: (next, _event, reason) => {
      if (!next) onClose(reason === 'escape-key' ? 'cancel' : 'confirm');
    },
  });
  const { getFloatingProps } = useInteractions([useDismiss(context)]);
  // Opened from a modal (the search box's dialog): the panel goes above it, not behind its overlay.
  const inModal = trigger.closest('[aria-modal="true"]') !== null;
  return (
    <FloatingPortal>
      <FloatingFocusManager context={context} modal={false}>
        <div
          ref={refs.setFloating}
          id={id}
          role="dialog"
          style={floatingStyles}
          aria-labelledby={labelledBy}
          {...getFloatingProps()}
          className={classNames(styles.panel, inModal && styles.inModal, className)}
        >
          {children}
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
