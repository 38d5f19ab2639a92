import { useLocation } from "react-router";

/**
 * Whether the previous history entry belongs to this app. React Router's browser history keeps
 * its own index in `history.state.idx` (0 for the first page of a visit, also after a redirect
 * that replaced it); a page opened on its own (new tab, typed address, link from another site)
 * has none before it. The memory router (tests, native shell) has no such index: there a
 * location key other than "default" means the app navigated.
 */
export function useHasInAppHistory(): boolean {
  const location = useLocation();
  const state: unknown = window.history.state;
  const idx =
    state && typeof state === "object" && "idx" in state && typeof state.idx === "number"
      ? state.idx
      : null;
  return idx === null ? location.key !== "default" : idx > 0;
}
