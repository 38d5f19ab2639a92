import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  AUTH_LOADING_TIMEOUT_MS,
  type Profile,
  type SessionState,
  TOKEN_REFRESH_MS,
} from "@vitalog/domain";
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useNavigate } from "react-router";
import { signOut } from "../features/auth/api.ts";
import { api, isApiError } from "../lib/api.ts";
import { unsubscribeFromPush } from "../platform/notifications.ts";
import { setAuthTab } from "./auth-tab.ts";
import { takeEarlySessionProbe } from "./early-session.ts";
import { clearPersonalData } from "./personal-data.ts";
import { SESSION_QUERY_KEY } from "./query-client.ts";

export type SessionStatus = "loading" | "signed-out" | "signed-in";

export interface Session {
  status: SessionStatus;
  profile: Profile | null;
  isAdmin: boolean;
}

/** The signed-in user's profile, or null for a visitor (or a 401, the session having ended). */
export async function fetchSessionProfile(): Promise<Profile | null> {
  const early = await readEarlyProbe();
  if (early) return signedInAs(early.signedIn ? early.profile : null);
  try {
    const probe = await api.get("/api/v1/session");
    return signedInAs(probe.signedIn ? probe.profile : null);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/** A session with a person in it ends any earlier leave. */
function signedInAs(profile: Profile | null): Profile | null {
  if (profile) leavingOnPurpose = false;
  return profile;
}

/** The probe boot.ts started, when it answered 200 with JSON; otherwise null (ask anew). */
async function readEarlyProbe(): Promise<SessionState | null> {
  const early = takeEarlySessionProbe();
  if (!early) return null;
  try {
    const response = await early;
    return response.ok ? ((await response.json()) as SessionState) : null;
  } catch {
    return null;
  }
}

/** Asks the server again (after sign-in, sign-up or a profile change) and returns the answer. */
export function reloadSession(queryClient: QueryClient): Promise<Profile | null> {
  return queryClient.fetchQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSessionProfile,
    staleTime: 0,
  });
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // The spec's forced token refresh: ask again every 50 minutes, and whenever the network returns.
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSessionProfile,
    refetchInterval: TOKEN_REFRESH_MS,
    refetchIntervalInBackground: true,
    refetchOnReconnect: "always",
  });
  const [timedOut, setTimedOut] = useState(false);
  const lastUserId = useRef<string | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), AUTH_LOADING_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const profile = query.data ?? null;
  const userId = profile?.userId ?? null;

  // However a session ends (sign-out, deletion, a 401, expiry) or changes hands, forget the data.
  useEffect(() => {
    if (lastUserId.current && lastUserId.current !== userId) {
      clearPersonalData(queryClient, { keepSession: true });
    }
    lastUserId.current = userId;
  }, [userId, queryClient]);

  const answered = query.data !== undefined || query.isError;
  const status: SessionStatus = profile
    ? "signed-in"
    : answered || timedOut
      ? "signed-out"
      : "loading";

  const session = useMemo<Session>(
    () => ({ status, profile, isAdmin: Boolean(profile?.isAdmin) }),
    [status, profile],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** Who is using the app: `{ status, profile, isAdmin }`. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside <SessionProvider>");
  return session;
}

/**
 * Ends the session from inside the member area after the account is deleted: forgets the
 * session and opens /auth (the member area's guards would send a visitor there anyway).
 */
/**
 * True from the moment a person chooses to leave (sign-out, account deletion) until someone signs
 * in again: the guards then send them to plain /auth, never back to the page they left.
 */
let leavingOnPurpose = false;

export function isLeavingOnPurpose(): boolean {
  return leavingOnPurpose;
}

/** Forgets a leave (a test's clean slate; signing in does it too). */
export function resetLeaving(): void {
  leavingOnPurpose = false;
}

export function useLeaveSignedOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    leavingOnPurpose = true;
    // /auth first (its page may still be loading), the session after: cleared first, the page's
    // own guard would send the person to /auth?redirect=<this page> before this navigation ends.
    await navigate("/auth", { replace: true, state: { [LEAVING_SIGNED_OUT]: true } });
    clearPersonalData(queryClient);
  };
}

/** Router state of the move to /auth that ends the session (its guard lets the page show). */
export const LEAVING_SIGNED_OUT = "leavingSignedOut";

/** `const { signOut, isSigningOut } = useSignOut()`: ends the server session and opens /auth. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: async () => {
      // While the session still stands: this browser stops receiving the person's reminders.
      await unsubscribeFromPush().catch(() => {});
      return signOut();
    },
    async onSettled() {
      leavingOnPurpose = true;
      setAuthTab("signin");
      await navigate("/auth", { replace: true, state: { [LEAVING_SIGNED_OUT]: true } });
      clearPersonalData(queryClient);
    },
  });
  return { signOut: () => mutation.mutate(), isSigningOut: mutation.isPending };
}
