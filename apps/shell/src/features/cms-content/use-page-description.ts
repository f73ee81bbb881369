import { useEffect } from 'react';

/** Puts a page's description in the document's description meta while it is shown, and gives the previous one back after. */
export function usePageDescription(description: string | null): void {
  useEffect(() => {
    if (description === null) return undefined;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const added = meta === null;
    if (meta === null) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (added) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}
