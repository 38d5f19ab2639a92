import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction, Socket } from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import type { Logger } from "../logger.ts";

export { parseAllowedHosts } from "./outbound-address.ts";

import {
  type AddressClass,
  canonicalHostname,
  classifyAddress,
  classifyName,
  isAddress,
  pairKey,
  parseAllowedHosts,
} from "./outbound-address.ts";

/** Caps of one page fetch: 5 MB of body, 15 s in all, at most 5 redirects (issue 22). */
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_MAX_REDIRECTS = 5;

const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const DEFAULT_PORT: Record<string, number> = { "http:": 80, "https:": 443 };
/** Content-Encoding -> a decompressor (null: none needed); any other encoding is refused. */
const DECODERS: Record<string, (() => Readable & NodeJS.WritableStream) | null> = {
  identity: null,
  "": null,
  gzip: () => zlib.createGunzip(),
  "x-gzip": () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};

export type OutboundErrorReason =
  | "invalid-url"
  | "protocol"
  | "port"
  | "blocked-address"
  | "too-many-redirects"
  | "too-large"
  | "timeout"
  | "not-html"
  | "http-status"
  | "network";

/** Why a request to a supplied URL was refused or failed; `reason` is for code, not people. */
export class OutboundError extends Error {
  override name = "OutboundError";
  readonly reason: OutboundErrorReason;
  /** The HTTP status, for "http-status". */
  readonly status: number | undefined;

  constructor(reason: OutboundErrorReason, message: string, status?: number) {
    super(message);
    this.reason = reason;
    this.status = status;
  }
}

export interface FetchPageOptions {
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** The content types accepted; only HTML pages so far. */
  accept?: "html";
}

export interface FetchedPage {
  /** The URL after redirects. */
  url: string;
  status: number;
  /** The media type without parameters, lower case ("text/html"). */
  contentType: string;
  /** The charset parameter of Content-Type, when there is one. */
  charset: string | undefined;
  body: Buffer;
}

/**
 * The one way the server reaches a URL someone supplied (an article to extract, a push
 * endpoint): public addresses only, checked when the connection is made, unless the URL's
 * `host:port` is one of the operator's OUTBOUND_ALLOWED_HOSTS.
 */
export interface Outbound {
  /** The allowed `host:port` pairs in canonical form. */
  allowedHosts: readonly string[];
  fetchPage(url: string, options?: FetchPageOptions): Promise<FetchedPage>;
  /**
   * For a URL stored now and requested later: throws unless it is https (or http when
   * `httpsOnly` is false, or its pair is allowed), on the default port, and its host is not and
   * does not resolve to a blocked address. Returns the parsed URL.
   */
  checkPublicUrl(url: string, options?: { httpsOnly?: boolean }): Promise<URL>;
  /**
   * An HTTP(S) agent for one request to `url` by a library that takes an agent (web-push): the
   * same checks as fetchPage when it connects (resolved addresses and the socket's address).
   * Throws an OutboundError at once when the URL itself is refused. With `keepAlive` the agent
   * may be kept for more requests to the same origin: each new connection is checked.
   */
  agentFor(url: string | URL, options?: { keepAlive?: boolean; maxSockets?: number }): http.Agent;
}

export interface OutboundOptions {
  /** `host:port` pairs that may be reached even on loopback or private addresses. */
  allowedHosts: readonly string[];
  logger: Logger;
  /** Name resolution; Node's `dns.lookup` unless a test replaces it. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
  /**
   * The ports allowed without an OUTBOUND_ALLOWED_HOSTS pair; 80 and 443 unless a test points
   * them at a listener of its own to prove the address check refuses on its own.
   */
  standardPorts?: { http: number; https: number };
}

interface Target {
  url: URL;
  /** Canonical host: a name, or an address without brackets. */
  host: string;
  port: number;
  /** The pair is in OUTBOUND_ALLOWED_HOSTS: any address, any port. */
  allowed: boolean;
}

function defaultResolve(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });
}

