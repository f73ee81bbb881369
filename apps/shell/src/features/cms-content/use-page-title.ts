import { useEffect } from 'react';

/** Puts a CMS page's title in the document while it is shown, and gives the previous one back after. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
