import type { ServerConnection, ServerFetch } from "./server.ts";

// The native apps' connection to the server. Their pages come from the app itself
// (capacitor://localhost, https://localhost), so the server is another origin whose cookies
// would be third-party cookies: the session travels as a bearer token instead (Better Auth's
// bearer plugin: the server sends it in `set-auth-token` at sign-in and sign-up), kept in the
// Keychain or the Android Keystore, never in Web Storage.

/** Where the token is kept between launches. */
export interface TokenVault {
  read(): Promise<string | null>;
  write(token: string): Promise<void>;
  remove(): Promise<void>;
}

/** The reply header that carries a new session token (Better Auth's bearer plugin). */
export const TOKEN_HEADER = "set-auth-token";
const SIGN_OUT_PATH = "/api/auth/sign-out";
/** A 401 from these refuses the credentials given, not the session the token holds. */
const SIGN_IN = /^\/api\/auth\/sign-(in|up)\//;

export interface BearerConnectionOptions {
  /** The server's origin, e.g. https://app.vitalog.example (VITE_API_ORIGIN at build time). */
  origin: string;
  vault: TokenVault;
  fetch?: typeof fetch;
}

/**
 * Requests go to `origin` with `Authorization: Bearer <token>` and no cookies; a token the server
 * hands out is kept, and forgotten after signing out or when the server no longer accepts it.
 */
export function bearerConnection(options: BearerConnectionOptions): ServerConnection {
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const origin = options.origin.replace(/\/+$/, "");
  let token: string | null = null;
  // Read once, before the first request; a vault that cannot be read means no session.
  const loaded = options.vault.read().then(
    (stored) => {
      token = stored;
    },
    () => {
      token = null;
    },
  );

  const forget = async () => {
    token = null;
    await options.vault.remove().catch(() => undefined);
  };

  const request: ServerFetch = async (path, init = {}) => {
    await loaded;
    const headers = new Headers(init.headers);
    const sent = token;
    if (sent) headers.set("Authorization", `Bearer ${sent}`);
    const response = await send(`${origin}${path}`, { ...init, headers, credentials: "omit" });
    const issued = response.headers.get(TOKEN_HEADER);
    if (issued && response.ok) {
      token = issued;
      await options.vault.write(issued).catch(() => undefined);
    } else if (response.ok && path === SIGN_OUT_PATH) {
      await forget();
    } else if (response.status === 401 && sent !== null && sent === token && !SIGN_IN.test(path)) {
      // The server no longer knows the session (signed out elsewhere, expired, account deleted).
      await forget();
    }
    return response;
  };

  return { fetch: request, clearSession: forget };
}

/** A vault whose implementation is loaded on first use (the native plugin stays out of the web build). */
export function lazyVault(load: () => Promise<TokenVault>): TokenVault {
  let vault: Promise<TokenVault> | null = null;
  const get = () => {
    vault ??= load();
    return vault;
  };
  return {
    read: async () => (await get()).read(),
    write: async (token) => (await get()).write(token),
    remove: async () => (await get()).remove(),
  };
}
