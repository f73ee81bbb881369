import { Suspense, useRef, type ReactNode } from 'react';
import { useNearViewport } from './use-near-viewport';

/**
 * Content below the first screen: an element keeps its room (`className` sets the size) until it
 * comes into view, then the content's code and data load into it.
 */
export function BelowFold({ className, children }: { readonly className?: string; readonly children: ReactNode }) {
  const room = useRef<HTMLDivElement>(null);
  const placeholder = <div ref={room} className={className} />;
  return useNearViewport(room) ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
