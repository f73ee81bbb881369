import { createContext, useContext, type ReactNode } from 'react';
import type { ToastTone } from './toast';

export interface ToastOptions {
  tone?: ToastTone;
  /** Milliseconds before it goes away on its own; 0 keeps it until dismissed. */
  duration?: number;
}

export interface ToastApi {
  show: (message: ReactNode, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Shows notices from anywhere under a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it.');
  return api;
}
