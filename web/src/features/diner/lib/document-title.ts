import { useEffect } from 'react';

/** "{page} | TableTap" while the page shows (the restaurant's name on its menu). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = `${title} | TableTap`;
  }, [title]);
}
