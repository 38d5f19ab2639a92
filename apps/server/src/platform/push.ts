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
  /**
   * The guarded agent for the endpoint (platform/outbound.ts), checked again at connect time;
   * asked for once per push service origin, with keep-alive, and kept.
   */
  agentFor(url: string, options: { keepAlive: boolean; maxSockets: number }): http.Agent;
  /** Open connections to one push service at most (the sender's concurrency). */
  maxSockets?: number;
}

export interface PushSender {
  send(target: PushTarget, payload: string): Promise<PushResult>;
  /** Closes the kept connections. */
  close(): void;
}

export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}

/** A VAPID token lives 12 h (RFC 8292 allows up to 24 h)... */
const VAPID_LIFETIME_S = 12 * 3600;
/** ...and is signed anew once less than this is left of it. */
const VAPID_RENEW_BEFORE_S = 3600;

/**
 * Sends Web Push messages. Per push service origin (the VAPID audience) it keeps one signed
 * VAPID token for its lifetime and one keep-alive agent, so a burst of reminders to the same
 * push service costs an encryption each, not a signature and a new connection each.
 */
export function createPushSender(options: PushOptions): PushSender {
  const tokens = new Map<string, { authorization: string; expires: number }>();
  const agents = new Map<string, http.Agent>();

  function authorization(audience: string): string {
    const nowS = Math.floor(Date.now() / 1000);
    const kept = tokens.get(audience);
    if (kept && kept.expires - nowS > VAPID_RENEW_BEFORE_S) return kept.authorization;
    const expires = nowS + VAPID_LIFETIME_S;
    const headers = webpush.getVapidHeaders(
      audience,
      options.subject,
      options.vapid.publicKey,
      options.vapid.privateKey,
      "aes128gcm",
      expires,
    );
    tokens.set(audience, { authorization: String(headers.Authorization), expires });
    return String(headers.Authorization);
  }

  function agentFor(url: URL): http.Agent {
    let agent = agents.get(url.origin);
    if (!agent) {
      agent = options.agentFor(url.href, {
        keepAlive: true,
        maxSockets: options.maxSockets ?? 50,
      });
      agents.set(url.origin, agent);
    }
    return agent;
  }

  async function send(target: PushTarget, payload: string): Promise<PushResult> {
    let url: URL;
    let details: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      url = new URL(target.endpoint);
      details = webpush.generateRequestDetails(target, payload, {
        headers: { Authorization: authorization(url.origin) },
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
      agent = agentFor(url);
    } catch {
      // The endpoint is no longer allowed (OUTBOUND_ALLOWED_HOSTS changed): never reachable.
      return { ok: false, gone: true, status: null };
    }
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

  return {
    send,
    close: () => {
      for (const agent of agents.values()) agent.destroy();
      agents.clear();
    },
  };
}
