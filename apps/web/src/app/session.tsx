import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AUTH_LOADING_TIMEOUT_MS, type Profile, TOKEN_REFRESH_MS } from "@vitalog/domain";
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
import { apiFetch, isApiError } from "../lib/api.ts";
import { setAuthTab } from "./auth-tab.ts";
import { clearPersonalData } from "./personal-data.ts";
import { SESSION_QUERY_KEY } from "./query-client.ts";

export type SessionStatus = "loading" | "signed-out" | "signed-in";

export interface Session {
  status: SessionStatus;
  profile: Profile | null;
  isAdmin: boolean;
}

/** The signed-in user's profile, or null when the server answers 401. */
export async function fetchSessionProfile(): Promise<Profile | null> {
  try {
    return await apiFetch<Profile>("/api/v1/profile");
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
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

/** A public page with no guard and no redirect of its own, to wait on while a session ends. */
const NEUTRAL_PUBLIC_PATH = "/preview/weight";

/**
 * Ends the session from inside the member area and lands on `to` signed out (after deleting the
 * account). It first moves to a public page, committed at once, and only then forgets the
 * session, so no guard sends the person to /auth on the way.
 */
export function useLeaveSignedOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (to = "/") => {
    await navigate(NEUTRAL_PUBLIC_PATH, { replace: true, flushSync: true });
    clearPersonalData(queryClient);
    if (to !== NEUTRAL_PUBLIC_PATH) await navigate(to, { replace: true });
  };
}

/** `const { signOut, isSigningOut } = useSignOut()`: ends the server session and opens /auth. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => apiFetch<unknown>("/api/auth/sign-out", { method: "POST", json: {} }),
    onSettled() {
      clearPersonalData(queryClient);
      setAuthTab("signin");
      navigate("/auth", { replace: true });
    },
  });
  return { signOut: () => mutation.mutate(), isSigningOut: mutation.isPending };
}
