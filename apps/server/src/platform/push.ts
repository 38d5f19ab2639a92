import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import webpush from "web-push";

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payloads (RFC 8291), through the
 * `web-push` library, which builds the signed and encrypted request; the request itself goes out
 * with fetch and a time-out, over https, or http only to an allowed `host:port` (tests).
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type PushResult = { ok: true } | { ok: false; gone: boolean; status: number | null };

export interface PushOptions {
  vapid: VapidKeys;
  /** The VAPID subject: an https: URL or a mailto: address. */
  subject: string;
  /** Seconds the push service may hold the message: a reminder is useless days late. */
  ttlSeconds: number;
  timeoutMs?: number;
}

export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}

/** Sends one message; 404 and 410 from the push service mean the subscription is gone. */
export async function sendPush(
  target: PushTarget,
  payload: string,
  options: PushOptions,
): Promise<PushResult> {
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails(target, payload, {
      vapidDetails: { subject: options.subject, ...options.vapid },
      TTL: options.ttlSeconds,
      contentEncoding: "aes128gcm",
      urgency: "high",
    });
  } catch {
    // Keys the library cannot use: the subscription can never receive anything.
    return { ok: false, gone: true, status: null };
  }
  try {
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    await response.body?.cancel();
    if (response.status >= 200 && response.status < 300) return { ok: true };
    return {
      ok: false,
      gone: response.status === 404 || response.status === 410,
      status: response.status,
    };
  } catch {
    return { ok: false, gone: false, status: null };
  }
}

/** `host:port` pairs from OUTBOUND_ALLOWED_HOSTS ("127.0.0.1:8123,push.test:443"). */
export function parseAllowedPairs(value: string | undefined): Set<string> {
  return new Set(
    (value ?? "")
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter((s) => s.length > 0),
  );
}

function isPublicAddress(ip: string): boolean {
  if (isIP(ip) === 4) {
    const [a = 0, b = 0] = ip.split(".").map(Number);
    if (a === 0 || a === 10 || a === 127 || a >= 224) return false;
    if (a === 100 && b >= 64 && b <= 127) return false;
    if (a === 169 && b === 254) return false;
    if (a === 172 && b >= 16 && b <= 31) return false;
    if (a === 192 && (b === 168 || b === 0)) return false;
    if (a === 198 && (b === 18 || b === 19)) return false;
    return true;
  }
  const v6 = ip.toLowerCase();
  if (v6 === "::" || v6 === "::1") return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v6);
  if (mapped?.[1]) return isPublicAddress(mapped[1]);
  return !/^(fc|fd|fe8|fe9|fea|feb|ff)/.test(v6);
}

/**
 * Whether a client-supplied push endpoint may be used: https to a public address, or any scheme
 * to a `host:port` in the allowed pairs. The reason when not.
 */
export async function checkPushEndpoint(
  endpoint: string,
  allowed: ReadonlySet<string>,
): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "not a URL";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "not http(s)";
  if (url.username || url.password) return "credentials in the URL";
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  const pair = isIP(host) === 6 ? `[${host}]:${port}` : `${host}:${port}`;
  if (allowed.has(pair)) return null;
  if (url.protocol !== "https:") return "not https";
  let addresses: string[];
  try {
    addresses = isIP(host)
      ? [host]
      : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return "the host does not resolve";
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) return "not a public address";
  return null;
}
