import http from "node:http";
import https from "node:https";
import webpush from "web-push";

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payloads (RFC 8291), through the
 * `web-push` library, which builds the signed and encrypted request; the request goes out through
 * the outbound guard's agent, so only to a public address or an allowed `host:port` (tests).
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
  /** The guarded agent for the endpoint (platform/outbound.ts), checked again at connect time. */
  agentFor(url: string): http.Agent;
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
  let agent: http.Agent;
  try {
    agent = options.agentFor(details.endpoint);
  } catch {
    // The endpoint is no longer allowed (OUTBOUND_ALLOWED_HOSTS changed): never reachable.
    return { ok: false, gone: true, status: null };
  }
  const url = new URL(details.endpoint);
  const status = await new Promise<number | null>((done) => {
    const request = (url.protocol === "https:" ? https : http).request(
      url,
      {
        method: details.method,
        headers: details.headers as http.OutgoingHttpHeaders,
        agent,
        timeout: options.timeoutMs ?? 10_000,
      },
      (response) => {
        response.resume();
        done(response.statusCode ?? null);
      },
    );
    request.on("timeout", () => request.destroy(new Error("push request timed out")));
    request.on("error", () => done(null));
    request.end(details.body ?? undefined);
  });
  if (status !== null && status >= 200 && status < 300) return { ok: true };
  return { ok: false, gone: status === 404 || status === 410, status };
}
