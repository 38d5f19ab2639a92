/** Session-storage key holding the tab /auth opens on ("signup" by default). */
export const AUTH_TAB_STORAGE_KEY = "vitalog.authTab";

export type AuthTab = "signup" | "signin";

export function readAuthTab(): AuthTab {
  try {
    return sessionStorage.getItem(AUTH_TAB_STORAGE_KEY) === "signin" ? "signin" : "signup";
  } catch {
    return "signup";
  }
}

export function setAuthTab(tab: AuthTab): void {
  try {
    sessionStorage.setItem(AUTH_TAB_STORAGE_KEY, tab);
  } catch {
    // Storage may be unavailable (private mode); the default tab is then used.
  }
}

/** `/auth?redirect=<path>` for coming back to `path` after signing in. */
export function authPathWithRedirect(path: string | null | undefined): string {
  return path ? `/auth?redirect=${encodeURIComponent(path)}` : "/auth";
}