export function createOutbound(options: OutboundOptions): Outbound {
  const allowedHosts = parseAllowedHosts(options.allowedHosts.join(","));
  const allowed = new Set(allowedHosts);
  const log = options.logger;
  const resolveName = options.resolve ?? defaultResolve;
  const standardPort: Record<string, number> = {
    "http:": options.standardPorts?.http ?? 80,
    "https:": options.standardPorts?.https ?? 443,
  };

  function refuse(
    target: { host: string } | null,
    reason: OutboundErrorReason,
    message: string,
    detail: Record<string, string> = {},
  ): never {
    log.info({ host: target?.host, reason, ...detail }, "outbound request refused");
    throw new OutboundError(reason, message);
  }

  /** Parses a supplied URL and checks scheme, port and (for a literal address) the address. */
  function target(input: string | URL, httpsOnly: boolean): Target {
    let url: URL;
    try {
      url = new URL(String(input).trim());
    } catch {
      return refuse(null, "invalid-url", "The URL is not valid");
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      return refuse(null, "protocol", "Only HTTP(S) URLs are supported");
    }
    const host = canonicalHostname(url.hostname);
    if (host === null) return refuse(null, "invalid-url", "The URL has no valid host");
    // User-info names nobody here: it is never sent on (no Authorization header from it).
    url.username = "";
    url.password = "";
    url.hash = "";
    const port = url.port === "" ? (DEFAULT_PORT[url.protocol] ?? 0) : Number(url.port);
    const isAllowed = allowed.has(pairKey(host, port));
    const t: Target = { url, host, port, allowed: isAllowed };
    if (isAllowed) return t;
    if (httpsOnly && url.protocol !== "https:") {
      return refuse(t, "protocol", "Only HTTPS URLs are supported");
    }
    if (port !== standardPort[url.protocol]) {
      return refuse(t, "port", "Only the default ports 80 and 443 may be used");
    }
    const byName = classifyName(host);
    if (byName !== null && byName !== "public") {
      return refuse(t, "blocked-address", "The URL leads to an address that may not be reached", {
        addressClass: byName,
      });
    }
    return t;
  }

  /** Resolves a name and refuses when any of its addresses is blocked. */
  async function checkedAddresses(t: Target): Promise<LookupAddress[]> {
    if (isAddress(t.host)) return [{ address: t.host, family: t.host.includes(":") ? 6 : 4 }];
    let addresses: LookupAddress[];
    try {
      addresses = await resolveName(t.host);
    } catch {
      return refuse(t, "network", "The host name could not be resolved");
    }
    if (addresses.length === 0) return refuse(t, "network", "The host name could not be resolved");
    if (t.allowed) return addresses;
    for (const { address } of addresses) {
      const cls = classifyAddress(address);
      if (cls !== "public") {
        return refuse(t, "blocked-address", "The URL leads to an address that may not be reached", {
          addressClass: cls,
        });
      }
    }
    return addresses;
  }

  /**
   * A lookup for the HTTP client: resolves, refuses blocked addresses and hands the client only
   * the addresses checked, so nothing can change between the check and the connection.
   */
  function lookupFor(t: Target): LookupFunction {
    return (hostname, lookupOptions, callback) => {
      checkedAddresses({ ...t, host: canonicalHostname(hostname) ?? hostname }).then(
        (addresses) => {
          const family =
            lookupOptions.family === 4 || lookupOptions.family === 6 ? lookupOptions.family : 0;
          const usable = family === 0 ? addresses : addresses.filter((a) => a.family === family);
          const first = usable[0];
          if (!first) {
            callback(
              Object.assign(new Error(`no address for ${hostname}`), { code: "ENOTFOUND" }),
              "",
              0,
            );
          } else if (lookupOptions.all) {
            (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
          } else {
            callback(null, first.address, first.family);
          }
        },
        (error: unknown) => callback(error as NodeJS.ErrnoException, "", 0),
      );
    };
  }

  /** The last check, on the socket itself: the address actually connected to. */
  function checkSocket(t: Target, socket: Socket): OutboundError | null {
    if (t.allowed) return null;
    const remote = socket.remoteAddress;
    const cls: AddressClass = remote ? classifyAddress(remote) : "reserved";
    if (cls === "public") return null;
    log.info(
      { host: t.host, reason: "blocked-address", addressClass: cls },
      "outbound connection refused",
    );
    return new OutboundError(
      "blocked-address",
      "The URL leads to an address that may not be reached",
    );
  }

  /** One request without following redirects; resolves once the headers have arrived. */
  function request(t: Target, signal: AbortSignal): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      let refused: OutboundError | null = null;
      const client = t.url.protocol === "https:" ? https : http;
      const req = client.request(
        t.url,
        {
          method: "GET",
          agent: false,
          lookup: lookupFor(t),
          signal,
          headers: {
            accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
            "accept-encoding": "gzip, deflate, br",
            "user-agent": "Vitalog/1.0 (+content adapter)",
          },
        },
        (response) => {
          if (refused) {
            response.destroy();
            return;
          }
          resolve(response);
        },
      );
      req.on("socket", (socket: Socket) => {
        const check = () => {
          const problem = checkSocket(t, socket);
          if (problem) {
            refused = problem;
            req.destroy(problem);
          }
        };
        if (socket.remoteAddress && !socket.connecting) check();
        else socket.once("connect", check);
      });
      req.on("error", (error) => reject(refused ?? error));
      req.end();
    });
  }

  /**
   * Reads the body, decompressed, up to `maxBytes`: a larger one is refused as soon as it passes
   * the cap, and an abort (the time cap) ends the read wherever it is.
   */
  function readBody(
    response: IncomingMessage,
    maxBytes: number,
    signal: AbortSignal,
  ): Promise<Buffer> {
    const encoding = String(response.headers["content-encoding"] ?? "identity")
      .trim()
      .toLowerCase();
    const decoder = Object.hasOwn(DECODERS, encoding) ? DECODERS[encoding] : undefined;
    if (decoder === undefined) {
      response.destroy();
      return Promise.reject(
        new OutboundError("network", `Unsupported content encoding "${encoding}"`),
      );
    }
    const stream: Readable = decoder === null ? response : response.pipe(decoder());
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let settled = false;
      const stop = (error: Error) => {
        if (settled) return;
        settled = true;
        signal.removeEventListener("abort", onAbort);
        reject(error);
        response.destroy();
        if (stream !== response) stream.destroy();
      };
      const onAbort = () => stop(new OutboundError("timeout", "The page took too long to load"));
      signal.addEventListener("abort", onAbort, { once: true });
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          stop(new OutboundError("too-large", "The page is larger than allowed"));
          return;
        }
        chunks.push(chunk);
      });
      stream.on("end", () => {
        if (settled) return;
        settled = true;
        signal.removeEventListener("abort", onAbort);
        resolve(Buffer.concat(chunks));
      });
      stream.on("error", (error) => stop(error));
      response.on("error", (error) => stop(error));
      response.on("aborted", () => stop(new OutboundError("network", "The connection was closed")));
    });
  }

  async function fetchPage(
    input: string,
    fetchOptions: FetchPageOptions = {},
  ): Promise<FetchedPage> {
    const maxBytes = fetchOptions.maxBytes ?? DEFAULT_MAX_BYTES;
    const timeoutMs = fetchOptions.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const maxRedirects = fetchOptions.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let t = target(input, false);
    try {
      for (let redirects = 0; ; redirects += 1) {
        const response = await request(t, controller.signal);
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (REDIRECT_STATUSES.has(status) && location) {
          response.destroy();
          if (redirects >= maxRedirects) {
            return refuse(t, "too-many-redirects", `More than ${maxRedirects} redirects`);
          }
          let next: URL;
          try {
            next = new URL(location, t.url);
          } catch {
            return refuse(t, "invalid-url", "The page redirects to an invalid URL");
          }
          t = target(next, false);
          continue;
        }
        if (status < 200 || status > 299) {
          response.destroy();
          log.info({ host: t.host, reason: "http-status", status }, "outbound request failed");
          throw new OutboundError("http-status", `The page answered with status ${status}`, status);
        }
        const [type = "", ...params] = String(response.headers["content-type"] ?? "").split(";");
        const contentType = type.trim().toLowerCase();
        if (!HTML_TYPES.has(contentType)) {
          response.destroy();
          return refuse(t, "not-html", "The URL does not lead to an HTML page", {
            contentType,
          });
        }
        const declared = Number(response.headers["content-length"]);
        if (Number.isFinite(declared) && declared > maxBytes) {
          response.destroy();
          throw new OutboundError("too-large", "The page is larger than allowed");
        }
        const body = await readBody(response, maxBytes, controller.signal);
        const charset = params
          .map((p) => p.trim().match(/^charset\s*=\s*"?([^";\s]+)"?$/i)?.[1])
          .find((c) => c !== undefined)
          ?.toLowerCase();
        return { url: t.url.href, status, contentType, charset, body };
      }
    } catch (error) {
      if (controller.signal.aborted) {
        log.info({ host: t.host, reason: "timeout" }, "outbound request refused");
        throw new OutboundError("timeout", "The page took too long to load");
      }
      if (error instanceof OutboundError) {
        if (error.reason === "too-large")
          log.info({ host: t.host, reason: "too-large" }, "outbound request refused");
        throw error;
      }
      log.info(
        { host: t.host, reason: "network", code: (error as NodeJS.ErrnoException).code },
        "outbound request failed",
      );
      throw new OutboundError("network", "The page could not be fetched");
    } finally {
      clearTimeout(timer);
    }
  }

  async function checkPublicUrl(
    input: string,
    checkOptions: { httpsOnly?: boolean } = {},
  ): Promise<URL> {
    const t = target(input, checkOptions.httpsOnly ?? true);
    await checkedAddresses(t);
    return t.url;
  }

  function agentFor(
    input: string | URL,
    options: { keepAlive?: boolean; maxSockets?: number } = {},
  ): http.Agent {
    const t = target(input, false);
    const agentOptions = { ...options, lookup: lookupFor(t) };
    const agent =
      t.url.protocol === "https:" ? new https.Agent(agentOptions) : new http.Agent(agentOptions);
    // Node's agents pass their options (the lookup) on to net.connect / tls.connect.
    const create = agent.createConnection.bind(agent) as (...args: unknown[]) => Socket;
    agent.createConnection = ((...args: unknown[]) => {
      const socket = create(...args);
      const check = () => {
        const problem = checkSocket(t, socket);
        if (problem) socket.destroy(problem);
      };
      if (socket.remoteAddress && !socket.connecting) check();
      else socket.once("connect", check);
      return socket;
    }) as typeof agent.createConnection;
    return agent;
  }

  return {
    allowedHosts,
    agentFor,
    fetchPage,
    checkPublicUrl,
  };
}
