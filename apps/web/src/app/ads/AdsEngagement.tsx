import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { recordAppEngagement } from "../../platform/app-ads.ts";

/** Every move to another page counts as engagement for the tracking pre-prompt. */
export function AdsEngagement() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    recordAppEngagement();
  }, [pathname]);
  return null;
}
