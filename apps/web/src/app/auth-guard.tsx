import { safeReturnPath, signInDestination } from "@vitalog/domain";
import type { ReactNode } from "react";
import { Navigate, Outlet, useSearchParams } from "react-router";
import { useSession } from "./session.tsx";

/** /auth: a user who is already signed in goes to the sign-in outcome. */
export function RedirectSignedIn({ children }: { children?: ReactNode }) {
  const { status, profile, isAdmin } = useSession();
  const [params] = useSearchParams();
  if (status === "signed-in" && profile) {
    const destination = signInDestination({
      isAdmin,
      profileCompleted: profile.profileCompleted,
      returnUrl: safeReturnPath(params.get("redirect")),
    });
    return <Navigate to={destination} replace />;
  }
  return children ?? <Outlet />;
}
