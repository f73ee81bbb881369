import { useDismiss, useFloating, useInteractions, useRole } from '@floating-ui/react';

/** The floating-ui wiring shared by modal overlays: Escape and outside press close, dialog role. */
export function useModal(open: boolean, onClose: () => void, closeOnOutsidePress = true) {
  const { refs, context } = useFloating({
    open,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
  });
  const dismiss = useDismiss(context, { outsidePress: closeOnOutsidePress, outsidePressEvent: 'mousedown' });
  const role = useRole(context, { role: 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);
  return { refs, context, getFloatingProps };
}
