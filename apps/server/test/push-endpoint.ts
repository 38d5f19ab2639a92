import { createDecipheriv, createECDH, type ECDH, hkdfSync, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for a browser's push service: it records every Web Push request, answers
 * 201 (or the status set for a path), and, with a subscription's keys, decrypts the aes128gcm
 * body (RFC 8291) as the browser would. The server reaches it only when its `host:port` is in
 * OUTBOUND_ALLOWED_HOSTS.
 */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface PushEndpoint {
  /** `127.0.0.1:<port>`, for OUTBOUND_ALLOWED_HOSTS. */
  host: string;
  received: ReceivedPush[];
  /** Status answered per path (201 otherwise), e.g. 410 for a gone subscription. */
  statusByPath: Map<string, number>;
  url(path: string): string;
  /** The next push to `path` (or one already received), within `timeoutMs`. */
  waitFor(path: string, timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const received: ReceivedPush[] = [];
  const statusByPath = new Map<string, number>();
  const waiters = new Set<() => void>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statusByPath.get(req.url ?? "") ?? 201).end();
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    host,
    received,
    statusByPath,
    url: (path) => `http://${host}${path}`,
    waitFor(path, timeoutMs = 30_000) {
      return new Promise((done, fail) => {
        const check = () => {
          const hit = received.find((r) => r.path === path);
          if (!hit) return;
          waiters.delete(check);
          clearTimeout(timer);
          done(hit);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          fail(new Error(`no push reached ${path} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** A subscription's keys as a browser makes them: the P-256 pair and the 16-byte auth secret. */
export interface PushClientKeys {
  ecdh: ECDH;
  auth: Buffer;
  /** As PushSubscription.toJSON().keys gives them. */
  keys: { p256dh: string; auth: string };
}

export function pushClientKeys(): PushClientKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
  };
}

/** Decrypts an aes128gcm Web Push body (one record) with the subscription's keys. */
export function decryptPush({ ecdh, auth }: Pick<PushClientKeys, "ecdh" | "auth">, body: Buffer) {
  // RFC 8188 header: salt(16) rs(4) idlen(1) keyid(idlen), then one record (RFC 8291).
  const salt = body.subarray(0, 16);
  const idlen = body[20] as number;
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const shared = ecdh.computeSecret(asPublic);
  const info = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, auth, info, 32));
  const cek = Buffer.from(
    hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16),
  );
  const nonce = Buffer.from(
    hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12),
  );
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  let end = plain.length;
  while (end > 0 && plain[end - 1] === 0) end--;
  // The last record ends with the delimiter 2 before its padding.
  if (plain[end - 1] !== 2) throw new Error("the push body is not a single final record");
  return plain.subarray(0, end - 1).toString("utf8");
}
