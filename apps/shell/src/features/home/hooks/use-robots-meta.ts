import { useEffect } from 'react';

/** Writes the page's robots meta while the component is shown, and removes it when the visitor leaves the page. */
export function useRobotsMeta(content: string | null): void {
  useEffect(() => {
    if (content === null) return undefined;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = content;
    document.head.querySelector('meta[name="robots"]')?.remove();
    document.head.append(meta);
    return () => meta.remove();
  }, [content]);
}
