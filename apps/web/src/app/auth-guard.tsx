import { safeReturnPath, signInDestination } from "@vitalog/domain";
import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation, useSearchParams } from "react-router";
import { LEAVING_SIGNED_OUT, useSession } from "./session.tsx";

/** /auth: a user who is already signed in goes to the sign-in outcome. */
export function RedirectSignedIn({ children }: { children?: ReactNode }) {
  const { status, profile, isAdmin } = useSession();
  const [params] = useSearchParams();
  const { state } = useLocation();
  // Arriving to sign out: the session ends right after this page is shown (useLeaveSignedOut).
  const leaving = (state as { [LEAVING_SIGNED_OUT]?: boolean } | null)?.[LEAVING_SIGNED_OUT];
  if (status === "signed-in" && profile && !leaving) {
    const destination = signInDestination({
      isAdmin,
      profileCompleted: profile.profileCompleted,
      returnUrl: safeReturnPath(params.get("redirect")),
    });
    return <Navigate to={destination} replace />;
  }
  return children ?? <Outlet />;
}
