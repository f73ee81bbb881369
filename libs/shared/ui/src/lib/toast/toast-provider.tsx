import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Toast, type ToastTone } from './toast';
import { ToastContext, type ToastApi, type ToastOptions } from './toast-context';
import styles from './toast.module.css';

const messages = defineMessages({
  region: { id: 'ui.toast.region', defaultMessage: 'Notifications' },
});

/** How long a toast stays by default. */
export const TOAST_DURATION_MS = 5000;

interface ShownToast {
  id: number;
  message: ReactNode;
  tone: ToastTone;
}

/**
 * Owns the one live region (role=status) that notices are announced from; the region exists
 * before any toast so screen readers pick up each new one.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (message: ReactNode, { tone = 'info', duration = TOAST_DURATION_MS }: ToastOptions = {}) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, message, tone }]);
      if (duration > 0)
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), duration),
        );
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <section aria-label={intl.formatMessage(messages.region)}>
        <div role="status" aria-live="polite" className={styles.region}>
          {toasts.map((toast) => (
            <Toast key={toast.id} tone={toast.tone} onDismiss={() => dismiss(toast.id)}>
              {toast.message}
            </Toast>
          ))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}
