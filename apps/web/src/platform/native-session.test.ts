import { describe, expect, it } from "vitest";
import { bearerConnection, lazyVault, TOKEN_HEADER, type TokenVault } from "./native-session.ts";

const ORIGIN = "https://api.vitalog.test";

function memoryVault(initial: string | null = null): TokenVault & { value: string | null } {
  const vault = {
    value: initial,
    read: async () => vault.value,
    write: async (token: string) => {
      vault.value = token;
    },
    remove: async () => {
      vault.value = null;
    },
  };
  return vault;
}

/** The server as the bearer plugin answers: a token on sign-in, 401 for a token it forgot. */
function server() {
  const seen: { url: string; authorization: string | null; credentials?: RequestCredentials }[] =
    [];
  const valid = new Set<string>();
  let issued = 0;
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const authorization = new Headers(init?.headers).get("Authorization");
    seen.push({ url, authorization, credentials: init?.credentials });
    const path = url.slice(ORIGIN.length);
    const token = authorization?.replace(/^Bearer /, "") ?? null;
    if (path === "/api/auth/sign-in/email") {
      const body = JSON.parse(String(init?.body)) as { password: string };
      if (body.password !== "right") return new Response("{}", { status: 401 });
      const fresh = `token-${++issued}`;
      valid.add(fresh);
      return new Response("{}", { status: 200, headers: { [TOKEN_HEADER]: fresh } });
    }
    if (token && !valid.has(token)) return new Response("{}", { status: 401 });
    if (path === "/api/auth/sign-out" && token) valid.delete(token);
    return new Response("{}", { status: 200 });
  };
  return { fetch: fetchImpl as typeof fetch, seen, valid };
}

const signIn = (password: string) => ({
  method: "POST",
  body: JSON.stringify({ email: "ann@example.com", password }),
});

describe("the native apps' server connection", () => {
  it("sends requests to the server's origin without cookies, then with the token it hands out", async () => {
    const s = server();
    const vault = memoryVault();
    const connection = bearerConnection({ origin: `${ORIGIN}/`, vault, fetch: s.fetch });
    await connection.fetch("/api/v1/session");
    expect(s.seen[0]).toEqual({
      url: `${ORIGIN}/api/v1/session`,
      authorization: null,
      credentials: "omit",
    });
    expect((await connection.fetch("/api/auth/sign-in/email", signIn("right"))).status).toBe(200);
    expect(vault.value).toBe("token-1");
    await connection.fetch("/api/v1/profile");
    expect(s.seen.at(-1)?.authorization).toBe("Bearer token-1");
  });

  it("uses the token kept from the last launch on its first request", async () => {
    const s = server();
    s.valid.add("kept");
    const connection = bearerConnection({
      origin: ORIGIN,
      vault: memoryVault("kept"),
      fetch: s.fetch,
    });
    expect((await connection.fetch("/api/v1/profile")).status).toBe(200);
    expect(s.seen[0]?.authorization).toBe("Bearer kept");
  });

  it("forgets the token after signing out", async () => {
    const s = server();
    const vault = memoryVault();
    const connection = bearerConnection({ origin: ORIGIN, vault, fetch: s.fetch });
    await connection.fetch("/api/auth/sign-in/email", signIn("right"));
    await connection.fetch("/api/auth/sign-out", { method: "POST", body: "{}" });
    expect(vault.value).toBeNull();
    await connection.fetch("/api/v1/session");
    expect(s.seen.at(-1)?.authorization).toBeNull();
  });

  it("forgets a token the server refuses, but not for a wrong password", async () => {
    const s = server();
    const vault = memoryVault();
    const connection = bearerConnection({ origin: ORIGIN, vault, fetch: s.fetch });
    await connection.fetch("/api/auth/sign-in/email", signIn("right"));
    // Signed out on another device: the server no longer knows the token.
    s.valid.clear();
    expect((await connection.fetch("/api/v1/profile")).status).toBe(401);
    expect(vault.value).toBeNull();

    const other = memoryVault();
    const second = bearerConnection({ origin: ORIGIN, vault: other, fetch: s.fetch });
    expect((await second.fetch("/api/auth/sign-in/email", signIn("wrong"))).status).toBe(401);
    await second.fetch("/api/auth/sign-in/email", signIn("right"));
    const kept = other.value;
    expect(kept).not.toBeNull();
    expect((await second.fetch("/api/auth/sign-in/email", signIn("wrong"))).status).toBe(401);
    // A wrong password sent with a valid session token refuses the sign-in, not the session.
    expect(other.value).toBe(kept);
  });

  it("clears the session on request, and starts without one when the vault cannot be read", async () => {
    const s = server();
    const vault = memoryVault();
    const connection = bearerConnection({ origin: ORIGIN, vault, fetch: s.fetch });
    await connection.fetch("/api/auth/sign-in/email", signIn("right"));
    await connection.clearSession();
    expect(vault.value).toBeNull();
    await connection.fetch("/api/v1/session");
    expect(s.seen.at(-1)?.authorization).toBeNull();

    const broken: TokenVault = {
      read: () => Promise.reject(new Error("locked")),
      write: async () => {},
      remove: async () => {},
    };
    const fresh = bearerConnection({ origin: ORIGIN, vault: broken, fetch: s.fetch });
    expect((await fresh.fetch("/api/v1/session")).status).toBe(200);
  });

  it("loads a lazy vault once, on first use", async () => {
    let loads = 0;
    const inner = memoryVault("t");
    const vault = lazyVault(async () => {
      loads += 1;
      return inner;
    });
    expect(loads).toBe(0);
    expect(await vault.read()).toBe("t");
    await vault.write("u");
    await vault.remove();
    expect(loads).toBe(1);
    expect(inner.value).toBeNull();
  });
});
