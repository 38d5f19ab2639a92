import { useState } from "react";
import { Button } from "../components/Button/Button.tsx";

/** Keyset paging with Previous and Next: the cursors of the pages seen so far. */
export function useCursorPages() {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  return {
    /** The cursor of the page shown; null for the first. */
    cursor: cursors.at(-1) ?? null,
    /** The page shown, from 1. */
    page: cursors.length,
    previous: () => setCursors((list) => (list.length > 1 ? list.slice(0, -1) : list)),
    next: (cursor: string) => setCursors((list) => [...list, cursor]),
    /** Back to the first page (new filters). */
    reset: () => setCursors([null]),
  };
}

export type CursorPages = ReturnType<typeof useCursorPages>;

/**
 * Previous, "page N" and Next under a list; a next page is offered only when the server gave a
 * cursor for one. Nothing at all while there is a single page.
 */
export function CursorPager({
  pages,
  nextCursor,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
}: {
  pages: CursorPages;
  nextCursor: string | null;
  label: string;
  previousLabel: string;
  nextLabel: string;
  pageLabel: string;
}) {
  if (pages.page === 1 && !nextCursor) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={pages.page === 1} onClick={pages.previous}>
        {previousLabel}
      </Button>
      <p className="text-sm text-slate-700">{pageLabel}</p>
      <Button
        variant="secondary"
        disabled={!nextCursor}
        onClick={() => (nextCursor ? pages.next(nextCursor) : undefined)}
      >
        {nextLabel}
      </Button>
    </nav>
  );
}
