import { useEffect, useRef } from "react";

/**
 * Saves a form a moment after its last change. A change restarts the wait; a save asked for
 * while another runs waits for it and then runs once; leaving the page with a change still
 * waiting saves it at once. While `paused` (a published article: only its author's word saves
 * it), nothing is saved and `onPaused` says so.
 */
export function useAutosave({
  snapshot,
  isDirty,
  paused,
  delayMs,
  save,
  onPending,
  onPaused,
}: {
  /** The form's values as text: each new one restarts the wait. */
  snapshot: string;
  /** Whether the values differ from what was last saved. */
  isDirty: boolean;
  paused: boolean;
  delayMs: number;
  save: () => Promise<void>;
  /** A save is waiting for the delay to pass. */
  onPending: () => void;
  onPaused: () => void;
}): { saveNow: () => Promise<void> } {
  const latest = useRef({ save, onPending, onPaused, isDirty, paused });
  latest.current = { save, onPending, onPaused, isDirty, paused };
  const inFlight = useRef(false);
  const again = useRef(false);

  const saveNow = useRef(async (): Promise<void> => {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    try {
      await latest.current.save();
    } finally {
      inFlight.current = false;
      if (again.current) {
        again.current = false;
        void saveNow.current();
      }
    }
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new snapshot restarts the wait
  useEffect(() => {
    if (!latest.current.isDirty) return;
    if (paused) {
      latest.current.onPaused();
      return;
    }
    latest.current.onPending();
    const timer = window.setTimeout(() => void saveNow.current(), delayMs);
    return () => window.clearTimeout(timer);
  }, [snapshot, paused, delayMs]);

  useEffect(
    () => () => {
      if (latest.current.isDirty && !latest.current.paused) void saveNow.current();
    },
    [],
  );

  return { saveNow: saveNow.current };
}
