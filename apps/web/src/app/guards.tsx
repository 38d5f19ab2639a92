import { rootRedirectPath } from "@vitalog/domain";
import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { PageSpinner } from "../components/Spinner/Spinner.tsx";
import { adminPaths } from "../features/admin/paths.ts";
import { getDevicePlatform } from "../platform/device.ts";
import { authPathWithRedirect } from "./auth-tab.ts";
import { visitorPreviewPath } from "./modules.ts";
import { isLeavingOnPurpose, useSession } from "./session.tsx";

// RedirectSignedIn (the /auth guard) lives in auth-guard.tsx: it needs the domain's sign-in rules,
// whose zod schemas would otherwise join the entry chunk.

function Waiting() {
  return <PageSpinner />;
}

function useHere(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/** The one member page an admin may open: the editor of a draft the content adapter saved. */
const ADMIN_MEMBER_PAGE = /^\/dashboard\/articles\/edit\/[^/]+\/?$/;

/** Registered users with a completed profile; everyone else is sent where they belong. */
export function RequireUser({ children }: { children?: ReactNode }) {
  const { status, profile, isAdmin } = useSession();
  const here = useHere();
  const { pathname } = useLocation();
  if (status === "loading") return <Waiting />;
  if (status === "signed-out" || !profile) {
    if (isLeavingOnPurpose()) return <Navigate to="/auth" replace />;
    const demo = status === "signed-out" ? visitorPreviewPath(here) : null;
    return <Navigate to={demo ?? authPathWithRedirect(here)} replace />;
  }
  if (isAdmin && ADMIN_MEMBER_PAGE.test(pathname)) return children ?? <Outlet />;
  if (isAdmin) return <Navigate to={adminPaths.riskFactors()} replace />;
  if (!profile.profileCompleted) return <Navigate to="/profile-completion" replace />;
  return children ?? <Outlet />;
}

/** /profile-completion: signed-in users whose profile is still incomplete. */
export function RequireIncompleteProfile({ children }: { children?: ReactNode }) {
  const { status, profile, isAdmin } = useSession();
  const here = useHere();
  if (status === "loading") return <Waiting />;
  if (status === "signed-out" || !profile)
    return <Navigate to={isLeavingOnPurpose() ? "/auth" : authPathWithRedirect(here)} replace />;
  if (isAdmin) return <Navigate to={adminPaths.riskFactors()} replace />;
  if (profile.profileCompleted) return <Navigate to="/dashboard" replace />;
  return children ?? <Outlet />;
}

/** /admin/*: admins only; anyone else goes to /auth. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { status, isAdmin } = useSession();
  if (status === "loading") return <Waiting />;
  if (!isAdmin) return <Navigate to="/auth" replace />;
  return children ?? <Outlet />;
}

/**
 * `/preview/*`: a signed-in person is taken to the matching member page (`/preview/weight` to
 * `/dashboard/weight`). Visitors see the preview at once, without waiting for the session.
 */
export function RedirectMemberFromPreview({ children }: { children?: ReactNode }) {
  const { status } = useSession();
  const { pathname, search, hash } = useLocation();
  if (status === "signed-in") {
    const to = `/dashboard${pathname.slice("/preview".length)}${search}${hash}`;
    return <Navigate to={to} replace />;
  }
  return children ?? <Outlet />;
}

/** `/`: registered users to the dashboard; a visitor to /auth in the apps, else to the preview. */
export function RootRedirect() {
  const { status } = useSession();
  if (status === "loading") return <Waiting />;
  return <Navigate to={rootRedirectPath(getDevicePlatform(), status === "signed-in")} replace />;
}
