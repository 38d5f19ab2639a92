import { useEffect } from "react";

let serverTitle: ((title: string) => void) | null = null;

/** Sets the document title to "<title> · Vitalog" while the page is shown. */
export function usePageTitle(title: string | null | undefined): void {
  // The server renders without effects: it takes the title as the page renders.
  if (serverTitle && title) serverTitle(`${title} · Vitalog`);
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · Vitalog`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/**
 * Runs a server render (synchronous, so no other render interleaves) and returns its HTML with
 * the title the page set last, if any.
 */
export function renderWithPageTitle(render: () => string): { html: string; title: string | null } {
  let title: string | null = null;
  serverTitle = (next) => {
    title = next;
  };
  try {
    return { html: render(), title };
  } finally {
    serverTitle = null;
  }
}
