import { useState } from "react";
import { Button } from "../components/Button/Button.tsx";

/**
 * Keyset paging with Previous and Next: the cursors of the pages seen so far. A change of `key`
 * (the list's filters) starts again at the first page.
 */
export function useCursorPages(key = "") {
  const [state, setState] = useState<{ key: string; cursors: (string | null)[] }>({
    key,
    cursors: [null],
  });
  const cursors = state.key === key ? state.cursors : [null];
  const set = (next: (string | null)[]) => setState({ key, cursors: next });
  return {
    /** The cursor of the page shown; null for the first. */
    cursor: cursors.at(-1) ?? null,
    /** The page shown, from 1. */
    page: cursors.length,
    previous: () => set(cursors.length > 1 ? cursors.slice(0, -1) : cursors),
    next: (cursor: string) => set([...cursors, cursor]),
    /** Back to the first page. */
    reset: () => set([null]),
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
