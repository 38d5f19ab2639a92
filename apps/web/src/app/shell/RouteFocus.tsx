import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** After a navigation, move focus to the new page's heading (or main) so screen readers follow. */
export function RouteFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void pathname;
    const frame = window.requestAnimationFrame(() => {
      const target =
        document.querySelector<HTMLElement>("main [data-route-focus]") ??
        document.querySelector<HTMLElement>("[data-route-focus]") ??
        document.getElementById("main");
      target?.focus({ preventScroll: true });
      window.scrollTo({ top: 0 });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [pathname]);

  return null;
}
