import { cloneElement, useState, type ReactElement, type ReactNode } from 'react';
import { autoUpdate, flip, FloatingPortal, offset, shift, useDismiss, useFloating, useFocus, useHover, useInteractions, useRole, type Placement } from '@floating-ui/react';
import styles from './tooltip.module.css';

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button, a link) that the tooltip describes. */
  children: ReactElement<Record<string, unknown>>;
  placement?: Placement;
  /** Hover delay in ms, so tooltips do not flash while the pointer passes by. */
  delay?: number;
}

/** A short description shown on hover and on keyboard focus, dismissed with Escape (APG tooltip). */
export function Tooltip({ content, children, placement = 'top', delay = 300 }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip(), shift({ padding: 8 })],
  });
  const hover = useHover(context, {
    delay: { open: delay, close: 0 },
    move: false,
  });
  const focus = useFocus(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'tooltip' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role]);
  return (
    <>
      {cloneElement(children, getReferenceProps({ ...children.props, ref: refs.setReference }))}
      {open ? (
        <FloatingPortal>
          <div ref={refs.setFloating} style={floatingStyles} {...getFloatingProps()} className={styles.tooltip}>
            {content}
          </div>
        </FloatingPortal>
      ) : null}
    </>
  );
}
