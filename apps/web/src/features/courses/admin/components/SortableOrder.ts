import { arrayMove } from "@dnd-kit/sortable";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { coursesQueries } from "../../api.ts";

/** `ids` with `activeId` moved to where `overId` is; unchanged when either is not in the list. */
export function movedOrder(ids: readonly string[], activeId: string, overId: string): string[] {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from === -1 || to === -1 || from === to) return [...ids];
  return arrayMove([...ids], from, to);
}

/** `items` in the order of `ids`; items `ids` does not name (just added) follow in their order. */
export function inOrder<T extends { id: string }>(
  items: readonly T[],
  ids: readonly string[] | null,
): T[] {
  if (!ids) return [...items];
  const byId = new Map(items.map((item) => [item.id, item]));
  const placed = ids.flatMap((id) => byId.get(id) ?? []);
  const named = new Set(ids);
  return [...placed, ...items.filter((item) => !named.has(item.id))];
}

/**
 * An ordered list whose new order shows at once while `save` sends it. When the save fails the
 * list goes back to the server's order (the one before the drop) and `failed` is set.
 */
export function useOptimisticOrder<T extends { id: string }>(
  items: readonly T[] | undefined,
  save: (ids: string[]) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);
  // Only the latest drop decides what shows once its save answers.
  const latest = useRef(0);
  const ordered = useMemo(() => (items ? inOrder(items, pending) : undefined), [items, pending]);

  async function reorder(ids: string[]) {
    const run = ++latest.current;
    setPending(ids);
    setFailed(false);
    try {
      await save(ids);
      // Keep showing the new order until the lists are read again with it.
      await queryClient.invalidateQueries({ queryKey: coursesQueries.all() });
      if (run === latest.current) setPending(null);
    } catch {
      if (run !== latest.current) return;
      setPending(null);
      setFailed(true);
      void queryClient.invalidateQueries({ queryKey: coursesQueries.all() });
    }
  }

  return { items: ordered, reorder, failed, dismissFailure: () => setFailed(false) };
}
