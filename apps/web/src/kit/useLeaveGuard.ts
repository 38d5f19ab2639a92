import { type RefObject, useEffect, useRef } from "react";
import { useBlocker } from "react-router";

/**
 * Asks before leaving a page whose changes would be lost: a move to another page is held
 * (`blocker.state === "blocked"`, then `proceed()` or `reset()`) while `mustAsk`, unless the page
 * leaves on purpose (`leavingOnPurpose`); closing or reloading the tab asks the browser's own
 * question while `isDirty`.
 */
export function useLeaveGuard({
  mustAsk,
  isDirty,
  leavingOnPurpose,
}: {
  mustAsk: boolean;
  isDirty: boolean;
  leavingOnPurpose: RefObject<boolean>;
}) {
  const mustAskRef = useRef(mustAsk);
  mustAskRef.current = mustAsk;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leavingOnPurpose.current &&
      mustAskRef.current &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", handleBeforeUnload);
    return () => window.removeEventListener("beforeunload", handleBeforeUnload);
  }, [isDirty]);
  return blocker;
}
