import { useEffect } from "react";

/** Sets the document title to "<title> · Vitalog" while the page is shown. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · Vitalog`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
