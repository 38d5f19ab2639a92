import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { Hono } from "hono";
import { AppError } from "../errors.ts";
import type { AppEnv } from "../http/app-env.ts";
import { requestContext } from "../http/request-context.ts";
import { SESSION_AUTH_PATHS } from "./auth.openapi.ts";
import { type Auth, CLIENT_IP_HEADER, handleAuthRequest } from "./auth.ts";
import { recordRateLimitedSignIn } from "./auth-audit.ts";
import { mapAuthError } from "./auth-errors.ts";
import { withSessionRead } from "./session-read.ts";

const MALFORMED_JSON = "The request body is not valid JSON";

/**
 * The client's address: the socket's peer, or with TRUST_PROXY the last X-Forwarded-For hop
 * (the one our own proxy added; earlier entries are whatever the client claimed).
 */
export function clientAddress(c: Context<AppEnv>, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const hops = c.req
      .header("x-forwarded-for")
      ?.split(",")
      .map((hop) => hop.trim())
      .filter(Boolean);
    const last = hops?.at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The value with every `token` key left out, at any depth. */
function dropTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropTokens);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "token")
      .map(([key, inner]) => [key, dropTokens(inner)]),
  );
}

/**
 * No session token in any reply body (sign-in, sign-up, get-session, list-sessions, ...): page
 * scripts must not be able to read one. Cookie clients need none; the native apps get theirs,
 * signed, in the set-auth-token header at sign-in and sign-up.
 */
async function withoutSessionTokens(response: Response): Promise<Response> {
  if (!response.headers.get("content-type")?.includes("json")) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, response);
  }
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(dropTokens(body)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** Rewrites a Better Auth error reply into `{ error: { code, message } }` in the spec's words. */
export async function toVitalogAuthReply(response: Response, path: string): Promise<Response> {
  if (response.status < 400) return withoutSessionTokens(response);
  let code: string | undefined;
  let message: string | undefined;
  if (response.headers.get("content-type")?.includes("json")) {
    try {
      const body = (await response.json()) as { code?: unknown; message?: unknown } | null;
      code = typeof body?.code === "string" ? body.code : undefined;
      message = typeof body?.message === "string" ? body.message : undefined;
    } catch {
      // not JSON after all: mapped as an unexpected error
    }
  }
  const mapped = mapAuthError({ path, status: response.status, code, message });
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json; charset=UTF-8");
  return new Response(JSON.stringify({ error: { code: mapped.code, message: mapped.message } }), {
    status: mapped.status,
    headers,
  });
}

async function forwardedRequest(c: Context<AppEnv>, trustProxy: boolean): Promise<Request> {
  const raw = c.req.raw;
  const headers = new Headers(raw.headers);
  const address = clientAddress(c, trustProxy);
  if (address) headers.set(CLIENT_IP_HEADER, address);
  else headers.delete(CLIENT_IP_HEADER);
  if (raw.method === "GET" || raw.method === "HEAD") {
    return new Request(raw.url, { method: raw.method, headers });
  }
  const body = await c.req.text();
  if (body && /json/i.test(raw.headers.get("content-type") ?? "")) {
    try {
      JSON.parse(body);
    } catch {
      throw new AppError("VALIDATION_FAILED", MALFORMED_JSON);
    }
  }
  return new Request(raw.url, { method: raw.method, headers, body });
}

/** Better Auth under /api/auth/*, with our client address and our error shape. */
export function authRoutes(auth: Auth, trustProxy: boolean, ping: () => Promise<boolean>) {
  const router = new Hono<AppEnv>();
  router.on(["GET", "POST"], "/*", async (c) => {
    // A route that needs a session answers a visitor 401 before it reads the body, like ours;
    // the session read here is the one Better Auth uses (auth.ts), so it is read once.
    const routePath = c.req.path.replace(/^\/api\/auth/, "") || "/";
    const read = SESSION_AUTH_PATHS.has(`${c.req.method} ${routePath}`)
      ? await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true })
      : undefined;
    if (read && !read.response) return c.json(new AppError("UNAUTHENTICATED").toBody(), 401);
    const request = await forwardedRequest(c, trustProxy);
    const response = read?.response
      ? await withSessionRead(read.response, () => handleAuthRequest(auth, request, ping))
      : await handleAuthRequest(auth, request, ping);
    const path = new URL(request.url).pathname.replace(/^\/api\/auth/, "") || "/";
    if (response.status === 403) {
      // No guard runs here: the refusal's audit entry names the signed-in person through this.
      const session =
        read?.response ??
        (await auth.api
          .getSession({ headers: c.req.raw.headers, query: { disableRefresh: true } })
          .catch(() => null));
      if (session) c.set("sessionUserId", session.user.id);
    }
    if (response.status === 429 && path === "/sign-in/email") {
      // Only Better Auth's rate limiter answers a sign-in 429, before any of its hooks.
      const body: unknown = await c.req.json().catch(() => null);
      await recordRateLimitedSignIn(requestContext(c), body, async (email) =>
        (await auth.$context).internalAdapter.findUserByEmail(email),
      );
    }
    const reply = await toVitalogAuthReply(response, path);
    // The read may have extended the session: its renewed cookie goes out with the reply, ahead
    // of the handler's own cookies (a password change's new session cookie comes last and wins).
    const renewed = read?.headers?.getSetCookie() ?? [];
    if (renewed.length > 0) {
      const own = reply.headers.getSetCookie();
      reply.headers.delete("set-cookie");
      for (const cookie of [...renewed, ...own]) reply.headers.append("set-cookie", cookie);
    }
    return reply;
  });
  return router;
}
