// How the app reaches its server. On the web: fetch, to the page's own origin, with the session
// cookie. In the native apps (native-session.ts): the server's origin named at build time, and
// the session as a bearer token kept in the phone's secure storage.

/** A request to the server by path (`/api/...`). */
export type ServerFetch = (path: string, init?: RequestInit) => Promise<Response>;

export interface ServerConnection {
  fetch: ServerFetch;
  /** Forgets this device's session (sign-out, an account deleted, a session ended elsewhere). */
  clearSession(): Promise<void>;
}

/** The browser's fetch: the page's origin, the session in its cookie. */
export const browserConnection: ServerConnection = {
  fetch: (path, init) => fetch(path, init),
  clearSession: async () => {},
};

let current: ServerConnection = browserConnection;

export function fetchServer(path: string, init?: RequestInit): Promise<Response> {
  return current.fetch(path, init);
}

export function clearServerSession(): Promise<void> {
  return current.clearSession();
}

export function setServerConnection(next: ServerConnection): void {
  current = next;
}
