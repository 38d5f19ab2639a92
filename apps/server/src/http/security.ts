import { RICH_TEXT_EMBEDS } from "@vitalog/domain";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import { AppError } from "../errors.ts";
import type { AppEnv } from "./app-env.ts";

export const MAX_BODY_BYTES = 1024 * 1024;

/** The hosts an article's embeds load from (the sanitiser keeps frames from these only). */
const EMBED_ORIGINS = RICH_TEXT_EMBEDS.flatMap((embed) =>
  embed.hosts.map((host) => `https://${host}`),
);

/**
 * CSP without inline scripts, frames only from the embed hosts, not framed itself, nosniff,
 * strict referrer; HSTS only over https.
 */
export function securityHeaders(isHttps: boolean) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameSrc: EMBED_ORIGINS,
      frameAncestors: ["'none'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    strictTransportSecurity: isHttps ? "max-age=31536000; includeSubDomains" : false,
    crossOriginOpenerPolicy: "same-origin-allow-popups",
    // No page films, records, locates or takes payment in the browser (photos are chosen with a
    // file input, payment happens on Stripe's own page): those powers are off for every page
    // and anything it embeds. Wake lock (meditation), sharing and the clipboard stay allowed.
    permissionsPolicy: PERMISSIONS_POLICY,
    // A route's own stricter header stands (a shared link's page sends no referrer at all).
    overwrite: false,
  });
}

export const PERMISSIONS_POLICY = {
  camera: [],
  microphone: [],
  geolocation: [],
  payment: [],
} satisfies Record<string, string[]>;

/**
 * A 413 closes its connection: the client may still be sending the refused body, and reading it
 * to the end to keep the connection would take in what was just refused. Set on the final
 * reply, so it covers the body limit, an upload's own limit and the error handler alike.
 */
export const closeOnPayloadTooLarge = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status === 413) c.res.headers.set("Connection", "close");
});

/** API replies carry personal data: never stored by browsers or shared caches. */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  // Set on the final reply itself, as apiCors does: `c.header` after the handler would copy the
  // reply into a new one and move it off @hono/node-server's fast path.
  c.res.headers.set("Cache-Control", "no-store");
});

const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.json(new AppError("PAYLOAD_TOO_LARGE").toBody(), 413),
});

/**
 * The API's 1 MB body limit. GET and HEAD carry no body: they skip the check, whose look at
 * the body would make @hono/node-server build a full Request for every read.
 */
export const apiBodyLimit = createMiddleware<AppEnv>((c, next) =>
  c.req.method === "GET" || c.req.method === "HEAD" ? next() : limitBody(c, next),
);

/** Lets the native shells (capacitor://localhost, https://localhost) call the API with cookies. */
export function apiCors(origins: readonly string[]) {
  const allowed = new Set(origins);
  // set-auth-token: the session token the native shells keep (Better Auth bearer plugin).
  const exposeHeaders = ["X-Request-Id", "Set-Auth-Token"];
  const preflight = cors({
    origin: [...origins],
    credentials: true,
    allowMethods: ["GET", "POST", "PATCH", "PUT", "DELETE", "OPTIONS"],
    allowHeaders: ["Content-Type", "Authorization", "X-Request-Id", "Idempotency-Key"],
    exposeHeaders,
    maxAge: 600,
  });
  // Other requests get the same headers as hono/cors gives them, but set on the final reply:
  // hono/cors sets them before the handler runs, which creates a placeholder response that
  // the handler's reply is then copied into, moving it off @hono/node-server's fast path.
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === "OPTIONS") return preflight(c, next);
    await next();
    const origin = c.req.header("origin");
    const headers = c.res.headers;
    if (origin && allowed.has(origin)) headers.set("Access-Control-Allow-Origin", origin);
    headers.set("Access-Control-Allow-Credentials", "true");
    headers.set("Access-Control-Expose-Headers", exposeHeaders.join(","));
    headers.append("Vary", "Origin");
  });
}

const ESCAPED_NUL = /\\u0000/i;

/** A NUL in the address (a path parameter, a search), as a URL carries it. */
const NUL_IN_URL = /%00/;

/**
 * PostgreSQL text cannot hold U+0000, so a JSON body, a path or a query string carrying one is
 * refused up front.
 */
export const rejectNulCharacters = createMiddleware<AppEnv>(async (c, next) => {
  if (NUL_IN_URL.test(c.req.url)) {
    throw new AppError("VALIDATION_FAILED", "Text cannot contain null characters");
  }
  if (
    c.req.method !== "GET" &&
    c.req.method !== "HEAD" &&
    /json/i.test(c.req.header("content-type") ?? "")
  ) {
    if (ESCAPED_NUL.test(await c.req.text())) {
      throw new AppError("VALIDATION_FAILED", "Text cannot contain null characters");
    }
  }
  await next();
});

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
export const CROSS_SITE_MESSAGE = "Requests from other sites are not allowed";

/**
 * Refuses writes a browser sent from another site: an `Origin` that is not one of ours (the
 * public URL, localhost, the native shells), or no Origin with `Sec-Fetch-Site: cross-site`.
 * Clients that send neither (the native apps with a bearer token, scripts) are not browsers
 * carrying someone's cookie, and pass.
 */
export function refuseCrossSiteWrites(origins: readonly string[]) {
  const allowed = new Set(origins);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (WRITE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      const foreign =
        origin !== undefined
          ? !allowed.has(origin)
          : c.req.header("sec-fetch-site")?.toLowerCase() === "cross-site";
      if (foreign) throw new AppError("FORBIDDEN", CROSS_SITE_MESSAGE);
    }
    await next();
  });
}
