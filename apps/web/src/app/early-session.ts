// The session probe, asked by boot.ts while the app itself is still loading, so the answer is
// there (or on its way) when the app first asks who is using it.
import { isNativeShell } from "../platform/native-shell.ts";

let early: Promise<Response> | null = null;

export function startSessionProbe(): void {
  // The native apps reach their server only once the shell has set up the connection (main.tsx).
  if (isNativeShell()) return;
  early = fetch("/api/v1/session", {
    credentials: "include",
    headers: { Accept: "application/json" },
  });
  // A failure is handled by whoever takes it (or by asking again); never an unhandled rejection.
  early.catch(() => {});
}

/** The early probe's reply, once: later calls (a refresh, after sign-in) ask the server anew. */
export function takeEarlySessionProbe(): Promise<Response> | null {
  const taken = early;
  early = null;
  return taken;
}
